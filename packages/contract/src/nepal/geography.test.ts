import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../auth/account-forms.js';
import {
  districtById,
  districtByName,
  districtsOf,
  localLevelById,
  localLevelName,
  localLevelsOf,
  nepalDistricts,
  nepalLocalLevels,
  nepalProvinces,
  provinceById,
  wardCountOf,
} from './geography.js';

const DEVANAGARI_TEXT = /^[\u0900-\u097F\s.-]+$/;
const LATIN_TEXT = /^[A-Za-z\s.-]+$/;

const levelNamed = (district: string, name: string) => {
  const found = localLevelsOf(districtByName(district)?.id ?? 0).find((level) => level.nameEn === name);
  if (!found) throw new Error(`No ${name} in ${district}`);
  return found;
};

describe('Nepal geography data', () => {
  it('has the 7 provinces, 77 districts and 753 local levels of the 2015 constitution', () => {
    expect(nepalProvinces()).toHaveLength(7);
    expect(nepalDistricts()).toHaveLength(77);
    expect(nepalLocalLevels()).toHaveLength(753);
  });

  it('has 6 metropolitan and 11 sub-metropolitan cities, 276 municipalities and 460 rural municipalities', () => {
    const count = (kind: string) => nepalLocalLevels().filter((level) => level.kind === kind).length;
    expect([count('MC'), count('SMC'), count('M'), count('RM')]).toEqual([6, 11, 276, 460]);
  });

  it('adds up to the 6,743 wards of the local levels', () => {
    expect(nepalLocalLevels().reduce((sum, level) => sum + level.wardCount, 0)).toBe(6743);
  });

  it('numbers every list 1…n without gaps, so ids stored in addresses stay meaningful', () => {
    for (const list of [nepalProvinces(), nepalDistricts(), nepalLocalLevels()]) {
      expect(list.map((item) => item.id)).toEqual(list.map((_, index) => index + 1));
    }
  });

  it('links every district to a province and every local level to a district, none left empty', () => {
    for (const district of nepalDistricts()) {
      expect(provinceById(district.provinceId)).toBeDefined();
      expect(localLevelsOf(district.id).length).toBeGreaterThan(0);
    }
    for (const level of nepalLocalLevels()) expect(districtById(level.districtId)).toBeDefined();
    expect(nepalProvinces().map((province) => districtsOf(province.id).length)).toEqual([14, 8, 13, 11, 12, 10, 9]);
  });

  it('gives every place a name in English letters and one in Devanagari', () => {
    for (const item of [...nepalProvinces(), ...nepalDistricts(), ...nepalLocalLevels()]) {
      expect(item.nameEn).toMatch(LATIN_TEXT);
      expect(item.nameNe).toMatch(DEVANAGARI_TEXT);
    }
  });

  it('uses the province codes and names the account forms store', () => {
    expect(nepalProvinces().map(({ code, nameEn }) => ({ code, name: nameEn }))).toEqual(
      PROVINCES.map(({ code, name }) => ({ code, name })),
    );
  });

  it('knows well-known places', () => {
    const kathmandu = levelNamed('Kathmandu', 'Kathmandu');
    expect(kathmandu.kind).toBe('MC');
    expect(kathmandu.wardCount).toBe(32);
    expect(localLevelName(kathmandu)).toBe('Kathmandu Metropolitan City');
    expect(localLevelName(kathmandu, 'ne')).toBe('काठमाण्डौं महानगरपालिका');
    expect(levelNamed('Kaski', 'Pokhara').wardCount).toBe(33);
    expect(levelNamed('Lalitpur', 'Lalitpur').wardCount).toBe(29);
    expect(provinceById(districtByName('Lalitpur')?.provinceId ?? 0)?.nameEn).toBe('Bagmati Province');
    expect(provinceById(districtByName('Kailali')?.provinceId ?? 0)?.nameEn).toBe('Sudurpashchim Province');
    expect(levelNamed('Kailali', 'Dhangadhi').kind).toBe('SMC');
  });

  it('carries the documented ward correction for Bethanchok (data/README.md)', () => {
    expect(levelNamed('Kavrepalanchok', 'Bethanchok').wardCount).toBe(6);
  });

  it('finds districts by English (any case, spacing) or Nepali name', () => {
    expect(districtByName('  kathmandu ')?.id).toBe(27);
    expect(districtByName('ललितपुर')?.id).toBe(29);
    expect(districtByName('Atlantis')).toBeUndefined();
  });

  it('answers unknown ids with nothing rather than throwing', () => {
    expect(provinceById(8)).toBeUndefined();
    expect(districtById(0)).toBeUndefined();
    expect(localLevelById(754)).toBeUndefined();
    expect(districtsOf(99)).toEqual([]);
    expect(localLevelsOf(78)).toEqual([]);
    expect(wardCountOf(0)).toBe(0);
    expect(wardCountOf(307)).toBe(32);
  });
});
