import type { MailMessage } from '../../lib/mailer.js';

// Back-in-stock e-mails: plain words, the product's link, nothing to sign in for. Both are queued
// (mail/outbox.ts) by the statement that makes the change they report.

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** 'Galaxy A15' or 'Galaxy A15 (Blue)'. */
function itemName(productName: string, colorName: string | null): string {
  return colorName ? `${productName} (${colorName})` : productName;
}

function message(to: string, subject: string, paragraphs: string[], links: Record<string, string>): MailMessage {
  const html = paragraphs
    .map((paragraph) => {
      let line = escapeHtml(paragraph);
      // A link's address is written out in the text, and made clickable in the HTML.
      for (const [label, url] of Object.entries(links)) {
        line = line.replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`);
      }
      return `<p>${line}</p>`;
    })
    .join('\n');
  return { to, subject, text: paragraphs.join('\n\n'), html };
}

export function backInStockEmail(input: {
  to: string;
  productName: string;
  colorName: string | null;
  productUrl: string;
  shopName: string;
}): MailMessage {
  const item = itemName(input.productName, input.colorName);
  return message(
    input.to,
    `${item} is back in stock`,
    [
      'Namaste,',
      `Good news: ${item} is back in stock at ${input.shopName}. Stock can go quickly, so have a look soon:`,
      input.productUrl,
      'You asked us to tell you once, so this is the only e-mail you will get about it.',
    ],
    { [`View ${item}`]: input.productUrl },
  );
}

export function backInStockConfirmationEmail(input: {
  to: string;
  productName: string;
  colorName: string | null;
  productUrl: string;
  unsubscribeUrl: string;
  shopName: string;
}): MailMessage {
  const item = itemName(input.productName, input.colorName);
  return message(
    input.to,
    `${input.shopName}: we'll tell you when ${item} is back`,
    [
      'Namaste,',
      `${item} is sold out right now. We will send you one e-mail when it is back in stock:`,
      input.productUrl,
      `Changed your mind, or did not ask for this? Stop it here: ${input.unsubscribeUrl}`,
    ],
    { [`View ${item}`]: input.productUrl, 'Stop this e-mail': input.unsubscribeUrl },
  );
}
