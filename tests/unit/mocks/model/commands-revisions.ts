import fc from 'fast-check';
import { expect } from 'vitest';
import { orderApi, type OrderContact, type OrderPassenger } from '@/lib/gateway/endpoints';
import type { Envelope } from '@/lib/gateway/envelope';
import { ERRORS } from '@/lib/gateway/error-codes';
import type { RevisionConflict } from '@/lib/gateway/revision';
import { passengerActions } from '@/mocks/kernel/rules/passenger-check';
import { passengerKey, revisionOf } from '@/mocks/kernel/rules/revisions';
import { simulator } from '@/mocks/simulator';
import { call as send, can, count, signIn, type Actor, type Model, type Real } from './support';

/**
 * Two people editing the same records (docs/decisions.md "Revisions on every record people edit"): each
 * actor reads an order's name list and contact, and later saves a change based on what it read, however
 * stale. The gateway must accept exactly the writes based on the stored revision (each moving it by one,
 * the change in place) and refuse the others with REVISION_CONFLICT and the record as it is; the actor
 * then holds the refusal's current record, as the portal does. And no accepted write is lost without a
 * refusal: a row or contact still at the revision an accepted write gave it still holds that write.
 */

interface Read {
  passengers: OrderPassenger[];
  contact: OrderContact;
  contactRevision: number;
}

/** What each run remembers: every actor's last read of each order, and the accepted writes. */
interface Memory {
  reads: Map<string, Read>;
  /** passengerKey → the mobile an accepted save wrote and the revision it gave. */
  rows: Map<string, { mobile: string; revision: number }>;
  /** orderNo → the contact an accepted update wrote and the revision it gave. */
  contacts: Map<string, { contact: OrderContact; revision: number }>;
}

const memories = new WeakMap<Model, Memory>();
function memoryOf(model: Model): Memory {
  let memory = memories.get(model);
  if (!memory) {
    memory = { reads: new Map(), rows: new Map(), contacts: new Map() };
    memories.set(model, memory);
  }
  return memory;
}

const readKey = (actor: Actor, orderNo: string) => `${actor}|${orderNo}`;

/**
 * The orders the actors meet on: agent01's groups whose names are still being kept (TO100104 PAYED with
 * 18 of 25 named, TO100106 BOOKED with 6 of 18), and the newest the run booked.
 */
const orderAt = (model: Readonly<Model>, index: number): string => [...['TO100104', 'TO100106'], ...model.booked.slice(-1)][index % 3]!;

/** The actor's last read of the order; read now when it has none (a page opened just before saving). */
async function readOf(model: Model, actor: Actor, orderNo: string): Promise<Read | undefined> {
  const memory = memoryOf(model);
  if (!memory.reads.has(readKey(actor, orderNo))) await new ReadOrder(actor, orderNo).run(model);
  return memory.reads.get(readKey(actor, orderNo));
}

/** Every accepted write still stands unless a later accepted one (a higher revision) replaced it. */
function expectNothingLost(memory: Memory): void {
  for (const [key, written] of memory.rows) {
    const [orderNo, passengerId] = key.split('/') as [string, string];
    const row = simulator.orders.get(orderNo)?.passengers.find((passenger) => passenger.passengerId === passengerId);
    if (!row || revisionOf(simulator.state, 'passenger', key) !== written.revision) continue;
    expect(row.mobile, `${key}: still at revision ${written.revision}, yet its accepted change is gone`).toBe(written.mobile);
  }
  for (const [orderNo, written] of memory.contacts) {
    if (revisionOf(simulator.state, 'orderContact', orderNo) !== written.revision) continue;
    expect(
      simulator.orders.get(orderNo)?.contact,
      `${orderNo}: contact still at revision ${written.revision}, yet its accepted change is gone`,
    ).toEqual(written.contact);
  }
}

