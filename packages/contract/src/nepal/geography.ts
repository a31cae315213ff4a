// Nepal's administrative divisions for addresses: 7 provinces → 77 districts → 753 local levels
// (metropolitan/sub-metropolitan cities, municipalities, rural municipalities) → wards. The data
// lives in data/ with its source (data/README.md); this module turns the rows into typed objects
// once and answers lookups by id, which is what an address stores.
import { DISTRICT_ROWS } from './data/districts.js';
import { LOCAL_LEVEL_ROWS } from './data/local-levels.js';
import { PROVINCE_ROWS } from './data/provinces.js';
import type { LocalLevelKind } from './data/rows.js';

export type { LocalLevelKind };

export interface NepalProvince {
  id: number;
  /** ISO 3166-2 code, NP-P1 … NP-P7. */
  code: string;
  /** 'Koshi Province' — the name account-forms.ts stores. */
  nameEn: string;
  nameNe: string;
}

export interface NepalDistrict {
  id: number;
  provinceId: number;
  nameEn: string;
  nameNe: string;
}

export interface NepalLocalLevel {
  id: number;
  districtId: number;
  kind: LocalLevelKind;
  /** The place name without its kind: 'Kathmandu' (see localLevelName for the full title). */
  nameEn: string;
  nameNe: string;
  /** Wards are numbered 1 … wardCount. */
  wardCount: number;
}

const provinceList: readonly NepalProvince[] = PROVINCE_ROWS.map(([id, code, nameEn, nameNe]) => ({
  id,
  code,
  nameEn,
  nameNe,
}));
const districtList: readonly NepalDistrict[] = DISTRICT_ROWS.map(([id, provinceId, nameEn, nameNe]) => ({
  id,
  provinceId,
  nameEn,
  nameNe,
}));
const localLevelList: readonly NepalLocalLevel[] = LOCAL_LEVEL_ROWS.map(
  ([id, districtId, kind, nameEn, nameNe, wardCount]) => ({ id, districtId, kind, nameEn, nameNe, wardCount }),
);

const byId = <T extends { id: number }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));
const groupBy = <T>(items: readonly T[], key: (item: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

const provincesById = byId(provinceList);
const districtsById = byId(districtList);
const localLevelsById = byId(localLevelList);
const districtsByProvince = groupBy(districtList, (district) => district.provinceId);
const localLevelsByDistrict = groupBy(localLevelList, (level) => level.districtId);

/** The seven provinces, in their official order (Koshi first). */
export function nepalProvinces(): readonly NepalProvince[] {
  return provinceList;
}

/** All 77 districts, by province then name as the source lists them. */
export function nepalDistricts(): readonly NepalDistrict[] {
  return districtList;
}

/** All 753 local levels. */
export function nepalLocalLevels(): readonly NepalLocalLevel[] {
  return localLevelList;
}

export function provinceById(id: number): NepalProvince | undefined {
  return provincesById.get(id);
}

export function districtById(id: number): NepalDistrict | undefined {
  return districtsById.get(id);
}

export function localLevelById(id: number): NepalLocalLevel | undefined {
  return localLevelsById.get(id);
}

/** Districts of a province; empty for an unknown province. */
export function districtsOf(provinceId: number): readonly NepalDistrict[] {
  return districtsByProvince.get(provinceId) ?? [];
}

/** Local levels of a district; empty for an unknown district. */
export function localLevelsOf(districtId: number): readonly NepalLocalLevel[] {
  return localLevelsByDistrict.get(districtId) ?? [];
}

/** Number of wards of a local level; 0 for an unknown one (so no ward number is ever valid). */
export function wardCountOf(localLevelId: number): number {
  return localLevelsById.get(localLevelId)?.wardCount ?? 0;
}

/** A district found by its English or Nepali name, ignoring case and spacing (for imports and seeds). */
export function districtByName(name: string): NepalDistrict | undefined {
  const wanted = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return districtList.find((district) => district.nameEn.toLowerCase() === wanted || district.nameNe === wanted);
}

const KIND_TITLES: Record<LocalLevelKind, { en: string; ne: string }> = {
  MC: { en: 'Metropolitan City', ne: 'महानगरपालिका' },
  SMC: { en: 'Sub-Metropolitan City', ne: 'उपमहानगरपालिका' },
  M: { en: 'Municipality', ne: 'नगरपालिका' },
  RM: { en: 'Rural Municipality', ne: 'गाउँपालिका' },
};

/** The kind of a local level in words: 'Rural Municipality' / 'गाउँपालिका'. */
export function localLevelKindTitle(kind: LocalLevelKind, language: 'en' | 'ne' = 'en'): string {
  return KIND_TITLES[kind][language];
}

/** The full title people write: 'Kathmandu Metropolitan City', 'काठमाण्डौं महानगरपालिका'. */
export function localLevelName(level: NepalLocalLevel, language: 'en' | 'ne' = 'en'): string {
  const name = language === 'ne' ? level.nameNe : level.nameEn;
  return `${name} ${localLevelKindTitle(level.kind, language)}`;
}
