import { describe, expect, it } from 'vitest';
import { specTerms, specTitleKind, unitOf } from './spec-terms.js';

describe('specTerms', () => {
  it('writes a size as one term with its unit, and the bare number of units where it means something', () => {
    expect(specTerms('Capacity', '20000mAh (74Wh)').values).toEqual(['20000mah', '20000', '74wh', '74']);
    expect(specTerms('Capacity', '20,000 mAh').values).toEqual(['20000mah', '20000']);
    expect(specTerms('Output', '65W max').values).toEqual(['65w', '65']);
  });

  it('names a RAM or storage size as such, the first size only', () => {
    expect(specTerms('RAM', '8GB')).toEqual({ values: ['8gb', '8'], qualified: ['8gbram'] });
    expect(specTerms('RAM', '16GB DDR5 (upgradable to 32GB)').qualified).toEqual(['16gbram']);
    expect(specTerms('Storage', '512GB NVMe SSD').qualified).toEqual(['512gbstorage']);
    expect(specTerms('Internal Storage', '1 TB').qualified).toEqual(['1tbstorage']);
    expect(specTerms('Graphics', 'RTX 4060 8GB').qualified).toEqual([]);
  });

  it('leaves model names, decimals and words that are no unit alone', () => {
    expect(specTerms('Processor', 'Snapdragon 695 5G').values).toEqual([]);
    expect(specTerms('Output', '22.5W max').values).toEqual([]);
    expect(specTerms('Display', '6.8" QHD+ 120Hz').values).toEqual(['120hz', '120']);
    expect(specTerms('Water resistance', 'IP68').values).toEqual([]);
    expect(specTerms('Ports', '2 x USB-C').values).toEqual([]);
  });
});

describe('units and titles', () => {
  it('reads the ways people write units and titles', () => {
    expect(unitOf('Watts')).toBe('w');
    expect(unitOf('mAh')).toBe('mah');
    expect(unitOf('gig')).toBe('gb');
    expect(unitOf('g')).toBeNull();
    expect(specTitleKind('RAM')).toBe('ram');
    expect(specTitleKind('Memory')).toBe('ram');
    expect(specTitleKind('Storage')).toBe('storage');
    expect(specTitleKind('Battery')).toBeNull();
  });
});