/** Counts what the stale writes met (`MODEL_STATS=1` prints it beside the other actions). */
function tally(what: string, answer: Envelope<unknown>): void {
  count(`${what} ${answer.btCommonRes.isOk ? 'accepted' : `refused ${answer.btCommonRes.errorCode}`}`);
}

/** The refusal's conflict of the right kind, with the record as the gateway holds it now. */
function conflictIn(answer: Envelope<unknown>, recordType: RevisionConflict['recordType']): RevisionConflict {
  const conflict = (answer as { conflict?: RevisionConflict }).conflict;
  expect(conflict?.recordType, 'a REVISION_CONFLICT carries the current record').toBe(recordType);
  return conflict!;
}

class ReadOrder implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly actor: Actor,
    readonly order: number | string,
  ) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    const orderNo = typeof this.order === 'string' ? this.order : orderAt(model, this.order);
    await signIn(model, this.actor);
    const answer = await send(orderApi.detail, { orderNo });
    if (!answer.btCommonRes.isOk || !answer.order) return;
    const { passengers, contact, contactRevision } = answer.order;
    memoryOf(model).reads.set(readKey(this.actor, orderNo), { passengers, contact, contactRevision: contactRevision.revision });
  }
  toString = () => `${this.actor} reads order #${this.order}`;
}

class SavePassenger implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly actor: Actor,
    readonly index: number,
    readonly row: number,
    readonly mobile: number,
  ) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    const memory = memoryOf(model);
    const orderNo = orderAt(model, this.index);
    const read = await readOf(model, this.actor, orderNo);
    // Any row the agent read, ticketed ones included: a row the gateway does not let be edited is a forged edit.
    const rows = read?.passengers ?? [];
    const before = rows[this.row % Math.max(rows.length, 1)];
    if (!read || !before) return;
    await signIn(model, this.actor);
    const key = passengerKey(orderNo, before.passengerId);
    const stored = simulator.orders.get(orderNo)?.passengers.find((passenger) => passenger.passengerId === before.passengerId);
    const editable = !stored || passengerActions(stored).includes('EDIT');
    const current = stored ? revisionOf(simulator.state, 'passenger', key) : undefined;
    const mobile = `139${String(this.mobile).padStart(8, '0')}`;
    const { passengerId, revision, revisedBy: _by, revisedAt: _at, ticketNo: _ticket, ...input } = before;
    const answer = await send(orderApi.passengerSave, {
      orderNo,
      baseRevision: 1,
      passengers: [{ ...input, mobile, passengerId, baseRevision: revision }],
      removed: [],
    });
    tally('save passenger', answer);
    if (!editable) {
      expect(answer.btCommonRes.isOk, `${key}: an edit of a row without EDIT (ticketed) was accepted`).toBe(false);
      return;
    }
    if (answer.btCommonRes.isOk) {
      expect(current, `${key}: saved on revision ${revision}, but the gateway held ${current}`).toBe(revision);
      const saved = answer.passengers?.find((passenger) => passenger.passengerId === passengerId);
      if (stored?.mobile !== mobile) {
        expect(saved, `${key}: accepted and moved by one`).toMatchObject({ mobile, revision: revision + 1 });
        memory.rows.set(key, { mobile, revision: revision + 1 });
      }
      read.passengers = answer.passengers ?? read.passengers;
    } else if (answer.btCommonRes.errorCode === ERRORS.REVISION_CONFLICT.code) {
      expect(current, `${key}: refused as stale on revision ${revision}, and the gateway held it`).not.toBe(revision);
      const conflict = conflictIn(answer, 'nameList');
      expect(conflict.passengerIds).toContain(passengerId);
      // The portal continues from the current list the refusal brought.
      read.passengers = (conflict.current as { passengers: OrderPassenger[] }).passengers;
    }
    expectNothingLost(memory);
  }
  toString = () => `${this.actor} saves passenger ${this.row} of order #${this.index} (mobile …${this.mobile})`;
}

