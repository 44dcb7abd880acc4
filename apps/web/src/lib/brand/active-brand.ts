import { resolveBrand, type TBrand } from './brand';

/** The brand of this page load, from the sub-domain (01 §1). */
export const ACTIVE_BRAND: TBrand = resolveBrand(
  typeof window === 'undefined' ? '' : window.location.hostname,
);
