// The small page behind the confirmation e-mail's unsubscribe link: plain HTML that works without
// the web app, JavaScript or signing in, and within the shop's Content-Security-Policy (no inline
// script or style; the form posts to the shop itself).

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

export function unsubscribePage(input: { shopName: string; productName: string | null; done: boolean }): string {
  const shop = escapeHtml(input.shopName);
  const body = input.done
    ? '<h1>Done</h1><p>You will not get a back-in-stock e-mail for this item.</p>'
    : input.productName === null
      ? '<h1>Nothing to stop</h1><p>This link was already used, or the item is back in stock and its e-mail was sent.</p>'
      : `<h1>Stop the back-in-stock e-mail?</h1><p>You asked for one e-mail when ${escapeHtml(input.productName)} is back in stock.</p>` +
        '<form method="post"><button type="submit">Stop this e-mail</button></form>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Back in stock e-mail | ${shop}</title></head><body>${body}<p><a href="/">Back to ${shop}</a></p></body></html>`;
}
