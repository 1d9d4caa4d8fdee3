import fc from 'fast-check';
import { AUTH } from '@/config/auth-codes';
import { auctionApi, moneyApi, payApi, type BatchPayItem } from '@/lib/gateway/endpoints';
import type { Envelope } from '@/lib/gateway/envelope';
import { SEED_VOUCHER } from '@/mocks/seed';
import { simulator } from '@/mocks/simulator';
import { newKey } from '../payment-support';
import { actor, call, can, count, dateAhead, expectAsOffered, index, on, pick, signIn, type Actor, type Model, type Step } from './support';

/**
 * Money beside the orders' own payments: 合并支付 of what the 支付 screen lists, a bid's deposit and a
 * winner's balance, 充值 and the airline's review of it.
 */

/** 合并支付: the first `size` rows of the due list without a payment under way, each at the amount shown. */
class BatchPay implements Step {
  constructor(
    readonly actor: Actor,
    readonly size: number,
  ) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    await signIn(model, this.actor);
    const listed = await call(payApi.dueList, { currentPage: 1, perSize: 50 });
    if (!listed.btCommonRes.isOk) {
      expectAsOffered(`${this}`, false, listed);
      return;
    }
    const now = simulator.clock.nowMs();
    const rows = (listed.payableList ?? [])
      .filter((row) => !row.pendingPaymentNo && (!row.deadline || Date.parse(row.deadline) > now))
      .slice(0, this.size);
    if (rows.length === 0) return;
    const items: BatchPayItem[] = rows.map((row) => ({
      payableKind: row.kind,
      payableNo: row.payableNo,
      ...(row.milestone ? { milestone: row.milestone } : {}),
      expectedAmount: row.amount,
    }));
    const answer = await call(payApi.batchPayment, { items, method: 'PREPAID', idempotencyKey: newKey() });
    expectAsOffered(`${this}`, can(this.actor, AUTH.PAY), answer);
  }
  toString = () => `batchPay(${this.actor}, first ${this.size} due)`;
}

/** A bid's deposit (PAY_DEPOSIT) or, once won, its team order's balance (PAY_BALANCE), as the bid order offers. */
class PayBid implements Step {
  constructor(
    readonly actor: Actor,
    readonly index: number,
  ) {}
  ancilOrderNo: string | undefined;
  check = (model: Readonly<Model>) => model.bids.length > 0;
  async run(model: Model): Promise<void> {
    await signIn(model, this.actor);
    const ancilOrderNo = pick(model.bids, this.index)!;
    this.ancilOrderNo = ancilOrderNo;
    const read = await call(auctionApi.orderDetail, { ancilOrderNo });
    if (!read.btCommonRes.isOk) return;
    const bid = read.bidOrder!;
    // A won bid's team order takes part as any other order from now on.
    if (bid.orderNo && !model.booked.includes(bid.orderNo)) model.booked.push(bid.orderNo);
    const balance = bid.allowedActions.includes('PAY_BALANCE') && bid.orderNo !== undefined;
    const [payableKind, payableNo] = balance ? (['ORDER', bid.orderNo!] as const) : (['BID_DEPOSIT', ancilOrderNo] as const);
    const offered = (bid.allowedActions.includes('PAY_DEPOSIT') || balance) && can(this.actor, AUTH.PAY);
    const payable = await call(payApi.payable, { payableKind, payableNo });
    const answer: Envelope<unknown> = payable.btCommonRes.isOk
      ? await call(payApi.payment, {
          payableKind,
          payableNo,
          ...(payable.payable!.milestone ? { milestone: payable.payable!.milestone } : {}),
          method: 'PREPAID',
          points: 0,
          expectedAmount: payable.payable!.amount,
          idempotencyKey: newKey(),
        })
      : payable;
    expectAsOffered(`${this} on ${ancilOrderNo}`, offered, answer);
  }
  toString = () => `payBid(${this.actor}, bid #${this.index})${on(this.ancilOrderNo)}`;
}

/** 充值: an application with its transfer voucher, waiting for the airline's review. */
class TopUp implements Step {
  constructor(
    readonly actor: Actor,
    readonly yuan: number,
  ) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    await signIn(model, this.actor);
    const answer = await call(moneyApi.topUpApply, { amount: this.yuan * 100, transferDate: dateAhead(-1), voucherImage: SEED_VOUCHER });
    expectAsOffered(`${this}`, can(this.actor, moneyApi.topUpApply.authCode), answer);
  }
  toString = () => `topUp(${this.actor}, ¥${this.yuan})`;
}

/** The airline reviews the top-ups waiting for it: approves, or rejects with a reason. */
class ReviewTopUps implements Step {
  constructor(readonly approve: boolean) {}
  check = () => true;
  async run(): Promise<void> {
    for (const topUp of simulator.topUps.pending()) {
      await simulator.topUps.review(topUp.applicationNo, this.approve ? { approve: true } : { reject: '转账未到账' });
      count(`airline.reviewTopUps ${this.approve ? 'approved' : 'rejected'}`);
    }
  }
  toString = () => `airline.reviewTopUps(${this.approve ? 'approve' : 'reject'})`;
}

export const moneyCommands = [
  fc.tuple(actor, fc.integer({ min: 1, max: 4 })).map(([who, size]) => new BatchPay(who, size)),
  fc.tuple(actor, index).map(([who, i]) => new PayBid(who, i)),
  fc.tuple(actor, fc.integer({ min: 1_000, max: 2_000_000 })).map(([who, yuan]) => new TopUp(who, yuan)),
  fc.boolean().map((approve) => new ReviewTopUps(approve)),
];
