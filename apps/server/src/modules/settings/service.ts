import type { ShopInfo } from '@pasal/contract';
import { SHOP_ADDRESS } from '@pasal/contract';
import type { Config } from '../../config.js';

// The shop's own details. Moved here from the contact module ahead of issue #19's stored settings.

export function shopInfo(config: Config): ShopInfo {
  return {
    name: config.SHOP_NAME,
    legal_name: config.SHOP_LEGAL_NAME,
    registration_no: config.SHOP_REGISTRATION_NO,
    pan: config.SHOP_PAN,
    grievance_officer: config.SHOP_GRIEVANCE_OFFICER,
    email: config.SHOP_EMAIL,
    phone: config.SHOP_PHONE,
    address: SHOP_ADDRESS,
  };
}
