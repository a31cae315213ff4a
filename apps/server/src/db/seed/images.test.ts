import { describe, expect, it } from 'vitest';
import { brands, categories, imageColorFor, products, type CategorySlug } from './catalog-data.js';
import { categoryImageSvg, escapeXml, productImageSvg } from './images.js';

const CATEGORY_SLUGS: readonly CategorySlug[] = categories.map((c) => c.slug);
const MAX_BYTES = 4096;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/y;

/** Checks that text has no raw '<' and that every '&' starts a known entity. */
function assertCharacterData(text: string, where: string): void {
  if (text.includes('<')) throw new Error(`raw '<' in ${where}`);
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
    ENTITY.lastIndex = i;
    if (!ENTITY.test(text)) throw new Error(`unescaped '&' in ${where}: ${text.slice(i, i + 12)}`);
  }
}

/**
 * A small XML well-formedness check (no dependencies): balanced tags, one root element, quoted
 * and unique attributes, escaped text. Returns the root element's name.
 */
function assertWellFormedXml(xml: string): string {
  const stack: string[] = [];
  let root = '';
  let position = 0;
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>/y;
  while (position < xml.length) {
    const next = xml.indexOf('<', position);
    const text = xml.slice(position, next === -1 ? xml.length : next);
    if (text.trim() !== '') {
      if (stack.length === 0) throw new Error(`text outside the root element: ${text.slice(0, 20)}`);
      assertCharacterData(text, 'text');
    }
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(xml);
    if (!match) throw new Error(`malformed tag at ${next}: ${xml.slice(next, next + 40)}`);
    const [whole, closing, name = '', attributes = '', selfClosing] = match;
    if (closing) {
      if (attributes.trim() !== '' || selfClosing) throw new Error(`malformed closing tag </${name}>`);
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? 'nothing'}>`);
    } else {
      if (stack.length === 0) {
        if (root !== '') throw new Error('more than one root element');
        root = name;
      }
      const seen = new Set<string>();
      for (const attribute of attributes.matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g)) {
        const [, attributeName = '', value = ''] = attribute;
        if (seen.has(attributeName)) throw new Error(`duplicate attribute ${attributeName} on <${name}>`);
        seen.add(attributeName);
        assertCharacterData(value, `attribute ${attributeName} of <${name}>`);
      }
      if (!selfClosing) stack.push(name);
    }
    position = next + whole.length;
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (root === '') throw new Error('no root element');
  return root;
}

function assertGoodSvg(svg: string, title: string): void {
  expect(svg.startsWith('<svg ')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(assertWellFormedXml(svg)).toBe('svg');
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain('viewBox="0 0 800 800"');
  expect(svg).toContain('role="img"');
  expect(svg).toContain(`<title id="t">${escapeXml(title)}</title>`);
  expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(MAX_BYTES);
  // Self-contained: the only URL is the SVG namespace; references are to local ids.
  expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|data:|<image|@import/);
  for (const [, ref] of svg.matchAll(/href="([^"]*)"/g)) expect(ref).toMatch(/^#/);
  expect(svg).not.toMatch(/NaN|undefined/);
}

describe('escapeXml', () => {
  it('escapes the five XML special characters and drops forbidden control characters', () => {
    expect(escapeXml(`Tom & Jerry's <"best">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt;');
    expect(escapeXml('a\u0000b\u0007c\nd\ud800e')).toBe('abc\nde');
    expect(escapeXml('Rs 1,000 – 2,000 ₹ 📱')).toBe('Rs 1,000 – 2,000 ₹ 📱');
  });
});

describe('productImageSvg', () => {
  it('draws every category in all four variants as a small, valid, titled SVG', () => {
    for (const category of CATEGORY_SLUGS) {
      for (let variant = 0; variant < 4; variant++) {
        const productName = `Test ${category} <Pro> & "Max" 'Edition'`;
        const svg = productImageSvg({ category, brandName: 'B&O', productName, colorHex: '#3366cc', variant });
        assertGoodSvg(svg, productName);
      }
    }
  });

  it('escapes text: a name with & yields &amp; and the brand is shown in capitals', () => {
    const svg = productImageSvg({
      category: 'speakers',
      brandName: 'Bang & Olufsen',
      productName: 'Beosound A1 & Strap <2nd Gen>',
      colorHex: '#222222',
      variant: 0,
    });
    expect(svg).toContain('<title id="t">Beosound A1 &amp; Strap &lt;2nd Gen&gt;</title>');
    expect(svg).toContain('BANG &amp; OLUFSEN</text>');
    expect(svg).not.toContain('Bang & Olufsen');
  });

  it('variants differ, and the same input always gives the same image', () => {
    const opts = { category: 'smartphones', brandName: 'Samsung', productName: 'Galaxy', colorHex: '#5b5470' } as const;
    const images = [0, 1, 2, 3].map((variant) => productImageSvg({ ...opts, variant }));
    expect(new Set(images).size).toBe(4);
    expect(productImageSvg({ ...opts, variant: 2 })).toBe(images[2]);
    expect(productImageSvg({ ...opts, variant: 6 })).toBe(images[2]);
  });

  it('draws in the product colour and survives invalid colours and variants', () => {
    const red = productImageSvg({
      category: 'laptops',
      brandName: 'HP',
      productName: 'X',
      colorHex: '#C9302C',
      variant: 0,
    });
    expect(red).toContain('#c9302c');
    const short = productImageSvg({
      category: 'earbuds',
      brandName: 'HP',
      productName: 'X',
      colorHex: '#fff',
      variant: 1,
    });
    expect(short).toContain('#ffffff');
    for (const colorHex of ['', 'red', '#12345', 'javascript:alert(1)']) {
      for (const variant of [-1, 7, Number.NaN, 2.5]) {
        assertGoodSvg(
          productImageSvg({ category: 'smartwatches', brandName: 'A', productName: 'B', colorHex, variant }),
          'B',
        );
      }
    }
  });

  it('renders every image of the demo catalogue under 4 KB', () => {
    const brandNames = new Map(brands.map((b) => [b.slug, b.name]));
    for (const product of products) {
      for (let variant = 0; variant < product.imageCount; variant++) {
        const svg = productImageSvg({
          category: product.category,
          brandName: brandNames.get(product.brand) ?? product.brand,
          productName: product.name,
          colorHex: imageColorFor(product, variant),
          variant,
        });
        assertGoodSvg(svg, product.name);
      }
    }
  });
});

describe('categoryImageSvg', () => {
  it('draws every category tile with its name', () => {
    for (const category of categories) {
      const svg = categoryImageSvg({ category: category.slug, name: category.name });
      assertGoodSvg(svg, category.name);
      expect(svg).toContain(`>${category.name}</text>`);
    }
  });

  it('escapes the name', () => {
    const svg = categoryImageSvg({ category: 'power-banks', name: 'Chargers & <Cables>' });
    assertGoodSvg(svg, 'Chargers & <Cables>');
    expect(svg).toContain('>Chargers &amp; &lt;Cables&gt;</text>');
  });
});
