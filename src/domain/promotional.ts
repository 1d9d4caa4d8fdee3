import { defineEnum, type EnumValue } from './enum';

/**
 * A promotional offer's state, read off the gateway clock: before its sale window, on sale, no departure
 * left with seats for its smallest group, or past its window (or its last departure's booking close).
 */
export const PromoOfferStatus = defineEnum({
  NOT_OPEN: { label: '未开售', color: 'blue' },
  ON_SALE: { label: '热销中', color: 'red' },
  SOLD_OUT: { label: '已售罄', color: 'default' },
  CLOSED: { label: '已结束', color: 'default' },
});
export type PromoOfferStatus = EnumValue<typeof PromoOfferStatus>;
