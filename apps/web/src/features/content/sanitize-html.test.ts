import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../content/blog-posts';
import { jsonLdText } from './json-ld';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers, javascript: links, frames and inline styles', () => {
    const dirty =
      '<p style="color:red" onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="steal()"><a href="javascript:steal()">x</a><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps the markup of the built-in posts', () => {
    for (const post of BLOG_POSTS) {
      const clean = sanitizeHtml(post.content);
      expect(clean).toContain('<h2>');
      expect(clean).toContain('<li>');
      expect(clean).toMatch(/<a href="\/contact">/);
    }
  });
});

describe('jsonLdText', () => {
  it('cannot close the script element early', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
