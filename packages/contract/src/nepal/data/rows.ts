// Row shapes of the Nepal data files: tuples keep ~800 rows compact and easy to diff; the typed
// objects in ../geography.ts are built from them once, at import.

/** Kind of local level: metropolitan city, sub-metropolitan city, municipality, rural municipality. */
export type LocalLevelKind = 'MC' | 'SMC' | 'M' | 'RM';

/** [id, ISO 3166-2 code, English name, Nepali name] */
export type ProvinceRow = readonly [id: number, code: string, nameEn: string, nameNe: string];

/** [id, province id, English name, Nepali name] */
export type DistrictRow = readonly [id: number, provinceId: number, nameEn: string, nameNe: string];

/** [id, district id, kind, English name, Nepali name, number of wards] */
export type LocalLevelRow = readonly [
  id: number,
  districtId: number,
  kind: LocalLevelKind,
  nameEn: string,
  nameNe: string,
  wards: number,
];
