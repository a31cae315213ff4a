import { PAGE_MARKDOWN_OPTIONS, renderPageMarkdown } from '@pasal/contract';

// The server's Markdown → HTML for the owner's pages: markdown-it without raw HTML, then DOMPurify
// on a window of its own (jsdom), with the contract's rule set (the editor's preview uses the same).
// Loaded on first use: jsdom is large, and most processes (and tests) never draw a page.

type Render = (markdown: string) => string;
let loading: Promise<Render> | undefined;

async function loadRenderer(): Promise<Render> {
  const [{ default: MarkdownIt }, { default: createDOMPurify }, { JSDOM }] = await Promise.all([
    import('markdown-it'),
    import('dompurify'),
    import('jsdom'),
  ]);
  const markdownIt = new MarkdownIt(PAGE_MARKDOWN_OPTIONS);
  const purify = createDOMPurify(new JSDOM('').window);
  return (markdown) =>
    renderPageMarkdown(markdown, {
      render: (text) => markdownIt.render(text),
      sanitize: (html, config) => purify.sanitize(html, config),
    });
}

/** A page's Markdown as the sanitised HTML shoppers get. */
export async function pageHtml(markdown: string): Promise<string> {
  loading ??= loadRenderer().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return (await loading)(markdown);
}
