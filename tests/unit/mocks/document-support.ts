import { itineraryApi, type InvoiceableTicket, type IssueInvoiceRequest } from '@/lib/gateway/endpoints';
import { corpTicketedOrder } from '@/mocks/seed';
import { simulator } from '@/mocks/simulator';
import { ok } from './support';

/** Helpers of the document tests (document-*.test.ts). */

export const NOW = '2026-11-23T09:00:00+08:00';

export const CORP = {
  accountId: 'AGT0002',
  name: '华东精密制造股份有限公司',
  creditCode: '91320500MA1MXR6P2E',
  email: 'chenzhiyuan@hd-precision.example',
} as const;
export const AGENT_ID = 'AGT0001';

/** corp01's ticketed order of the seed (28 tickets). */
export const corpOrder = () => corpTicketedOrder(simulator.state);

/** The caller's invoiceable tickets (first page of 100). */
export async function invoiceable(query: Record<string, string> = {}): Promise<InvoiceableTicket[]> {
  return (await ok(itineraryApi.ticketQuery, { ...query, currentPage: 1, perSize: 100 })).ticketList;
}

/** An enterprise request for `ticketNos` in corp01's own name, pushed to its email. */
export function corpRequest(ticketNos: string[], over: Partial<IssueInvoiceRequest> = {}): IssueInvoiceRequest {
  return {
    ticketNos,
    buyerType: 'ENTERPRISE',
    buyerName: CORP.name,
    buyerCreditCode: CORP.creditCode,
    push: { channel: 'EMAIL', target: CORP.email },
    ...over,
  };
}
