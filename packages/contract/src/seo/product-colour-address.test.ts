import { describe, expect, it } from 'vitest';
import { colourNamed, colourSlug, productColourPath } from './product-colour-address.js';

const colours = [{ color_name: 'Titanium Black' }, { color_name: 'Blue / Silver' }, { color_name: 'Rosé Gold' }];

describe('a colour in a product page address (issue #35)', () => {
  it('writes a colour by its English name, lower case, words joined by hyphens', () => {
    expect(colourSlug('Titanium Black')).toBe('titanium-black');
    expect(colourSlug('  Blue / Silver ')).toBe('blue-silver');
    expect(colourSlug('Rosé Gold')).toBe('rose-gold');
    expect(colourSlug('कालो')).toBe('');
  });

  it('finds the colour an address names however it is spelt, and none for a made-up or empty one', () => {
    expect(colourNamed(colours, 'titanium-black')).toBe(colours[0]);
    expect(colourNamed(colours, 'TITANIUM BLACK')).toBe(colours[0]);
    expect(colourNamed(colours, 'blue-silver')).toBe(colours[1]);
    expect(colourNamed(colours, 'rose-gold')).toBe(colours[2]);
    expect(colourNamed(colours, 'titanium')).toBeUndefined();
    expect(colourNamed(colours, '--')).toBeUndefined();
    expect(colourNamed(colours, null)).toBeUndefined();
  });

  it('adds the colour to the page address only when there is one to name', () => {
    expect(productColourPath('galaxy s24', 'Titanium Black')).toBe('/products/galaxy%20s24?colour=titanium-black');
    expect(productColourPath('galaxy-s24', null)).toBe('/products/galaxy-s24');
    expect(productColourPath('galaxy-s24', 'कालो')).toBe('/products/galaxy-s24');
  });
});
