import { regularPassengerApi } from '@/lib/gateway/endpoints';
import { clock } from '../../clock';
import { authed, optionalText, paginate, refuse, requireIds, requireOwn, requirePage, requireText } from '../../gateway';
import {
  matchesKeyword,
  nextRegularPassengerId,
  ownRegularPassengers,
  REGULAR_PASSENGER,
  requireRegularPassenger,
  toRegularPassenger,
  type RegularPassengerRecord,
} from '../../rules';
import { getState } from '../../store';
import { bumpRevision, checkRevision, forgetRevision } from '../../kernel/rules/revisions';
import { toGatewayIso } from '../../kernel/time-format';

/**
 * Frequent passengers (spec §7 "Regular passengers"): each account keeps its own (`ownerAccountId`),
 * at most REGULAR_PASSENGER.maxPerAccount, one per ID number. Another account's record is "not found".
 */

const newestFirst = (a: RegularPassengerRecord, b: RegularPassengerRecord) =>
  Date.parse(b.updateTime) - Date.parse(a.updateTime) || b.passengerId.localeCompare(a.passengerId);

function refuseDuplicate(own: readonly RegularPassengerRecord[], idNo: string, exceptId?: string): void {
  const twin = own.find((record) => record.idNo === idNo && record.passengerId !== exceptId);
  if (twin) throw refuse('REGULAR_PASSENGER_DUPLICATE', { idNo, name: twin.name });
}

export const regularPassengerHandlers = [
  authed(regularPassengerApi.query, ({ body, account }) => {
    const page = requirePage(body);
    const keyword = optionalText(body.keyword, '关键字');
    const matches = ownRegularPassengers(getState().regularPassengers, account.accountId)
      .filter((record) => matchesKeyword(record, keyword))
      .sort(newestFirst)
      .map((record) => toRegularPassenger(getState(), record));
    return paginate('passengerList', matches, page);
  }),

  authed(regularPassengerApi.add, ({ body, account }) => {
    const now = clock.nowMs();
    const passenger = requireRegularPassenger(body.passenger, now);
    const state = getState();
    const own = ownRegularPassengers(state.regularPassengers, account.accountId);
    if (own.length >= REGULAR_PASSENGER.maxPerAccount) throw refuse('REGULAR_PASSENGER_LIMIT', { max: REGULAR_PASSENGER.maxPerAccount });
    refuseDuplicate(own, passenger.idNo);
    const record: RegularPassengerRecord = {
      ...passenger,
      passengerId: nextRegularPassengerId(state.regularPassengers),
      updateTime: toGatewayIso(now),
      ownerAccountId: account.accountId,
    };
    state.regularPassengers.push(record);
    forgetRevision(state, 'regularPassenger', record.passengerId);
    return { passenger: toRegularPassenger(state, record) };
  }),

  authed(regularPassengerApi.edit, ({ body, account }) => {
    const now = clock.nowMs();
    const passengerId = requireText(body.passengerId, '常用旅客编号');
    const state = getState();
    const own = ownRegularPassengers(state.regularPassengers, account.accountId);
    const index = state.regularPassengers.findIndex(
      (record) => record.passengerId === passengerId && record.ownerAccountId === account.accountId,
    );
    if (index < 0) throw refuse('REGULAR_PASSENGER_NOT_FOUND');
    const current = state.regularPassengers[index];
    const passenger = requireRegularPassenger(body.passenger, now);
    refuseDuplicate(own, passenger.idNo, passengerId);
    checkRevision<'regularPassenger'>(state, 'regularPassenger', passengerId, body.baseRevision, `常用旅客${current.name}`, () => ({
      recordType: 'regularPassenger',
      current: toRegularPassenger(state, current),
    }));
    const record: RegularPassengerRecord = {
      ...passenger,
      passengerId,
      updateTime: toGatewayIso(now),
      ownerAccountId: account.accountId,
    };
    state.regularPassengers[index] = record;
    bumpRevision(state, 'regularPassenger', passengerId, account.displayName, now);
    return { passenger: toRegularPassenger(state, record) };
  }),

  authed(regularPassengerApi.delete, ({ body, account }) => {
    const passengerIds = requireIds(body.passengerIds, '请选择要删除的常用旅客');
    const state = getState();
    const wanted = new Set(passengerIds);
    const own = ownRegularPassengers(state.regularPassengers, account.accountId);
    requireOwn([...wanted], own, (record) => record.passengerId, 'REGULAR_PASSENGER_NOT_FOUND');
    state.regularPassengers = state.regularPassengers.filter(
      (record) => !(record.ownerAccountId === account.accountId && wanted.has(record.passengerId)),
    );
    return { deletedCount: wanted.size };
  }),
];
