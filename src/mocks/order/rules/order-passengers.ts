import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import { AncillaryKind } from '@/domain/order';
import { IdType, PassengerType } from '@/domain/passenger';
import type {
  CrewTemplateColumn,
  ImportRowError,
  NameChange,
  NameChangeItem,
  NameChangeLine,
  NameListRowChange,
  OrderPassenger,
  PassengerAction,
  PassengerInput,
} from '@/lib/gateway/endpoints';
import type { RevisionStamp } from '@/lib/gateway/envelope';
import { invalidParam, refuse } from '../../kernel/refusal';
import { toGatewayIso } from '../../kernel/time-format';
import { ORDER } from '../../kernel/rules/figures';
import { logEntry } from '../../kernel/rules/log';
import { appendPassengers, departureMs, passengerActions, type OrderRecord, type PassengerRecord } from './order';
import { requireAllowed } from './order-actions';
import type { AnyState, SimulatorState } from '../../state';
import { bumpNameList, checkNameListRows, stampedNameList, stampedPassenger } from '../../kernel/rules/revisions';
import {
  checkPassenger,
  PASSENGER_FIELD_TITLES,
  requireNameList,
  requirePassenger,
  type PassengerCheckContext,
} from '../../kernel/rules/passenger-check';

/**
 * The name list of a team order (domain.md): add, edit, delete, save the editor's changes, import the
 * crew-list template — while the state allows it (BOOKED, PAYED, TICKEDPART for the unnamed seats),
 * before the name deadline. Ticketed passengers change only through a name change (an ancillary order
 * with a fee per passenger). Every write checks every passenger and the list as a whole, all or nothing.
 * A write that changes or removes rows names the revision each was read at and is refused when one
 * moved since (rules/revisions.ts); every accepted write moves the list's revision.
 */

