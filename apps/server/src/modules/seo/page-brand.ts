// The shop's own name in the app's page (index.html): in its title, in the logo of the shell shown
// while the scripts load, and in <meta name="application-name">, which the app reads to name the
// shop in every title and message (apps/web/src/i18n/shop-name.ts). A shop whose owner has saved
// no name keeps the demo's page exactly.

const DEMO_NAME = 'Pasal';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `html` (index.html or a page made from it) named for the shop called `name`. */
export function brandHtml(html: string, name: string): string {
  if (name === DEMO_NAME) return html;
  const safe = escapeHtml(name);
  // Replacer functions: a name may hold `$&` or `$1`, which a replacement string would expand.
  const around = (_: string, before: string, after: string) => `${before}${safe}${after}`;
  return html
    .replace(/(<meta name="application-name" content=")[^"]*(")/, around)
    .replace(/(<title>)Pasal( — [^<]*<\/title>)/, around)
    .replace(/(<span data-shop-name[^>]*>)[^<]*(<\/span\s*>)/, around);
}
