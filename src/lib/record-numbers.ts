/**
 * The shape of each record number a screen's address carries, in one table: a detail screen answers
 * 页面不存在 for a number of another shape without asking the gateway, and links and flow states drop it.
 */
export const RECORD_NUMBER = {
  teamOrder: /^TO\d{6}$/,
  personalOrder: /^NO\d{6}$/,
  scatteredOrder: /^SO\d{6}$/,
  auction: /^BA\d{6}$/,
  bidOrder: /^AN\d{6}$/,
  promoOffer: /^PO\d{6}$/,
  series: /^SR\d{6}$/,
  teamRefund: /^TR\d{8}$/,
  scatteredRefund: /^RFD\d{8}$/,
  subAccount: /^[A-Za-z0-9_-]{1,32}$/,
} as const satisfies Record<string, RegExp>;
