import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import { AncillaryKind } from '@/domain/order';
import { IdType, PassengerType } from '@/domain/passenger';
import type { CrewTemplateColumn, ImportRowError, NameChange, OrderPassenger, PassengerInput } from '@/lib/gateway/endpoints';
import { invalidParam, refuse } from '../refusal';
import { toGatewayIso } from '../time-format';
import { ORDER } from './figures';
import { logEntry } from './log';
import { appendPassengers, departureMs, type OrderRecord } from './order';
import { requireAllowed } from './order-actions';
import { nameChangeKind, nameChangeRecords, openAncillaryOrder, toNameChange } from './ancillary';
import type { SimulatorState } from '../state';
import {
  checkPassenger,
  PASSENGER_FIELD_TITLES,
  requireNameList,
  requirePassenger,
  type PassengerCheckContext,
} from './passenger-check';

/**
 * The name list of a team order (domain.md): add, edit, delete, save the whole list, import the
 * crew-list template — while the state allows it (BOOKED, PAYED, TICKEDPART for the unnamed seats),
 * before the name deadline. Ticketed passengers change only through a name change (an ancillary order
 * with a fee per passenger). Every write checks every passenger and the list as a whole, all or nothing.
 */

const contextOf = (order: Pick<OrderRecord, 'segments'>, now: number): PassengerCheckContext => ({
  now,
  departureDate: order.segments[0]!.flightDate,
});

/** The passenger's fields without its id and ticket. */
function inputOf(passenger: PassengerInput): PassengerInput {
  const { name, passengerType, idType, idNo, birthDate, gender, mobile } = passenger;
  return {
    name,
    passengerType,
    idType,
    idNo,
    ...(birthDate !== undefined ? { birthDate } : {}),
    ...(gender !== undefined ? { gender } : {}),
    ...(mobile !== undefined ? { mobile } : {}),
  };
}

const sameInput = (a: PassengerInput, b: PassengerInput) => JSON.stringify(inputOf(a)) === JSON.stringify(inputOf(b));

/** Up to five names for a log line: '张伟、李娜等12人'. */
function namesText(passengers: readonly PassengerInput[]): string {
  const shown = passengers.slice(0, 5).map((passenger) => passenger.name).join('、');
  return passengers.length > 5 ? `${shown}等${passengers.length}人` : shown;
}

function requireEditable(order: OrderRecord, now: number): void {
  requireAllowed(order, 'EDIT_PASSENGERS', now);
}

function requireArray(value: unknown, label: string): unknown[] {
  if (!Array.isArray(value) || value.length === 0) throw invalidParam(`${label}不能为空`);
  return value;
}

function findPassenger(order: Pick<OrderRecord, 'passengers'>, passengerId: unknown): number {
  const index = order.passengers.findIndex((passenger) => passenger.passengerId === passengerId);
  if (index < 0) throw refuse('PASSENGER_NOT_FOUND', { passengerId: String(passengerId) });
  return index;
}

function requireUnticketed(passenger: OrderPassenger): void {
  if (passenger.ticketNo) throw refuse('PASSENGER_TICKETED', { name: passenger.name });
}

/** Adds passengers to the list (positions in the refusals: the rows sent, 1-based). */
export function addPassengers(order: Draft<OrderRecord>, inputs: unknown, by: string, now: number): OrderPassenger[] {
  requireEditable(order as OrderRecord, now);
  const context = contextOf(order, now);
  const checked = requireArray(inputs, '旅客').map((input, index) => requirePassenger(input, index + 1, context));
  requireNameList([...order.passengers, ...checked], order);
  const added = appendPassengers(order, checked);
  order.log.push(logEntry(now, 'ADD_PASSENGER', `录入旅客${added.length}人：${namesText(added)}`, by));
  return added;
}

export function editPassenger(order: Draft<OrderRecord>, passengerId: unknown, input: unknown, by: string, now: number): OrderPassenger {
  requireEditable(order as OrderRecord, now);
  const index = findPassenger(order, passengerId);
  const current = order.passengers[index]!;
  requireUnticketed(current);
  const checked = requirePassenger(input, index + 1, contextOf(order, now));
  const list = order.passengers.map((passenger, position) => (position === index ? checked : passenger));
  requireNameList(list, order);
  const before = current.name;
  order.passengers[index] = { ...checked, passengerId: current.passengerId };
  order.log.push(logEntry(now, 'EDIT_PASSENGER', `修改旅客${before}${before === checked.name ? '' : `→${checked.name}`}的信息`, by));
  return order.passengers[index]!;
}

