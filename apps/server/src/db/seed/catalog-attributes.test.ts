import { describe, expect, it } from 'vitest';
import {
  capacityInMah,
  demoAttributeValues,
  demoTemplates,
  laptopProcessorFamily,
  maxWatts,
  operatingSystem,
  phoneProcessorFamily,
  phoneRadios,
  screenInInches,
  sizeInGb,
  weightInKg,
} from './catalog-attributes.js';
import { products } from './catalog-data.js';

// The demo catalogue's structured specifications are read from its specification texts (issue
// #35): each reader on the texts the demo has and on the ones it must refuse.

describe('reading specification texts', () => {
  it('reads memory and storage sizes in GB, a terabyte as 1024', () => {
    expect(sizeInGb('12GB')).toBe(12);
    expect(sizeInGb('12GB DDR5 (upgradable to 32GB)')).toBe(12);
    expect(sizeInGb('8GB unified memory')).toBe(8);
    expect(sizeInGb('1TB NVMe SSD')).toBe(1024);
    expect(sizeInGb('256 GB')).toBe(256);
    expect(sizeInGb('Up to 1 year')).toBeNull();
  });

  it('reads capacities in mAh, with thousands separators, and not hours of playback', () => {
    expect(capacityInMah('5000mAh')).toBe(5000);
    expect(capacityInMah('24000mAh (86.4Wh)')).toBe(24000);
    expect(capacityInMah('10,000 mAh')).toBe(10000);
    expect(capacityInMah('Up to 33 hours video playback')).toBeNull();
  });

  it('reads the screen size at the start of a display text only', () => {
    expect(screenInInches('6.7" FHD+ Super AMOLED, 120Hz')).toBe(6.7);
    expect(screenInInches('16" WQXGA IPS, 165Hz')).toBe(16);
    expect(screenInInches('14-inch OLED')).toBe(14);
    expect(screenInInches('FHD+ AMOLED, 120Hz, 6.7"')).toBeNull();
  });

  it('reads weights in kg, grams converted', () => {
    expect(weightInKg('1.24 kg')).toBe(1.24);
    expect(weightInKg('2.5 kg')).toBe(2.5);
    expect(weightInKg('162 g')).toBe(0.162);
    expect(weightInKg('light')).toBeNull();
  });

  it('reads the largest wattage named', () => {
    expect(maxWatts('12W max')).toBe(12);
    expect(maxWatts('130W total (100W single port)')).toBe(130);
    expect(maxWatts('15W Qi2 wireless, 27W USB-C')).toBe(27);
    expect(maxWatts('22.5W max')).toBe(22.5);
    expect(maxWatts('fast')).toBeNull();
  });

  it('names processor families and operating systems', () => {
    expect(phoneProcessorFamily('Snapdragon 8 Gen 3 for Galaxy')).toBe('snapdragon');
    expect(phoneProcessorFamily('MediaTek Dimensity 6300 5G')).toBe('dimensity');
    expect(phoneProcessorFamily('MediaTek Helio G99-Ultra')).toBe('helio');
    expect(phoneProcessorFamily('Exynos 1580')).toBe('exynos');
    expect(phoneProcessorFamily('A18 Pro (3 nm)')).toBe('apple-a');
    expect(phoneProcessorFamily('Unisoc T603')).toBe('unisoc');
    expect(phoneProcessorFamily('Kirin 9000')).toBeNull();
    expect(laptopProcessorFamily('Intel Core i5-12450H (8 cores, up to 4.4GHz)')).toBe('intel-core-i5');
    expect(laptopProcessorFamily('Intel Core Ultra 7 155H')).toBe('intel-core-ultra');
    expect(laptopProcessorFamily('AMD Ryzen 7 7840HS')).toBe('amd-ryzen-7');
    expect(laptopProcessorFamily('Apple M3 (8-core CPU)')).toBe('apple-m');
    expect(operatingSystem('Xiaomi HyperOS (Android 14)')).toBe('android');
    expect(operatingSystem('Android 14, One UI 6.1')).toBe('android');
    expect(operatingSystem('iOS 17 (upgradable)')).toBe('ios');
    expect(operatingSystem('Windows 11 Pro')).toBe('windows');
    expect(operatingSystem('macOS Sequoia')).toBe('macos');
  });
});

describe('the demo catalogue', () => {
  it('gives every phone RAM, storage, screen, chip, system and radios, and a battery in mAh unless it is an iPhone', () => {
    const phones = products.filter((product) => product.category === 'smartphones');
    expect(phones.length).toBeGreaterThan(20);
    for (const phone of phones) {
      const values = demoAttributeValues('smartphones', phone.slug, phone.specifications);
      for (const key of ['ram_gb', 'storage_gb', 'screen_in', 'processor', 'os', '5g', 'nfc'])
        expect(values[key], `${phone.slug} ${key}`).toBeDefined();
      if (phone.brand !== 'apple') expect(values.battery_mah, phone.slug).toBeGreaterThanOrEqual(3000);
    }
    expect(Object.keys(phoneRadios).sort()).toEqual(phones.map((phone) => phone.slug).sort());
  });

  it('reads a known phone exactly', () => {
    const phone = products.find((product) => product.slug === 'samsung-galaxy-s24-ultra-12gb-256gb')!;
    expect(demoAttributeValues('smartphones', phone.slug, phone.specifications)).toEqual({
      ram_gb: 12,
      storage_gb: 256,
      screen_in: 6.8,
      os: 'android',
      processor: 'snapdragon',
      battery_mah: 5000,
      '5g': true,
      nfc: true,
    });
  });

  it('gives 5G to every phone of Rs 30,000 or more whose chip is not a 4G Helio', () => {
    for (const phone of products.filter((product) => product.category === 'smartphones')) {
      const values = demoAttributeValues('smartphones', phone.slug, phone.specifications);
      if (phone.discountPrice >= 30_000 && values.processor !== 'helio') expect(values['5g'], phone.slug).toBe(true);
      if (/\b5G\b/.test(phone.name)) expect(values['5g'], phone.slug).toBe(true);
    }
  });

  it('gives every laptop and power bank their values, and each value is one of its template', () => {
    for (const product of products) {
      const template = demoTemplates[product.category];
      if (!template) continue;
      const values = demoAttributeValues(product.category, product.slug, product.specifications);
      if (product.category !== 'smartphones')
        expect(Object.keys(values).sort(), product.slug).toEqual(template.map((a) => a.key).sort());
      for (const [key, value] of Object.entries(values)) {
        const attribute = template.find((a) => a.key === key);
        expect(attribute, `${product.slug} ${key}`).toBeDefined();
        if (attribute!.kind === 'number') expect(typeof value).toBe('number');
        if (attribute!.kind === 'boolean') expect(typeof value).toBe('boolean');
        if (attribute!.kind === 'choice') expect(attribute!.options.map((o) => o.value)).toContain(value);
      }
    }
  });

  it('reads a copy of a benchmark catalogue as its original', () => {
    const phone = products.find((product) => product.slug === 'samsung-galaxy-a06-4gb-64gb')!;
    const copy = demoAttributeValues('smartphones', `${phone.slug}-edition-3`, phone.specifications);
    expect(copy['5g']).toBe(false);
    expect(copy.nfc).toBe(false);
  });
});