class UpdateContact implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly actor: Actor,
    readonly index: number,
    readonly mobile: number,
  ) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    const memory = memoryOf(model);
    const orderNo = orderAt(model, this.index);
    const read = await readOf(model, this.actor, orderNo);
    if (!read) return;
    await signIn(model, this.actor);
    const current = revisionOf(simulator.state, 'orderContact', orderNo);
    const contact = { name: read.contact.name, mobile: `137${String(this.mobile).padStart(8, '0')}` };
    const answer = await send(orderApi.contactUpdate, { orderNo, contact, baseRevision: read.contactRevision });
    tally('update contact', answer);
    if (answer.btCommonRes.isOk) {
      expect(current, `${orderNo}: contact saved on revision ${read.contactRevision}, but the gateway held ${current}`).toBe(
        read.contactRevision,
      );
      expect(answer.contactRevision?.revision).toBe(current + 1);
      memory.contacts.set(orderNo, { contact: answer.contact!, revision: current + 1 });
      Object.assign(read, { contact: answer.contact!, contactRevision: current + 1 });
    } else if (answer.btCommonRes.errorCode === ERRORS.REVISION_CONFLICT.code) {
      expect(current, `${orderNo}: contact refused as stale on revision ${read.contactRevision}, and the gateway held it`).not.toBe(
        read.contactRevision,
      );
      const conflict = conflictIn(answer, 'orderContact');
      const now = conflict.current as { contact: OrderContact; contactRevision: { revision: number } };
      expect(now.contactRevision.revision).toBe(current);
      Object.assign(read, { contact: now.contact, contactRevision: now.contactRevision.revision });
    } else {
      expect(can(this.actor, orderApi.contactUpdate.authCode) && answer.btCommonRes.errorCode === ERRORS.PERMISSION_DENIED.code).toBe(
        false,
      );
    }
    expectNothingLost(memory);
  }
  toString = () => `${this.actor} updates the contact of order #${this.index} (mobile …${this.mobile})`;
}

/**
 * The meeting itself, so that every run has it whatever else happens: the first reads, the second saves
 * the same passenger and contact, then the first saves on what it read.
 */
class BothEdit implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly first: Actor,
    readonly second: Actor,
    readonly index: number,
    readonly row: number,
    readonly mobile: number,
  ) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    await new ReadOrder(this.first, this.index).run(model);
    await new SavePassenger(this.second, this.index, this.row, this.mobile).run(model);
    await new UpdateContact(this.second, this.index, this.mobile).run(model);
    await new SavePassenger(this.first, this.index, this.row, this.mobile + 1).run(model);
    await new UpdateContact(this.first, this.index, this.mobile + 1).run(model);
  }
  toString = () => `${this.first} and ${this.second} both edit passenger ${this.row} and the contact of order #${this.index}`;
}

const actor = fc.constantFrom<Actor>('agent01', 'staff01', 'staff02');
// Few orders, so that two people meet on one.
const index = fc.nat(2);
const mobile = fc.nat(99_999_999);

/** Reads and stale writes of the same orders by different people, registered in commands.ts. */
export const revisionCommands = [
  fc.tuple(actor, index).map(([who, i]) => new ReadOrder(who, i)),
  fc.tuple(actor, index).map(([who, i]) => new ReadOrder(who, i)),
  fc.tuple(actor, index, fc.nat(3), mobile).map(([who, i, row, number]) => new SavePassenger(who, i, row, number)),
  fc.tuple(actor, index, fc.nat(3), mobile).map(([who, i, row, number]) => new SavePassenger(who, i, row, number)),
  fc.tuple(actor, index, mobile).map(([who, i, number]) => new UpdateContact(who, i, number)),
  fc.tuple(actor, index, mobile).map(([who, i, number]) => new UpdateContact(who, i, number)),
  fc
    .tuple(fc.constantFrom<[Actor, Actor]>(['agent01', 'staff01'], ['staff01', 'agent01']), index, fc.nat(3), mobile)
    .map(([[first, second], i, row, number]) => new BothEdit(first, second, i, row, number)),
];
