import { RECORD_NUMBERS } from '@/domain/figures';

const shapeOf = ({ prefix, digits }: { prefix: string; digits: number }) => new RegExp(`^${prefix}\\d{${digits}}$`);

/**
 * The shape of each record number a screen's address carries, from the numbers the gateway mints
 * (domain/figures.ts): a detail screen answers 页面不存在 for a number of another shape without asking the
 * gateway, and links and flow states drop it.
 */
export const RECORD_NUMBER = {
  teamOrder: shapeOf(RECORD_NUMBERS.teamOrder),
  personalOrder: shapeOf(RECORD_NUMBERS.personalOrder),
  scatteredOrder: shapeOf(RECORD_NUMBERS.scatteredOrder),
  auction: shapeOf(RECORD_NUMBERS.auction),
  bidOrder: shapeOf(RECORD_NUMBERS.ancillaryOrder),
  promoOffer: shapeOf(RECORD_NUMBERS.promoOffer),
  series: shapeOf(RECORD_NUMBERS.series),
  teamRefund: shapeOf(RECORD_NUMBERS.teamRefund),
  scatteredRefund: shapeOf(RECORD_NUMBERS.scatteredRefund),
  subAccount: /^[A-Za-z0-9_-]{1,32}$/,
} as const satisfies Record<string, RegExp>;
