import type { Draft } from 'immer';
import { earliestReportStart } from '@/domain/report';
import { immer } from '../../kernel/immer';
import {
  createReport,
  invoiceDue,
  issueInvoice,
  pushAgain,
  reportDue,
  requestReversal,
  type IssueInput,
  type OrderRecord,
} from '../../rules';
import { ticketsOf } from '../../order/rules/order-tickets';
import { settle } from '../../kernel/settle';
import type { AccountRecord, SimulatorState } from '../../state';
import { gatewayDayAt, toGatewayDate } from '../../kernel/time-format';
import { SEED_ACCOUNT_IDS } from '../../session/seed/accounts';
import { DAY, SECOND } from '../../kernel/rules/figures';

/**
 * The documents of the demo, made through the rules at past instants with the settle step
 * between them, so every status, number and log is what the gateway would have produced.
 *
 * corp01's ticketed order (华东精密深圳客户来沪考察团, 28 tickets): one invoice of each status —
 * CANCEL_SUCCESS (tickets 1–2, wrong buyer type, reversed) then PRINT_SUCCESS (the same two issued
 * again, pushed once more by SMS), PRINT_FAILED (ticket 3: the short company name does not match the
 * credit code's registration), WAIT_CANCEL (ticket 4, for a person; reversal asked 20 s ago),
 * WAIT_PRINT (ticket 5, applied for 15 s ago). The other 24 tickets, ticket 3 among them, can be invoiced.
 *
 * agent01's reports: SUCCESS (sales, 3 days ago), FAILED (tickets, ran into the 02:00 maintenance two
 * nights ago), GENERATING (tickets of the longest range ending today, created 30 s ago), and one SUCCESS of 40 days
 * ago that the list no longer shows.
 */

type Documents = Pick<SimulatorState, 'invoices' | 'reports' | 'documentSequences'>;

interface Event {
  at: number;
  apply(draft: Draft<SimulatorState>, at: number): void;
}

const CORP_NAME = '华东精密制造股份有限公司';
const CORP_CREDIT_CODE = '91320500MA1MXR6P2E';
const CORP_EMAIL = { channel: 'EMAIL', target: 'chenzhiyuan@hd-precision.example' } as const;
const CORP_SMS = { channel: 'SMS', target: '13900000003' } as const;

const caller = (draft: Draft<SimulatorState>, accountId: string) =>
  draft.accounts.find((account) => account.accountId === accountId) as AccountRecord;

/** The corp01 order the seeded invoices use: its ticketed team order. */
export function corpTicketedOrder(state: SimulatorState): OrderRecord {
  const order = state.orders.find((candidate) => candidate.ownerAccountId === SEED_ACCOUNT_IDS.corp01 && candidate.status === 'TICKED');
  if (!order) throw new Error('seed: corp01 has no ticketed order');
  return order;
}

function invoiceEvents(state: SimulatorState, now: number): Event[] {
  const order = corpTicketedOrder(state);
  const tickets = ticketsOf(order).map((ticket) => ticket.ticketNo);
  const ticketedAt = Math.max(...order.tickets.map((ticket) => Date.parse(ticket.issueTime)));
  const at = (share: number) => Math.round(ticketedAt + (now - ticketedAt) * share);
  const corp = SEED_ACCOUNT_IDS.corp01;
  const issue = (input: Omit<IssueInput, 'push'> & { push?: IssueInput['push'] }) => (draft: Draft<SimulatorState>, when: number) =>
    void issueInvoice(draft, caller(draft, corp), { push: CORP_EMAIL, ...input }, when);
  const latest = (draft: Draft<SimulatorState>) => draft.invoices[draft.invoices.length - 1]!;
  const enterprise = { buyerType: 'ENTERPRISE', buyerName: CORP_NAME, buyerCreditCode: CORP_CREDIT_CODE } as const;
  const person = order.tickets.find((ticket) => ticket.ticketNo === tickets[3])!.passengerName;
  return [
    {
      at: at(0.2),
      apply: issue({ ticketNos: tickets.slice(0, 2), buyerType: 'DEPARTMENT', buyerName: CORP_NAME, buyerCreditCode: CORP_CREDIT_CODE }),
    },
    { at: at(0.3), apply: (draft, when) => requestReversal(latest(draft), '购买方类型选择有误，应为企业', '陈志远', when) },
    { at: at(0.4), apply: issue({ ticketNos: tickets.slice(0, 2), ...enterprise }) },
    { at: at(0.45), apply: (draft, when) => pushAgain(latest(draft), CORP_SMS, '陈志远', when) },
    {
      at: at(0.6),
      apply: issue({ ticketNos: [tickets[2]!], buyerType: 'ENTERPRISE', buyerName: '华东精密', buyerCreditCode: CORP_CREDIT_CODE }),
    },
    { at: at(0.7), apply: issue({ ticketNos: [tickets[3]!], buyerType: 'PERSON', buyerName: person, push: CORP_SMS }) },
    {
      at: now - 20 * SECOND,
      apply: (draft, when) =>
        requestReversal(
          draft.invoices.find((invoice) => invoice.buyerType === 'PERSON')!,
          '改为单位统一报销',
          '陈志远',
          when,
        ),
    },
    { at: now - 15 * SECOND, apply: issue({ ticketNos: [tickets[4]!], ...enterprise }) },
  ];
}

function reportEvents(now: number): Event[] {
  const agent = SEED_ACCOUNT_IDS.agent01;
  const date = (days: number) => toGatewayDate(now + days * DAY);
  const create =
    (kind: 'SALES' | 'TICKETS' | 'PAYMENTS', from: number | string, to: number) => (draft: Draft<SimulatorState>, when: number) =>
      void createReport(
        draft,
        caller(draft, agent),
        { kind, dateStart: typeof from === 'string' ? from : date(from), dateEnd: date(to) },
        when,
      );
  // The longest range that ends today.
  const longest = earliestReportStart(date(0));
  return [
    { at: gatewayDayAt(now, -40, '10:00'), apply: create('SALES', -60, -40) },
    { at: gatewayDayAt(now, -3, '10:00'), apply: create('SALES', -33, -4) },
    // Runs into the 02:00 maintenance two nights ago.
    { at: gatewayDayAt(now, -2, '01:59'), apply: create('TICKETS', -62, -3) },
    { at: now - 30 * SECOND, apply: create('TICKETS', longest, 0) },
  ];
}

/** The seeded invoices and reports over the seeded orders and money, as of `now`. */
export function seedDocuments(state: SimulatorState, now: number): Documents {
  const rules = [invoiceDue, reportDue];
  let current: SimulatorState = { ...state, invoices: [], reports: [], documentSequences: {} };
  const events = [...invoiceEvents(current, now), ...reportEvents(now)].sort((a, b) => a.at - b.at);
  for (const event of events) {
    current = settle(current, event.at, rules);
    current = immer.produce(current, (draft) => event.apply(draft, event.at));
  }
  current = settle(current, now, rules);
  return { invoices: current.invoices, reports: current.reports, documentSequences: current.documentSequences };
}
