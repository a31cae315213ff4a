import { describe, expect, it } from 'vitest';
import { categories, products } from './catalog-data.js';
import {
  categoryNamesNe,
  colourNamesNe,
  deliveryDetailNe,
  shortDescriptionsNe,
  specAnswersNe,
  specTitlesNe,
} from './catalog-data-ne.js';

// The demo catalogue's Nepali (issue #30): every category, colour, specification label and short
// description has one, in Devanagari, and no entry is left over from a product or colour that is
// gone (a renamed colour would otherwise silently lose its Nepali).

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the demo catalogue in Nepali', () => {
  it('names every category', () => {
    for (const category of categories) expect(categoryNamesNe[category.slug]).toMatch(DEVANAGARI);
  });

  it('gives every product a short description in Nepali, and has none for a product that is not there', () => {
    const slugs = new Set(products.map((product) => product.slug));
    for (const slug of slugs) expect(shortDescriptionsNe[slug], slug).toMatch(DEVANAGARI);
    expect(Object.keys(shortDescriptionsNe).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('names every colour and specification label, with nothing left over', () => {
    const colours = new Set(products.flatMap((product) => product.colors.map((color) => color.name)));
    const titles = new Set(products.flatMap((product) => product.specifications.map((spec) => spec.title)));
    const answers = new Set(products.flatMap((product) => product.specifications.map((spec) => spec.answer)));
    for (const colour of colours) expect(colourNamesNe[colour], colour).toMatch(DEVANAGARI);
    for (const title of titles) expect(specTitlesNe[title], title).toMatch(DEVANAGARI);
    expect(Object.keys(colourNamesNe).filter((name) => !colours.has(name))).toEqual([]);
    expect(Object.keys(specTitlesNe).filter((title) => !titles.has(title))).toEqual([]);
    expect(Object.keys(specAnswersNe).filter((answer) => !answers.has(answer))).toEqual([]);
  });

  it('words the delivery line of each category as the English does', () => {
    for (const product of products) {
      const nepali = deliveryDetailNe(product.category);
      expect(nepali).toMatch(/^काठमाडौँ उपत्यकाभित्र/);
      expect(nepali.includes('ल्यापटप'), product.slug).toBe(product.deliveryDetail.includes('Laptops ship'));
    }
  });
});
