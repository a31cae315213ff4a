/** 'Galaxy A15' or 'Galaxy A15 (Blue)': the names as the catalogue has them, in either language. */
export function itemName(productName: string, colorName: string | null): string {
  return colorName ? `${productName} (${colorName})` : productName;
}
