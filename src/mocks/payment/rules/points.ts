import type { Draft } from 'immer';
import type { PointMovementKind } from '@/domain/payment';
import type { PointMovement } from '@/lib/gateway/endpoints';
import type { AnyState, SimulatorState } from '../../state';
import { toGatewayIso } from '../../kernel/time-format';
import { POINTS } from '../../kernel/rules/figures';
import type { DueTransitions } from '../../kernel/rules/log';
import { currentTickets } from '../../order/rules/order';
import { nextMoneyNo } from './prepaid';
import type { PointMovementRecord } from './payment-records';
import { mustFind } from '../../kernel/rules/lookup';
export type { PointMovementRecord } from './payment-records';

/**
 * Red-packet points (domain.md "Money"): earned on ticketed orders (POINTS.perYuan per yuan of ticket
 * fare, when the tickets are issued), used as a deduction at payment (1 point = 1 fen), returned when
 * that payment fails or closes, and expiring POINTS.validMonths after they were earned. Each EARN is a
 * lot with what is left of it; a use takes from the lots expiring first and remembers which, so a
 * return refills them (a refilled lot past its date expires at once).
 */

const movementsOf = (state: AnyState, ownerAccountId: string) =>
  state.pointMovements.filter((movement) => movement.ownerAccountId === ownerAccountId);

export const pointsBalance = (state: AnyState, ownerAccountId: string): number =>
  movementsOf(state, ownerAccountId).reduce((sum, movement) => sum + movement.points, 0);

/** Points that expire within POINTS.expiringWindowMs of `now`. */
export const pointsExpiringSoon = (state: AnyState, ownerAccountId: string, now: number): number =>
  movementsOf(state, ownerAccountId)
    .filter(
      (movement) =>
        movement.kind === 'EARN' && (movement.remaining ?? 0) > 0 && Date.parse(movement.expireTime!) <= now + POINTS.expiringWindowMs,
    )
    .reduce((sum, movement) => sum + (movement.remaining ?? 0), 0);

export const pointsExpiredTotal = (state: AnyState, ownerAccountId: string): number =>
  -movementsOf(state, ownerAccountId)
    .filter((movement) => movement.kind === 'EXPIRE')
    .reduce((sum, movement) => sum + movement.points, 0);

/** The instant `months` calendar months after `at` (same day and time; the month's last day when shorter). */
export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

function push(state: Draft<SimulatorState>, record: Omit<PointMovementRecord, 'movementNo'>): PointMovementRecord {
  const movement = { movementNo: nextMoneyNo(state, POINTS.movementPrefix, POINTS.numberDigits), ...record } as PointMovementRecord;
  state.pointMovements.push(movement);
  return movement;
}

export function earnPoints(
  state: Draft<SimulatorState>,
  ownerAccountId: string,
  points: number,
  description: string,
  at: number,
  orderNo?: string,
): PointMovementRecord {
  return push(state, {
    ownerAccountId,
    kind: 'EARN',
    points,
    remaining: points,
    ...(orderNo ? { orderNo } : {}),
    description,
    time: toGatewayIso(at),
    expireTime: toGatewayIso(addMonths(at, POINTS.validMonths)),
  });
}

/** Takes `points` from the lots expiring first. The caller has checked the balance. */
export function spendPoints(
  state: Draft<SimulatorState>,
  ownerAccountId: string,
  points: number,
  paymentNo: string,
  orderNo: string,
  description: string,
  at: number,
): PointMovementRecord {
  const lots = state.pointMovements
    .filter((movement) => movement.ownerAccountId === ownerAccountId && movement.kind === 'EARN' && (movement.remaining ?? 0) > 0)
    .sort((a, b) => Date.parse(a.expireTime!) - Date.parse(b.expireTime!));
  let left = points;
  const uses: { movementNo: string; points: number }[] = [];
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining ?? 0);
    lot.remaining = (lot.remaining ?? 0) - take;
    left -= take;
    uses.push({ movementNo: lot.movementNo, points: take });
  }
  if (left > 0) throw new Error(`points: ${ownerAccountId} lacks ${left} points`);
  return push(state, { ownerAccountId, kind: 'USE', points: -points, uses, paymentNo, orderNo, description, time: toGatewayIso(at) });
}

