/** Header cart icon with the count of distinct lines; opens the drawer on desktop. */
export function CartButton() {
  return null;
}
