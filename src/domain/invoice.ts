import { enumOf, type EnumValue } from './enum';

/** Spec §3 buyer type of an electronic itinerary; ENTERPRISE and DEPARTMENT need a credit code. */
export const InvoiceBuyerType = enumOf('InvoiceBuyerType');
export type InvoiceBuyerType = EnumValue<typeof InvoiceBuyerType>;

/** Buyer types that must give an 18-character unified social credit code (domain.md, Documents). */
export const BUYER_TYPES_NEEDING_CREDIT_CODE: readonly InvoiceBuyerType[] = ['ENTERPRISE', 'DEPARTMENT'];

/** Spec §4 electronic invoice (itinerary) status. */
export const InvoiceStatus = enumOf('InvoiceStatus');
export type InvoiceStatus = EnumValue<typeof InvoiceStatus>;

/** Invoice statuses that hold their tickets: a ticket is on at most one of these at a time. */
export const LIVE_INVOICE_STATUSES: readonly InvoiceStatus[] = ['WAIT_PRINT', 'PRINT_SUCCESS', 'WAIT_CANCEL'];

/** A print or reversal under way at the tax platform: it ends on its own (the settle step). */
export const isSettlingInvoice = (status: InvoiceStatus): boolean => status === 'WAIT_PRINT' || status === 'WAIT_CANCEL';

export const needsCreditCode = (buyerType: InvoiceBuyerType): boolean => BUYER_TYPES_NEEDING_CREDIT_CODE.includes(buyerType);

/** Where an issued itinerary is pushed (at issue, and again on request). */
export const InvoicePushChannel = enumOf('InvoicePushChannel');
export type InvoicePushChannel = EnumValue<typeof InvoicePushChannel>;

/** At most this many tickets on one itinerary. */
export const INVOICE_MAX_TICKETS = 50;
export const INVOICE_BUYER_NAME_MAX = 100;
export const INVOICE_CANCEL_REASON_MAX = 100;

/** What may be done with an itinerary (only once printed): print, repeat push, cancel (reversal). */
export const InvoiceAction = enumOf('InvoiceAction');
export type InvoiceAction = EnumValue<typeof InvoiceAction>;