/** Gives back what a payment's USE took, into the same lots. */
export function returnPoints(state: Draft<SimulatorState>, paymentNo: string, description: string, at: number): void {
  const use = state.pointMovements.find((movement) => movement.kind === 'USE' && movement.paymentNo === paymentNo);
  if (!use || state.pointMovements.some((movement) => movement.kind === 'RETURN' && movement.paymentNo === paymentNo)) return;
  for (const taken of use.uses ?? []) {
    const lot = state.pointMovements.find((movement) => movement.movementNo === taken.movementNo);
    if (lot) lot.remaining = (lot.remaining ?? 0) + taken.points;
  }
  push(state, {
    ownerAccountId: use.ownerAccountId,
    kind: 'RETURN',
    points: -use.points,
    paymentNo,
    ...(use.orderNo ? { orderNo: use.orderNo } : {}),
    description,
    time: toGatewayIso(at),
  });
}

export function toPointMovement(record: PointMovementRecord): PointMovement {
  const { ownerAccountId: _owner, remaining: _remaining, uses: _uses, paymentNo: _payment, ...movement } = record;
  return movement;
}

export function pointMovementsOf(state: AnyState, ownerAccountId: string, kind?: PointMovementKind): PointMovementRecord[] {
  return movementsOf(state, ownerAccountId)
    .filter((movement) => !kind || movement.kind === kind)
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || b.movementNo.localeCompare(a.movementNo));
}

/** Orders are immutable: what an order's tickets earn is computed once per version of the order. */
const owedCache = new WeakMap<object, { points: number; lastIssue: number }>();

/** Points an order's tickets earn: POINTS.perYuan per whole yuan of each ticket's fare (void tickets none). */
function pointsOwed(order: SimulatorState['orders'][number]): { points: number; lastIssue: number } {
  const cached = owedCache.get(order);
  if (cached) return cached;
  const owed = computeOwed(order);
  if (Object.isFrozen(order)) owedCache.set(order, owed);
  return owed;
}

function computeOwed(order: SimulatorState['orders'][number]): { points: number; lastIssue: number } {
  let points = 0;
  let lastIssue = 0;
  for (const ticket of currentTickets(order.tickets)) {
    if (ticket.status === 'VOID') continue;
    points += Math.floor(ticket.fare / 100) * POINTS.perYuan;
    lastIssue = Math.max(lastIssue, Date.parse(ticket.issueTime));
  }
  return { points, lastIssue };
}

/**
 * The settle step for points: tickets issued earn their points (once per ticket, as the order's
 * tickets grow), and a lot with points left expires at its expiry time.
 */
export const pointsDue: DueTransitions<SimulatorState> = (state, now) => {
  const due: ReturnType<DueTransitions<SimulatorState>> = [];
  const earned = new Map<string, number>();
  for (const movement of state.pointMovements) {
    if (movement.kind === 'EARN' && movement.orderNo) earned.set(movement.orderNo, (earned.get(movement.orderNo) ?? 0) + movement.points);
    if (movement.kind === 'EARN' && (movement.remaining ?? 0) > 0) {
      const dueAt = Date.parse(movement.expireTime!);
      if (dueAt <= now) {
        due.push({
          dueAt,
          entity: 'points',
          key: movement.movementNo,
          apply(draft) {
            const lot = mustFind(draft.pointMovements, (candidate) => candidate.movementNo === movement.movementNo, 'point movement');
            const points = lot.remaining ?? 0;
            if (points <= 0) return;
            lot.remaining = 0;
            push(draft, {
              ownerAccountId: lot.ownerAccountId,
              kind: 'EXPIRE',
              points: -points,
              ...(lot.orderNo ? { orderNo: lot.orderNo } : {}),
              description: `${lot.time.slice(0, 10)}获得的红包积分已过期`,
              time: toGatewayIso(dueAt),
            });
          },
        });
      }
    }
  }
  for (const order of state.orders) {
    if (order.tickets.length === 0) continue;
    const owed = pointsOwed(order);
    const missing = owed.points - (earned.get(order.orderNo) ?? 0);
    if (missing <= 0 || owed.lastIssue > now) continue;
    due.push({
      dueAt: owed.lastIssue,
      entity: 'points',
      key: `earn:${order.orderNo}`,
      apply(draft) {
        earnPoints(draft, order.ownerAccountId, missing, `订单${order.orderNo}出票获得红包积分`, owed.lastIssue, order.orderNo);
      },
    });
  }
  return due;
};
