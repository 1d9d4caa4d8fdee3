import fc from 'fast-check';
import { AUTH } from '@/config/auth-codes';
import { ancillaryApi, orderApi, payApi, refundApi, scatteredApi } from '@/lib/gateway/endpoints';
import type { Envelope } from '@/lib/gateway/envelope';
import { simulator } from '@/mocks/simulator';
import { adult } from '../order-support';
import { newKey } from '../payment-support';
import {
  actor,
  call,
  can,
  expectAsOffered,
  index,
  isScattered,
  on,
  OrderStep,
  pick,
  signIn,
  type Actor,
  type Model,
  type Step,
} from './support';

/**
 * An order's own actions, each taken from the order's `allowedActions` as its page offers them: names,
 * each payment stage (deposit, balance, full), tickets, seat release, cancel, voluntary and involuntary
 * refunds, ancillaries and 延期 — then their ancillary orders paid.
 */

/** Pays what the order owes now: its deposit, its balance or its full payment (the payable says which). */
class Pay extends OrderStep {
  readonly action = 'PAY';
  authCode = () => AUTH.PAY;
  async perform(orderNo: string) {
    const payable = await call(payApi.payable, { payableKind: 'ORDER', payableNo: orderNo });
    if (!payable.btCommonRes.isOk) return payable;
    const { milestone, amount } = payable.payable!;
    return call(payApi.payment, {
      payableKind: 'ORDER',
      payableNo: orderNo,
      ...(milestone ? { milestone } : {}),
      method: 'PREPAID',
      points: 0,
      expectedAmount: amount,
      idempotencyKey: newKey(),
    });
  }
}

class Name extends OrderStep {
  readonly action = 'EDIT_PASSENGERS';
  authCode = () => orderApi.passengerAdd.authCode;
  perform(orderNo: string) {
    return call(orderApi.passengerAdd, { orderNo, passengers: [adult(), adult()] });
  }
}

class Ticket extends OrderStep {
  readonly action = 'ISSUE_TICKETS';
  authCode = () => orderApi.issueTickets.authCode;
  perform(orderNo: string) {
    return call(orderApi.issueTickets, { orderNo });
  }
}

class Release extends OrderStep {
  readonly action = 'RELEASE_SEATS';
  authCode = () => orderApi.releaseSeats.authCode;
  async perform(orderNo: string) {
    const quote = await call(orderApi.seatReleaseQuote, { orderNo, count: 1 });
    if (!quote.btCommonRes.isOk) return quote;
    return call(orderApi.releaseSeats, { orderNo, count: 1, expectedForfeit: quote.quote!.forfeit });
  }
}

/** A team order's 取消订单, or a scattered order's on its own page. */
class Cancel extends OrderStep {
  readonly action = 'CANCEL';
  authCode = (orderNo: string) => (isScattered(orderNo) ? scatteredApi.cancel.authCode : orderApi.cancel.authCode);
  perform(orderNo: string) {
    return isScattered(orderNo)
      ? call(scatteredApi.cancel, { orderNo, reason: '模型测试取消' })
      : call(orderApi.cancel, { orderNo, reason: '模型测试取消' });
  }
}

/** Two open tickets refunded, voluntarily (with the fee) or for the airline's cause (free, with a file). */
class Refund extends OrderStep {
  readonly action = 'REFUND';
  constructor(
    actor: Actor,
    index: number,
    readonly kind: 'VOLUNTARY' | 'INVOLUNTARY',
  ) {
    super(actor, index);
  }
  authCode = () => refundApi.apply.authCode;
  async perform(orderNo: string) {
    // Scattered refunds are their own flow (seats cancelled first).
    if (isScattered(orderNo)) return undefined;
    const open =
      simulator.orders
        .get(orderNo)
        ?.tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE')
        .slice(0, 2)
        .map((ticket) => ticket.ticketNo) ?? [];
    if (open.length === 0) return undefined;
    const quote = await call(refundApi.advance, { orderNo, ticketNos: open, kind: this.kind });
    if (!quote.btCommonRes.isOk) return quote;
    const fileIds: string[] = [];
    if (this.kind === 'INVOLUNTARY') {
      const uploaded = await call(refundApi.fileUpload, { name: '航变通知.jpg', dataUrl: JPEG });
      if (!uploaded.btCommonRes.isOk) return uploaded;
      fileIds.push(uploaded.file!.fileId);
    }
    return call(refundApi.apply, {
      orderNo,
      ticketNos: open,
      kind: this.kind,
      reason: '模型测试退票',
      fileIds,
      expectedAmount: quote.quote!.amount,
    });
  }
  toString = () => `refund(${this.actor}, ${this.kind}, order #${this.index})${on(this.orderNo)}`;
}

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDA==';

