import { enumOf, type EnumValue } from './enum';

/**
 * A promotional offer's state, read off the gateway clock: before its sale window, on sale, no departure
 * left with seats for its smallest group, or past its window (or its last departure's booking close).
 */
export const PromoOfferStatus = enumOf('PromoOfferStatus');
export type PromoOfferStatus = EnumValue<typeof PromoOfferStatus>;
