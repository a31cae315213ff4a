import { DEFAULT_NAVIGATION, type Navigation } from '@pasal/contract';
import { useQuery } from '@tanstack/react-query';
import { shopInfoQuery } from '../../api/shop-info';

/**
 * The header menu, the mobile menu's PAGES section and the footer's Help and Policies columns
 * (docs/rules/content.md#header-and-navigation, #footer) as the owner set them on /staff/settings
 * (issue #32); the specification's links until the shop's settings have loaded or if none were
 * saved. Labels in both languages: pages pick theirs with localText.
 */
export function useNavigation(): Navigation {
  return useQuery(shopInfoQuery()).data?.navigation ?? DEFAULT_NAVIGATION;
}