/** Deletes unticketed passengers; every id must be on the list. Answers how many went. */
export function deletePassengers(order: Draft<OrderRecord>, passengerIds: unknown, by: string, now: number): number {
  requireEditable(order as OrderRecord, now);
  const ids = [...new Set(requireArray(passengerIds, '要删除的旅客'))];
  const doomed = ids.map((id) => order.passengers[findPassenger(order, id)]!);
  doomed.forEach(requireUnticketed);
  const names = doomed.map((passenger) => inputOf(passenger));
  const remaining = order.passengers.filter((passenger) => !ids.includes(passenger.passengerId));
  requireNameList(remaining, order);
  order.passengers = remaining;
  order.log.push(logEntry(now, 'DELETE_PASSENGER', `删除旅客${doomed.length}人：${namesText(names)}`, by));
  return doomed.length;
}

/**
 * The whole list as the spreadsheet editor saves it: rows with a passengerId replace that passenger,
 * rows without are added, passengers left out are deleted. Ticketed passengers must come back unchanged.
 */
export function savePassengers(order: Draft<OrderRecord>, rows: unknown, by: string, now: number): OrderPassenger[] {
  requireEditable(order as OrderRecord, now);
  if (!Array.isArray(rows)) throw invalidParam('旅客名单格式不正确');
  const context = contextOf(order, now);
  const seen = new Set<string>();
  const next: (PassengerInput & { passengerId?: string })[] = rows.map((row: unknown, index) => {
    const id = typeof row === 'object' && row !== null ? (row as { passengerId?: unknown }).passengerId : undefined;
    const checked = requirePassenger(row, index + 1, context);
    if (id === undefined || id === null || id === '') return checked;
    const existing = order.passengers[findPassenger(order, id)]!;
    if (seen.has(existing.passengerId)) throw invalidParam(`旅客${existing.name}在名单中出现了两次`);
    seen.add(existing.passengerId);
    if (existing.ticketNo && !sameInput(existing, checked)) throw refuse('PASSENGER_TICKETED', { name: existing.name });
    return { ...checked, passengerId: existing.passengerId };
  });
  const removed = order.passengers.filter((passenger) => !seen.has(passenger.passengerId));
  removed.forEach(requireUnticketed);
  requireNameList(next, order);

  let added = 0;
  let changed = 0;
  const byId = new Map(order.passengers.map((passenger) => [passenger.passengerId, passenger]));
  const saved: OrderPassenger[] = [];
  for (const row of next) {
    if (row.passengerId === undefined) {
      added += 1;
      order.passengerSeq += 1;
      saved.push({ ...inputOf(row), passengerId: `${order.orderNo}-P${String(order.passengerSeq).padStart(3, '0')}` });
      continue;
    }
    const existing = byId.get(row.passengerId)!;
    if (!sameInput(existing, row)) changed += 1;
    saved.push({ ...inputOf(row), passengerId: existing.passengerId, ...(existing.ticketNo ? { ticketNo: existing.ticketNo } : {}) });
  }
  order.passengers = saved;
  if (added + changed + removed.length > 0) {
    order.log.push(
      logEntry(now, 'SAVE_PASSENGERS', `保存名单：新增${added}人，修改${changed}人，删除${removed.length}人，共${saved.length}人`, by),
    );
  }
  return order.passengers;
}

// ---- the crew-list template ----

