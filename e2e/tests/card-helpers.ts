import type { Locator } from '@playwright/test';

// A product card's heading shows a configuration's family ("Samsung Galaxy S24 Ultra", its values
// on the line below) while its link is named by the whole product name, "… (12GB/256GB)" (issue
// #35). Journeys that need the product's name read the link's name, as a screen reader does.

/** The product names of the card headings `headings` matches, in order. */
export function cardNames(headings: Locator): Promise<string[]> {
  return headings.evaluateAll((elements) =>
    elements.map((heading) => {
      const link = heading.querySelector('a');
      return (link?.getAttribute('aria-label') ?? heading.textContent ?? '').trim();
    }),
  );
}

/** The product name of one card (an article with a heading). */
export async function cardName(card: Locator): Promise<string> {
  // Waits for the card as textContent() would (evaluateAll does not).
  const heading = card.getByRole('heading').first();
  await heading.waitFor();
  const [name] = await cardNames(heading);
  return name ?? '';
}
