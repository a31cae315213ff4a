import { PAGE_MARKDOWN_OPTIONS, renderPageMarkdown } from '@pasal/contract';
import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

// The editor's preview: the same markdown-it options and sanitising rules as the server's
// (apps/server/src/modules/settings/pages/markdown.ts), from the contract's one rule set.
const markdownIt = new MarkdownIt(PAGE_MARKDOWN_OPTIONS);

/** A page's Markdown as the HTML the shop will show once published. */
export function previewHtml(markdown: string): string {
  return renderPageMarkdown(markdown, {
    render: (text) => markdownIt.render(text),
    sanitize: (html, config) => DOMPurify.sanitize(html, config),
  });
}