export const CREW_TEMPLATE = {
  sheetName: '旅客名单',
  fileName: '团队旅客名单模板.xlsx',
  columns: [
    { key: 'name', title: PASSENGER_FIELD_TITLES.name, required: true, example: '张伟' },
    {
      key: 'passengerType',
      title: PASSENGER_FIELD_TITLES.passengerType,
      required: true,
      example: PassengerType.label('ADT'),
      options: PassengerType.options.map(({ value, label }) => ({ value, label })),
    },
    {
      key: 'idType',
      title: PASSENGER_FIELD_TITLES.idType,
      required: true,
      example: IdType.label('NI'),
      options: IdType.options.map(({ value, label }) => ({ value, label })),
    },
    { key: 'idNo', title: PASSENGER_FIELD_TITLES.idNo, required: true, example: '110101199003071234' },
    { key: 'birthDate', title: PASSENGER_FIELD_TITLES.birthDate, required: false, example: '1990-03-07' },
    {
      key: 'gender',
      title: PASSENGER_FIELD_TITLES.gender,
      required: false,
      example: '男',
      options: [
        { value: 'M', label: '男' },
        { value: 'F', label: '女' },
      ],
    },
    { key: 'mobile', title: PASSENGER_FIELD_TITLES.mobile, required: false, example: '13800000000' },
  ] satisfies CrewTemplateColumn[],
} as const;

/**
 * Rows read from the template, appended to the list. Every row is checked first; while any is wrong
 * nothing is imported (IMPORT_ROWS_INVALID: how many rows are wrong, and the first error's row, column
 * and reason). A duplicate ID number is the later row's error.
 */
export function importPassengers(order: Draft<OrderRecord>, rows: unknown, by: string, now: number): number {
  requireEditable(order as OrderRecord, now);
  const list = requireArray(rows, '导入的名单');
  const context = contextOf(order, now);
  const errors: ImportRowError[] = [];
  const checked: PassengerInput[] = [];
  const firstRowOf = new Map<string, number>();
  const named = new Map(order.passengers.map((passenger) => [passenger.idNo.toUpperCase(), passenger.name]));
  list.forEach((row, index) => {
    const rawRowNo = typeof row === 'object' && row !== null ? (row as { rowNo?: unknown }).rowNo : undefined;
    const rowNo = typeof rawRowNo === 'number' && Number.isInteger(rawRowNo) && rawRowNo > 0 ? rawRowNo : index + 2;
    const result = checkPassenger(row, context);
    if (!result.ok) {
      errors.push({ rowNo, column: result.problem.title, reason: result.problem.reason });
      return;
    }
    const idNo = result.passenger.idNo.toUpperCase();
    const column = PASSENGER_FIELD_TITLES.idNo;
    if (named.has(idNo)) {
      errors.push({ rowNo, column, reason: `与已录入的旅客${named.get(idNo)}证件号重复` });
      return;
    }
    const earlier = firstRowOf.get(idNo);
    if (earlier !== undefined) {
      errors.push({ rowNo, column, reason: `与第${earlier}行证件号重复` });
      return;
    }
    firstRowOf.set(idNo, rowNo);
    checked.push(result.passenger);
  });
  if (errors.length > 0) {
    const first = errors[0]!;
    throw refuse('IMPORT_ROWS_INVALID', { count: errors.length, row: first.rowNo, column: first.column, reason: first.reason });
  }
  requireNameList([...order.passengers, ...checked], order);
  appendPassengers(order, checked);
  order.log.push(logEntry(now, 'IMPORT_PASSENGERS', `从名单模板导入旅客${checked.length}人`, by));
  return checked.length;
}

// ---- name change after ticketing ----

const NAME_CHANGE_FEES = { RENAME: ORDER.nameChangeFeePerPassenger, REPLACE: ORDER.replaceFeePerPassenger } as const;

/** '改名 1人 × ¥100.00、换人 2人 × ¥300.00': the passengers by fee. */
function feeSummary(lines: readonly { product: string; unitPrice: number }[]): string {
  const groups = new Map<string, number>();
  for (const line of lines) groups.set(`${line.product}|${line.unitPrice}`, (groups.get(`${line.product}|${line.unitPrice}`) ?? 0) + 1);
  return [...groups].map(([key, count]) => {
    const [product, unitPrice] = key.split('|');
    return `${product} ${count}人 × ${formatFen(Number(unitPrice))}`;
  }).join('、');
}

/**
 * A name change of ticketed passengers: an ancillary order WAIT_CONFIRM with a fee per passenger. Only
 * passengers whose details differ count (NAME_CHANGE_EMPTY when none do); one change waits at a time.
 */
