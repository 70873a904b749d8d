import dayjs from 'dayjs';

import { isFarFuture } from '@shared/banner-rules';
import { PRODUCT_CODES } from '@shared/constants';

/** The banner screens write dates the US way (spec 01 §2). */
export const US_DATE = 'MM/DD/YYYY';

export const usDate = (time: number | string): string => dayjs(time).format(US_DATE);

/** '-' for expiries past the far-future threshold. */
export const expiryLabel = (expirationTime: number): string => (isFarFuture(expirationTime) ? '-' : usDate(expirationTime));

/** One 'All' chip when every product code is chosen, otherwise the codes in the wizard's order. */
export const tierChips = (codes: readonly string[]): string[] =>
  PRODUCT_CODES.every((code) => codes.includes(code)) ? ['All'] : PRODUCT_CODES.filter((code) => codes.includes(code));

export const sortedPlatforms = (platforms: readonly string[]): string[] => [...platforms].sort();