/** Baggage for the first passenger with an open ticket, at the price shown: an UNPAID ancillary order. */
class BuyAncillary extends OrderStep {
  readonly action = 'BUY_ANCILLARY';
  authCode = () => ancillaryApi.create.authCode;
  model: Model | null = null;
  async perform(orderNo: string) {
    const offered = await call(ancillaryApi.products, { orderNo });
    if (!offered.btCommonRes.isOk) return offered;
    const product = offered.products?.find((candidate) => candidate.kind === 'BAGGAGE');
    const passenger = offered.passengers?.[0];
    // Nothing to buy: the order offers no product or no passenger — asked anyway with an empty list, it must be refused.
    const lines = product && passenger ? [{ passengerId: passenger.passengerId, productCode: product.code, quantity: 1 }] : [];
    const created = await call(ancillaryApi.create, {
      orderNo,
      kind: 'BAGGAGE',
      lines,
      expectedAmount: product && passenger ? product.unitPrice : 0,
    });
    if (created.ancillaryOrder) this.model?.ancillaries.push(created.ancillaryOrder.ancilOrderNo);
    return created;
  }
  async run(model: Model): Promise<void> {
    this.model = model;
    await super.run(model);
  }
  toString = () => `buyAncillary(${this.actor}, order #${this.index})${on(this.orderNo)}`;
}

/** 延期: the whole group onto the first later flight with its seats: an UNPAID ancillary order holding them. */
class Delay extends OrderStep {
  readonly action = 'DELAY';
  authCode = () => ancillaryApi.delay.authCode;
  model: Model | null = null;
  async perform(orderNo: string) {
    // Refused when the order allows no delay: what the gateway offered decides whether it may be.
    const options = await call(ancillaryApi.delayOptions, { orderNo });
    if (!options.btCommonRes.isOk) return options;
    const target = options.options!.find((candidate) => candidate.available);
    if (!target) return undefined;
    const created = await call(ancillaryApi.delay, {
      orderNo,
      flightNo: target.flightNo,
      flightDate: target.flightDate,
      expectedAmount: target.totalAmount,
    });
    if (created.ancillaryOrder) this.model?.ancillaries.push(created.ancillaryOrder.ancilOrderNo);
    return created;
  }
  async run(model: Model): Promise<void> {
    this.model = model;
    await super.run(model);
  }
  toString = () => `delay(${this.actor}, order #${this.index})${on(this.orderNo)}`;
}

/** An ancillary order (baggage, 延期) paid, or cancelled, as its row offers (PAY, CANCEL). */
class SettleAncillary implements Step {
  constructor(
    readonly actor: Actor,
    readonly index: number,
    readonly action: 'PAY' | 'CANCEL',
  ) {}
  ancilOrderNo: string | undefined;
  check = (model: Readonly<Model>) => model.ancillaries.length > 0;
  async run(model: Model): Promise<void> {
    await signIn(model, this.actor);
    const ancilOrderNo = pick(model.ancillaries, this.index)!;
    this.ancilOrderNo = ancilOrderNo;
    const record = simulator.state.ancillaryOrders.find((candidate) => candidate.ancilOrderNo === ancilOrderNo);
    if (!record) return;
    const listed = await call(ancillaryApi.list, { orderNo: record.orderNo });
    if (!listed.btCommonRes.isOk) return;
    const row = listed.ancillaryList?.find((candidate) => candidate.ancilOrderNo === ancilOrderNo);
    if (!row) return;
    let answer: Envelope<unknown>;
    let authCode: string | undefined;
    if (this.action === 'CANCEL') {
      answer = await call(ancillaryApi.cancel, { ancilOrderNo });
      authCode = ancillaryApi.cancel.authCode;
    } else {
      const payable = await call(payApi.payable, { payableKind: 'ANCILLARY', payableNo: ancilOrderNo });
      authCode = AUTH.PAY;
      answer = payable.btCommonRes.isOk
        ? await call(payApi.payment, {
            payableKind: 'ANCILLARY',
            payableNo: ancilOrderNo,
            method: 'PREPAID',
            points: 0,
            expectedAmount: payable.payable!.amount,
            idempotencyKey: newKey(),
          })
        : payable;
    }
    expectAsOffered(`${this} on ${ancilOrderNo}`, row.allowedActions.includes(this.action) && can(this.actor, authCode), answer);
  }
  toString = () => `ancillary.${this.action.toLowerCase()}(${this.actor}, ancillary #${this.index})${on(this.ancilOrderNo)}`;
}

export const orderCommands = [
  fc.tuple(actor, index).map(([who, i]) => new Pay(who, i)),
  fc.tuple(actor, index).map(([who, i]) => new Pay(who, i)),
  fc.tuple(actor, index).map(([who, i]) => new Name(who, i)),
  fc.tuple(actor, index).map(([who, i]) => new Ticket(who, i)),
  fc.tuple(actor, index).map(([who, i]) => new Release(who, i)),
  fc.tuple(actor, index).map(([who, i]) => new Cancel(who, i)),
  fc.tuple(actor, index, fc.constantFrom('VOLUNTARY' as const, 'INVOLUNTARY' as const)).map(([who, i, kind]) => new Refund(who, i, kind)),
  fc.tuple(actor, index).map(([who, i]) => new BuyAncillary(who, i)),
  fc.tuple(actor, index).map(([who, i]) => new Delay(who, i)),
  fc
    .tuple(actor, index, fc.constantFrom('PAY' as const, 'PAY' as const, 'CANCEL' as const))
    .map(([who, i, action]) => new SettleAncillary(who, i, action)),
];
