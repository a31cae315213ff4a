import { PAGE_MARKDOWN_OPTIONS, renderPageMarkdown } from '@pasal/contract';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import MarkdownIt from 'markdown-it';

// The server's Markdown → HTML for the owner's pages: markdown-it without raw HTML, then DOMPurify
// on a window of its own (jsdom), with the contract's rule set (the editor's preview uses the same).
const markdownIt = new MarkdownIt(PAGE_MARKDOWN_OPTIONS);
const purify = createDOMPurify(new JSDOM('').window);

/** A page's Markdown as the sanitised HTML shoppers get. */
export function pageHtml(markdown: string): string {
  return renderPageMarkdown(markdown, {
    render: (text) => markdownIt.render(text),
    sanitize: (html, config) => purify.sanitize(html, config),
  });
}