const contextOf = (order: Pick<OrderRecord, 'segments'>, now: number): PassengerCheckContext => ({
  now,
  departureDate: order.segments[0].flightDate,
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
  const shown = passengers
    .slice(0, 5)
    .map((passenger) => passenger.name)
    .join('、');
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

/**
 * Refuses what the views do not offer for the row (a forged call): a change of its fields without EDIT,
 * its removal without DELETE. A ticketed passenger offers neither; it changes through a name change.
 */
function requirePassengerAction(passenger: PassengerRecord, action: PassengerAction): void {
  if (!passengerActions(passenger).includes(action)) throw refuse('PASSENGER_TICKETED', { name: passenger.name });
}

/** Adds passengers to the list (positions in the refusals: the rows sent, 1-based). */
export function addPassengers(state: AnyState, order: Draft<OrderRecord>, inputs: unknown, by: string, now: number): OrderPassenger[] {
  requireEditable(order, now);
  const context = contextOf(order, now);
  const checked = requireArray(inputs, '旅客').map((input, index) => requirePassenger(input, index + 1, context));
  requireNameList([...order.passengers, ...checked], order);
  const added = appendPassengers(order, checked);
  order.log.push(logEntry(now, 'ADD_PASSENGER', `录入旅客${added.length}人：${namesText(added)}`, by));
  bumpNameList(state, order, [], by, now);
  return added.map((passenger) => stampedPassenger(state, order, passenger));
}

export function editPassenger(
  state: AnyState,
  order: Draft<OrderRecord>,
  passengerId: unknown,
  baseRevision: number,
  input: unknown,
  by: string,
  now: number,
): { passenger: OrderPassenger; nameListRevision: RevisionStamp } {
  requireEditable(order, now);
  checkNameListRows(state, order, [{ passengerId: String(passengerId), baseRevision }]);
  const index = findPassenger(order, passengerId);
  const current = order.passengers[index];
  requirePassengerAction(current, 'EDIT');
  const checked = requirePassenger(input, index + 1, contextOf(order, now));
  const list = order.passengers.map((passenger, position) => (position === index ? checked : passenger));
  requireNameList(list, order);
  const before = current.name;
  const changed = !sameInput(current, checked);
  order.passengers[index] = { ...checked, passengerId: current.passengerId };
  order.log.push(logEntry(now, 'EDIT_PASSENGER', `修改旅客${before}${before === checked.name ? '' : `→${checked.name}`}的信息`, by));
  const nameListRevision = changed
    ? bumpNameList(state, order, [current.passengerId], by, now)
    : stampedNameList(state, order).nameListRevision;
  return { passenger: stampedPassenger(state, order, order.passengers[index]), nameListRevision };
}

/**
 * Deletes unticketed passengers; every id must be on the list, each read at its base revision (the
 * same order as the ids). Answers how many went.
 */
export function deletePassengers(
  state: AnyState,
  order: Draft<OrderRecord>,
  passengerIds: unknown,
  baseRevisions: unknown,
  by: string,
  now: number,
): number {
  requireEditable(order, now);
  const sent = requireArray(passengerIds, '要删除的旅客');
  if (!Array.isArray(baseRevisions) || baseRevisions.length !== sent.length) throw invalidParam('baseRevisions须与要删除的旅客一一对应');
  checkNameListRows(
    state,
    order,
    sent.map((id, index) => ({ passengerId: String(id), baseRevision: Number(baseRevisions[index]) })),
  );
  const ids = [...new Set(sent)];
  const doomed = ids.map((id) => order.passengers[findPassenger(order, id)]);
  doomed.forEach((passenger) => requirePassengerAction(passenger, 'DELETE'));
  const names = doomed.map((passenger) => inputOf(passenger));
  const remaining = order.passengers.filter((passenger) => !ids.includes(passenger.passengerId));
  requireNameList(remaining, order);
  order.passengers = remaining;
  order.log.push(logEntry(now, 'DELETE_PASSENGER', `删除旅客${doomed.length}人：${namesText(names)}`, by));
  bumpNameList(
    state,
    order,
    doomed.map((passenger) => passenger.passengerId),
    by,
    now,
  );
  return doomed.length;
}

export interface NameListSave {
  baseRevision: number;
  passengers: readonly NameListRowChange[];
  removed: readonly { passengerId: string; baseRevision: number }[];
}

/**
 * The editor's changes applied onto the list as it is now: rows with a passengerId replace that
 * passenger, rows without are added (at the end), `removed` are deleted, every other row stays as it is
 * (another person's change among them). Refused whole when a changed or removed row moved since its
 * base revision (REVISION_CONFLICT). Ticketed passengers must come back unchanged.
 */
export function savePassengers(
  state: AnyState,
  order: Draft<OrderRecord>,
  save: NameListSave,
  by: string,
  now: number,
): { passengers: OrderPassenger[]; nameListRevision: RevisionStamp; merged: boolean } {
  requireEditable(order, now);
  if (!Array.isArray(save.passengers) || !Array.isArray(save.removed)) throw invalidParam('旅客名单格式不正确');
  const touched = [
    ...save.passengers.flatMap((row) => (row.passengerId ? [{ passengerId: row.passengerId, baseRevision: row.baseRevision ?? 0 }] : [])),
    ...save.removed,
  ];
  checkNameListRows(state, order, touched);
  const context = contextOf(order, now);
  const removedIds = new Set<string>();
  for (const { passengerId } of save.removed) {
    const existing = order.passengers[findPassenger(order, passengerId)];
    if (removedIds.has(passengerId)) throw invalidParam(`旅客${existing.name}在名单中出现了两次`);
    requirePassengerAction(existing, 'DELETE');
    removedIds.add(passengerId);
  }
  const kept = order.passengers.filter((passenger) => !removedIds.has(passenger.passengerId));
  // Positions in the refusals are the rows' places in the list as it would be saved (added rows last).
  const positionOf = new Map(kept.map((passenger, index) => [passenger.passengerId, index + 1]));
  const seen = new Set<string>();
  const replaced = new Map<string, PassengerInput>();
  const added: PassengerInput[] = [];
  for (const row of save.passengers) {
    if (!row.passengerId) {
      added.push(requirePassenger(row, kept.length + added.length + 1, context));
      continue;
    }
    const existing = order.passengers[findPassenger(order, row.passengerId)];
    if (removedIds.has(existing.passengerId) || seen.has(existing.passengerId))
      throw invalidParam(`旅客${existing.name}在名单中出现了两次`);
    if (row.baseRevision === undefined) throw invalidParam(`修改的旅客${existing.name}缺少baseRevision`);
    const checked = requirePassenger(row, positionOf.get(existing.passengerId)!, context);
    seen.add(existing.passengerId);
    if (!sameInput(existing, checked)) requirePassengerAction(existing, 'EDIT');
    replaced.set(existing.passengerId, checked);
  }
  requireNameList([...kept.map((passenger) => replaced.get(passenger.passengerId) ?? passenger), ...added], order);

  const listBefore = stampedNameList(state, order).nameListRevision.revision;
  const changedIds: string[] = [];
  order.passengers = kept.map((passenger) => {
    const row = replaced.get(passenger.passengerId);
    if (!row || sameInput(passenger, row)) return passenger;
    changedIds.push(passenger.passengerId);
    return { ...inputOf(row), passengerId: passenger.passengerId, ...(passenger.ticketNo ? { ticketNo: passenger.ticketNo } : {}) };
  });
  appendPassengers(order, added.map(inputOf));
  const merged = listBefore !== save.baseRevision;
  if (added.length + changedIds.length + removedIds.size > 0) {
    order.log.push(
      logEntry(
        now,
        'SAVE_PASSENGERS',
        `保存名单：新增${added.length}人，修改${changedIds.length}人，删除${removedIds.size}人，共${order.passengers.length}人`,
        by,
      ),
    );
    bumpNameList(state, order, [...changedIds, ...removedIds], by, now);
  }
  return { ...stampedNameList(state, order), merged };
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
export function importPassengers(state: AnyState, order: Draft<OrderRecord>, rows: unknown, by: string, now: number): number {
  requireEditable(order, now);
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
    const first = errors[0];
    throw refuse('IMPORT_ROWS_INVALID', { count: errors.length, row: first.rowNo, column: first.column, reason: first.reason });
  }
  requireNameList([...order.passengers, ...checked], order);
  appendPassengers(order, checked);
  order.log.push(logEntry(now, 'IMPORT_PASSENGERS', `从名单模板导入旅客${checked.length}人`, by));
  bumpNameList(state, order, [], by, now);
  return checked.length;
}

// ---- name change after ticketing ----

const NAME_CHANGE_FEES = { RENAME: ORDER.nameChangeFeePerPassenger, REPLACE: ORDER.replaceFeePerPassenger } as const;

type AncillaryRecord = SimulatorState['ancillaryOrders'][number];

/** What a name change opens: an ancillary order of kind RENAME or REPLACE, with a line (and fee) per passenger. */
export interface NameChangeOpening extends Pick<
  AncillaryRecord,
  'status' | 'title' | 'covers' | 'lines' | 'changes' | 'deadline' | 'createdBy'
> {
  kind: NameChangeLine['kind'];
  at: number;
}

/**
 * Where name changes are kept: a name change with a fee is an ancillary order, and the ancillary module
 * sits above the order core, so it lends these here (the assembly, src/mocks/rules.ts, fills them in)
 * rather than the order core importing it.
 */
export interface NameChangeOrders {
  /** The order's name changes, oldest first. */
  of<S extends AnyState>(state: S, orderNo: string): S['ancillaryOrders'][number][];
  /** Opens one for the order's owner, with the next ancillary number. */
  open(
    state: Draft<SimulatorState>,
    order: Pick<OrderRecord, 'orderNo' | 'ownerAccountId'>,
    opening: NameChangeOpening,
  ): Draft<AncillaryRecord>;
  /** One as the order's detail shows it. */
  view(record: AncillaryRecord): NameChange;
}

let nameChangeOrders: NameChangeOrders | undefined;

/** Lends the order core where its name changes are kept. */
export function keepNameChangesIn(orders: NameChangeOrders): void {
  nameChangeOrders = orders;
}

function nameChanges(): NameChangeOrders {
  if (!nameChangeOrders) throw new Error('No module keeps name changes (src/mocks/rules.ts lends the ancillary orders).');
  return nameChangeOrders;
}

/** Another person on the ticket (a different document) is REPLACE (换人); the same person's details corrected, RENAME (改名). */
export function nameChangeKind(item: Pick<NameChangeItem, 'before' | 'after'>): NameChangeLine['kind'] {
  const documentOf = (input: NameChangeItem['before']) => `${input.idType}|${input.idNo.trim().toUpperCase()}`;
  return documentOf(item.before) === documentOf(item.after) ? 'RENAME' : 'REPLACE';
}

/** '改名 1人 × ¥100.00、换人 2人 × ¥300.00': the passengers by fee. */
function feeSummary(lines: readonly { product: string; unitPrice: number }[]): string {
  const groups = new Map<string, number>();
  for (const line of lines) groups.set(`${line.product}|${line.unitPrice}`, (groups.get(`${line.product}|${line.unitPrice}`) ?? 0) + 1);
  return [...groups]
    .map(([key, count]) => {
      const [product, unitPrice] = key.split('|');
      return `${product} ${count}人 × ${formatFen(Number(unitPrice))}`;
    })
    .join('、');
}

/**
 * A name change of ticketed passengers: an ancillary order WAIT_CONFIRM with a fee per passenger. Only
 * passengers whose details differ count (NAME_CHANGE_EMPTY when none do); one change waits at a time.
 */
export function requestNameChange(
  state: Draft<SimulatorState>,
  order: Draft<OrderRecord>,
  items: unknown,
  by: string,
  now: number,
): NameChange {
  requireAllowed(order, 'CHANGE_PASSENGERS', now);
  const pending = nameChanges()
    .of(state, order.orderNo)
    .find((change) => change.status === 'WAIT_CONFIRM');
  if (pending) throw refuse('NAME_CHANGE_PENDING', { changeNo: pending.ancilOrderNo });
  const context = contextOf(order, now);
  const seen = new Set<string>();
  const changes = requireArray(items, '变更的旅客').flatMap((raw) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as { passengerId?: unknown; after?: unknown };
    const index = findPassenger(order, item.passengerId);
    const passenger = order.passengers[index];
    if (seen.has(passenger.passengerId)) throw invalidParam(`旅客${passenger.name}重复提交了变更`);
    seen.add(passenger.passengerId);
    if (!passenger.ticketNo) throw invalidParam(`旅客${passenger.name}尚未出票，请直接修改名单`);
    const after = requirePassenger(item.after, index + 1, context);
    if (after.passengerType !== passenger.passengerType) {
      throw refuse('PASSENGER_INVALID', {
        row: index + 1,
        field: PASSENGER_FIELD_TITLES.passengerType,
        reason: '名单变更不能改变旅客类型',
      });
    }
    const before = inputOf(passenger);
    return sameInput(before, after) ? [] : [{ passengerId: passenger.passengerId, before, after }];
  });
  if (changes.length === 0) throw refuse('NAME_CHANGE_EMPTY');
  const afterList = order.passengers.map(
    (passenger) => changes.find((change) => change.passengerId === passenger.passengerId)?.after ?? passenger,
  );
  requireNameList(afterList, order);
  const lines = changes.map((change) => {
    const kind = nameChangeKind(change);
    const fee = NAME_CHANGE_FEES[kind];
    return {
      passengerId: change.passengerId,
      passengerName: change.before.name,
      product: AncillaryKind.label(kind),
      quantity: 1,
      unitPrice: fee,
      amount: fee,
    };
  });
  const replacing = changes.some((change) => nameChangeKind(change) === 'REPLACE');
  const record = nameChanges().open(state, order, {
    kind: replacing ? 'REPLACE' : 'RENAME',
    status: 'WAIT_CONFIRM',
    title: `团队订单${order.orderNo}：名单变更`,
    covers: `名单变更费（${feeSummary(lines)}）`,
    lines,
    changes,
    deadline: toGatewayIso(departureMs(order.segments[0])),
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
  return nameChanges().view(record);
}

/** Confirms a waiting name change: the passengers take their new details; its fee is payable (UNPAID). */
export function confirmNameChange(
  state: Draft<SimulatorState>,
  order: Draft<OrderRecord>,
  changeNo: unknown,
  by: string,
  now: number,
): NameChange {
  const record = nameChanges()
    .of(state, order.orderNo)
    .find((candidate) => candidate.ancilOrderNo === changeNo && candidate.status === 'WAIT_CONFIRM');
  if (!record) throw refuse('NAME_CHANGE_NOT_FOUND', { changeNo: String(changeNo ?? '') });
  requireAllowed(order, 'CHANGE_PASSENGERS', now);
  for (const item of record.changes ?? []) {
    const index = findPassenger(order, item.passengerId);
    const passenger = order.passengers[index];
    order.passengers[index] = {
      ...inputOf(item.after),
      passengerId: passenger.passengerId,
      ...(passenger.ticketNo ? { ticketNo: passenger.ticketNo } : {}),
    };
    for (const ticket of order.tickets) if (ticket.passengerId === passenger.passengerId) ticket.passengerName = item.after.name;
  }
  record.status = 'UNPAID';
  order.log.push(
    logEntry(
      now,
      'NAME_CHANGE_CONFIRM',
      `确认名单变更${record.ancilOrderNo}：${record.lines.length}人，变更费${formatFen(record.amount)}待支付`,
      by,
    ),
  );
  return nameChanges().view(record);
}
