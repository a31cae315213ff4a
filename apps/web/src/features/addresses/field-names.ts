// What NepalAddressFields takes. Kept apart from the picker so that importing the lazy wrapper
// (and these types) does not pull Nepal's local-level data into a page's chunk.

/** The address parts the picker fills, by their names in nepalAddressSchema. */
export type NepalAddressField =
  'provinceId' | 'districtId' | 'localLevelId' | 'ward' | 'tole' | 'landmark' | 'postalCode';

/** The form's field names by default: snake_case, as the API's forms use them. */
export const ADDRESS_FIELD_NAMES: Record<NepalAddressField, string> = {
  provinceId: 'province_id',
  districtId: 'district_id',
  localLevelId: 'local_level_id',
  ward: 'ward',
  tole: 'tole',
  landmark: 'landmark',
  postalCode: 'postal_code',
};

export interface NepalAddressFieldsProps {
  /**
   * The form's field name for each part (a path such as 'shipping.province_id' works too); parts
   * left out keep the snake_case default. Province, district, local level and ward hold numbers
   * (ids, ward number) or undefined; tole, landmark and postal code hold strings.
   */
  names?: Partial<Record<NepalAddressField, string>>;
  /** Prefix of the controls' ids (labels point at them); made up when left out. */
  idPrefix?: string;
  disabled?: boolean;
}
