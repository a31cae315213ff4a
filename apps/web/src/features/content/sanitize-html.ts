import DOMPurify from 'dompurify';

/**
 * Blog HTML is rendered only after sanitising (docs/rules/content.md#blog): scripts, event
 * handlers, javascript: URLs, frames, forms and inline styles are removed; ordinary article markup
 * stays.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