export function requestNameChange(state: Draft<SimulatorState>, order: Draft<OrderRecord>, items: unknown, by: string, now: number): NameChange {
  requireAllowed(order as OrderRecord, 'CHANGE_PASSENGERS', now);
  const pending = nameChangeRecords(state, order.orderNo).find((change) => change.status === 'WAIT_CONFIRM');
  if (pending) throw refuse('NAME_CHANGE_PENDING', { changeNo: pending.ancilOrderNo });
  const context = contextOf(order, now);
  const seen = new Set<string>();
  const changes = requireArray(items, '变更的旅客').flatMap((raw) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as { passengerId?: unknown; after?: unknown };
    const index = findPassenger(order, item.passengerId);
    const passenger = order.passengers[index]!;
    if (seen.has(passenger.passengerId)) throw invalidParam(`旅客${passenger.name}重复提交了变更`);
    seen.add(passenger.passengerId);
    if (!passenger.ticketNo) throw invalidParam(`旅客${passenger.name}尚未出票，请直接修改名单`);
    const after = requirePassenger(item.after, index + 1, context);
    if (after.passengerType !== passenger.passengerType) {
      throw refuse('PASSENGER_INVALID', { row: index + 1, field: PASSENGER_FIELD_TITLES.passengerType, reason: '名单变更不能改变旅客类型' });
    }
    const before = inputOf(passenger);
    return sameInput(before, after) ? [] : [{ passengerId: passenger.passengerId, before, after }];
  });
  if (changes.length === 0) throw refuse('NAME_CHANGE_EMPTY');
  const afterList = order.passengers.map((passenger) => changes.find((change) => change.passengerId === passenger.passengerId)?.after ?? passenger);
  requireNameList(afterList, order);
  const lines = changes.map((change) => {
    const kind = nameChangeKind(change);
    const fee = NAME_CHANGE_FEES[kind];
    return { passengerId: change.passengerId, passengerName: change.before.name, product: AncillaryKind.label(kind), quantity: 1, unitPrice: fee, amount: fee };
  });
  const replacing = changes.some((change) => nameChangeKind(change) === 'REPLACE');
  const record = openAncillaryOrder(state, order, {
    kind: replacing ? 'REPLACE' : 'RENAME',
    status: 'WAIT_CONFIRM',
    title: `团队订单${order.orderNo}：名单变更`,
    covers: `名单变更费（${feeSummary(lines)}）`,
    lines,
    changes,
    deadline: toGatewayIso(departureMs(order.segments[0]!)),
    createdBy: by,
    at: now,
  });
  order.log.push(
    logEntry(
      now,
      'NAME_CHANGE',
      `提交名单变更${record.ancilOrderNo}：${changes.map((item) => (item.before.name === item.after.name ? item.before.name : `${item.before.name}→${item.after.name}`)).join('、')}，` +
        `变更费${formatFen(record.amount)}（${feeSummary(lines)}），待确认`,
      by,
    ),
  );
  return toNameChange(record);
}

/** Confirms a waiting name change: the passengers take their new details; its fee is payable (UNPAID). */
export function confirmNameChange(state: Draft<SimulatorState>, order: Draft<OrderRecord>, changeNo: unknown, by: string, now: number): NameChange {
  const record = nameChangeRecords(state, order.orderNo).find((candidate) => candidate.ancilOrderNo === changeNo && candidate.status === 'WAIT_CONFIRM');
  if (!record) throw refuse('NAME_CHANGE_NOT_FOUND', { changeNo: String(changeNo ?? '') });
  requireAllowed(order as OrderRecord, 'CHANGE_PASSENGERS', now);
  for (const item of record.changes ?? []) {
    const index = findPassenger(order, item.passengerId);
    const passenger = order.passengers[index]!;
    order.passengers[index] = { ...inputOf(item.after), passengerId: passenger.passengerId, ...(passenger.ticketNo ? { ticketNo: passenger.ticketNo } : {}) };
    for (const ticket of order.tickets) if (ticket.passengerId === passenger.passengerId) ticket.passengerName = item.after.name;
  }
  record.status = 'UNPAID';
  order.log.push(
    logEntry(now, 'NAME_CHANGE_CONFIRM', `确认名单变更${record.ancilOrderNo}：${record.lines.length}人，变更费${formatFen(record.amount)}待支付`, by),
  );
  return toNameChange(record);
}
