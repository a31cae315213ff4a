import { describe, expect, it } from 'vitest';
import { normaliseQuery, readQuery } from './query-understanding.js';

const price = (query: string) => {
  const { minPrice, maxPrice, search } = readQuery(query);
  return { minPrice, maxPrice, search };
};

describe('normaliseQuery', () => {
  it('lower-cases, reads Devanagari digits and drops digit-group commas', () => {
    expect(normaliseQuery('Below Rs 30,000')).toBe('below rs 30000');
    expect(normaliseQuery('रु ३०,०००')).toBe('रु 30000');
    expect(normaliseQuery('1,00,000')).toBe('100000');
  });
});

describe('price phrases become a price filter and leave the text', () => {
  it.each([
    ['phone under 30000', null, 30000, 'phone'],
    ['phone below Rs 30,000', null, 30000, 'phone'],
    ['laptop under 1 lakh', null, 100000, 'laptop'],
    ['30k phone', null, 30000, 'phone'],
    ['phone rs 25000', null, 25000, 'phone'],
    ['earbuds upto 5000', null, 5000, 'earbuds'],
    ['phone less than 20k', null, 20000, 'phone'],
    ['laptop above 80000', 80000, null, 'laptop'],
    ['phone between 20000 and 40000', 20000, 40000, 'phone'],
    ['phone from 40k to 20k', 20000, 40000, 'phone'],
    ['phone 20000-40000', 20000, 40000, 'phone'],
    ['फोन रु ३०००० भन्दा कम', null, 30000, 'फोन'],
    ['मोबाइल ३० हजार सम्म', null, 30000, 'मोबाइल'],
    ['speaker 5000 or less', null, 5000, 'speaker'],
  ])('%s', (query, minPrice, maxPrice, search) => {
    expect(price(query)).toEqual({ minPrice, maxPrice, search });
  });

  it.each([
    'iphone 16',
    'redmi note 14',
    'iphone 16 pro max',
    'galaxy s24',
    'rtx 4060',
    'i5-1335u laptop',
    '5g phone',
    '4k tv',
    'power bank 20000',
  ])('leaves numbers that are no price alone: %s', (query) => {
    expect(price(query)).toEqual({ minPrice: null, maxPrice: null, search: query });
  });
});

describe('a budget: an amount alone', () => {
  it('is a guess the reading says it made', () => {
    expect(readQuery('30k phone')).toMatchObject({ maxPrice: 30000, budget: true });
    expect(readQuery('phone under 30k')).toMatchObject({ maxPrice: 30000, budget: false });
  });

  it('can be set aside: its words stay words', () => {
    expect(readQuery('30k phone', { budgets: false })).toMatchObject({ maxPrice: null, search: '30k phone' });
  });

  it('is a capacity in a power bank ("20k power bank", "PowerCore 24K")', () => {
    expect(readQuery('20k power bank')).toMatchObject({ maxPrice: null, search: '20000mah power bank' });
    const anker = readQuery('Anker 737 Power Bank (PowerCore 24K)');
    expect(anker.maxPrice).toBeNull();
    expect(anker.search).toContain('powercore 24000mah');
    expect(readQuery('power bank under 5k')).toMatchObject({ maxPrice: 5000, search: 'power bank' });
  });
});

describe('sizes are written as the index holds specification sizes', () => {
  it.each([
    ['20000 mah', '20000mah'],
    ['20000mAh', '20000mah'],
    ['20,000 mAh power bank', '20000mah power bank'],
    ['8gb', '8gb'],
    ['8 gb ram', '8gbram'],
    ['8gb ram phone', '8gbram phone'],
    ['ram 8gb', '8gbram'],
    ['phone with 12 GB RAM', 'phone with 12gbram'],
    ['256gb storage', '256gbstorage'],
    ['512gb ssd laptop', '512gbstorage laptop'],
    ['16gb laptop', '16gb laptop'],
    ['65 watt charger', '65w charger'],
    ['65W', '65w'],
    ['22.5w', '22.5w'],
  ])('%s → %s', (query, search) => {
    expect(readQuery(query).search).toBe(search);
  });

  it('does not read a size as a price, nor a price as a size', () => {
    expect(readQuery('under 30000 8gb ram')).toMatchObject({ maxPrice: 30000, search: '8gbram' });
    expect(readQuery('5g phone under 30000')).toMatchObject({ maxPrice: 30000, search: '5g phone' });
  });
});

describe('the kind of product', () => {
  it.each([
    ['phone', 'smartphone'],
    ['samsung mobile', 'smartphone'],
    ['5g phone under 30000', 'smartphone'],
    ['फोन', 'smartphone'],
    ['मोबाइलको मूल्य', 'smartphone'],
    ['laptops', 'laptop'],
    ['notebook', 'laptop'],
    ['tws', 'earbuds'],
    ['earphones', 'earphones'],
    ['power bank 20000', 'power-bank'],
    ['powerbank', 'power-bank'],
    ['apple watch', 'smartwatch'],
    ['ipad', 'tablet'],
    ['ipad air', 'tablet'],
    ['iphone charger', 'charger'],
    ['mouse', 'mouse'],
    ['iphone 16 cover', 'case'],
    ['phone case', 'case'],
    // The head of the phrase: what comes after "with"/"for" says what it goes with.
    ['case for iphone', 'case'],
    ['phone with 8gb ram', 'smartphone'],
    ['charger for samsung phone', 'charger'],
  ])('%s → %s', (query, kind) => {
    expect(readQuery(query).kind?.id).toBe(kind);
  });

  it.each(['iphone', 'airpods', 'galaxy s24', 'macbook air', 'samsung', '20000mah'])('none in %s', (query) => {
    expect(readQuery(query).kind).toBeNull();
  });

  it('says what removing the kind or the price leaves', () => {
    const reading = readQuery('5G phone under Rs 30,000');
    expect(reading.kindText).toBe('phone');
    expect(reading.withoutKind).toBe('5g under rs 30000');
    expect(reading.withoutPrice).toBe('5g phone');
    expect(reading.searchWithoutKind).toBe('5g');
    expect(readQuery('power bank 20000').searchWithoutKind).toBe('20000');
  });
});
