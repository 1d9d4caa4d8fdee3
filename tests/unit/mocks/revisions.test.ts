import { describe, expect, it } from 'vitest';
import { agencyApi, orderApi, presenceApi, regularPassengerApi, type OrderDetail, type PassengerInput } from '@/lib/gateway/endpoints';
import type { Endpoint } from '@/lib/gateway/envelope';
import { ERRORS } from '@/lib/gateway/error-codes';
import type { RevisionConflict } from '@/lib/gateway/revision';
import { firstShapeProblem } from '@/mocks/http-gateway/state-shape';
import { migrate } from '@/mocks/persistence';
import { checkInvariants } from '@/mocks/invariants';
import { revisionStamp } from '@/mocks/kernel/rules/revisions';
import { createSeedState } from '@/mocks/seed';
import { STATE_VERSION } from '@/mocks/state';
import { simulator } from '@/mocks/simulator';
import { adult } from './order-support';
import { loginAs, MINUTE, ok, send } from './support';

/**
 * Two people, one record: every write of a record people edit names the revision it read; the gateway
 * accepts it only on that revision (one more revision, who and when), refuses it on an older one with
 * REVISION_CONFLICT and the record as it is now, and merges name-list saves that touch other passengers.
 */

// TO100106: BOOKED, 18 seats, 6 named; agent01's, and staff01 (订票员) keeps its name list and contact.
const ORDER = 'TO100106';

const detail = async (): Promise<OrderDetail> => (await ok(orderApi.detail, { orderNo: ORDER })).order;

/** The refused answer's conflict, after checking it is REVISION_CONFLICT. */
async function conflictOf<Req, Res>(endpoint: Endpoint<Req, Res>, body: Req): Promise<{ errorMsg: string; conflict: RevisionConflict }> {
  const answer = (await send(endpoint, body)) as { btCommonRes: { errorCode?: string; errorMsg?: string }; conflict?: RevisionConflict };
  expect(answer.btCommonRes.errorCode, answer.btCommonRes.errorMsg).toBe(ERRORS.REVISION_CONFLICT.code);
  expect(answer.conflict).toBeDefined();
  return { errorMsg: answer.btCommonRes.errorMsg ?? '', conflict: answer.conflict! };
}

const asInput = ({ name, passengerType, idType, idNo, birthDate, gender, mobile }: PassengerInput): PassengerInput => ({
  name,
  passengerType,
  idType,
  idNo,
  ...(birthDate ? { birthDate } : {}),
  ...(gender ? { gender } : {}),
  ...(mobile ? { mobile } : {}),
});

interface WriteCase {
  name: string;
  /** The revision the write is based on, read as the portal reads it. */
  read: () => Promise<number>;
  /** The write based on `base`; `n` tells the first and the stale second write apart. */
  write: (base: number, n: number) => Promise<{ endpoint: Endpoint<never, unknown>; body: unknown }>;
  recordType: RevisionConflict['recordType'];
  /** What the refusal's current record shows of the first write. */
  shows: (current: unknown) => void;
}

const call = <Req, Res>(endpoint: Endpoint<Req, Res>, body: Req) => ({
  endpoint: endpoint as unknown as Endpoint<never, unknown>,
  body: body as unknown,
});

const CASES: WriteCase[] = [
  {
    name: 'an order contact',
    read: async () => (await detail()).contactRevision.revision,
    write: async (base, n) =>
      call(orderApi.contactUpdate, { orderNo: ORDER, baseRevision: base, contact: { name: `联系人${'一二'[n]}`, mobile: '13712345678' } }),
    recordType: 'orderContact',
    shows: (current) =>
      expect(current).toMatchObject({ contact: { name: '联系人一' }, contactRevision: { revision: 2, revisedBy: '王建国' } }),
  },
  {
    name: 'a passenger of the name list (edit)',
    read: async () => (await detail()).passengers[0]!.revision,
    write: async (base, n) => {
      const first = (await detail()).passengers[0]!;
      return call(orderApi.passengerEdit, {
        orderNo: ORDER,
        passengerId: first.passengerId,
        baseRevision: base,
        passenger: { ...asInput(first), name: ['欧阳修远', '司马光'][n]! },
      });
    },
    recordType: 'nameList',
    shows: (current) =>
      expect((current as { passengers: { name: string; revision: number }[] }).passengers[0]).toMatchObject({
        name: '欧阳修远',
        revision: 2,
      }),
  },
  {
    name: 'a passenger of the name list (delete after someone edited it)',
    read: async () => (await detail()).passengers[1]!.revision,
    write: async (base, n) => {
      const second = (await detail()).passengers[1]!;
      // The first write corrects the passenger; the stale second one would delete the correction.
      return n === 0
        ? call(orderApi.passengerEdit, {
            orderNo: ORDER,
            passengerId: second.passengerId,
            baseRevision: base,
            passenger: { ...asInput(second), mobile: '13800000009' },
          })
        : call(orderApi.passengerDelete, { orderNo: ORDER, passengerId: second.passengerId, baseRevision: base });
    },
    recordType: 'nameList',
    shows: (current) => expect((current as { passengers: { mobile?: string }[] }).passengers[1]!.mobile).toBe('13800000009'),
  },
  {
    name: 'a role',
    read: async () => (await ok(agencyApi.roleDetail, { roleCode: 'ROL0003' })).revision,
    write: async (base, n) =>
      call(agencyApi.roleSave, {
        roleCode: 'ROL0003',
        roleName: '只读查询',
        description: `改过${n}`,
        functionCodes: ['ORDER_CENTER_ORDER'],
        baseRevision: base,
      }),
    recordType: 'role',
    shows: (current) => expect(current).toMatchObject({ roleCode: 'ROL0003', description: '改过0', revision: 2, revisedBy: '王建国' }),
  },
  {
    name: 'a sub-account',
    read: async () => (await ok(agencyApi.subAccountDetail, { accountId: 'STF0003' })).revision,
    write: async (base, n) => {
      const account = await ok(agencyApi.subAccountDetail, { accountId: 'STF0003' });
      return call(agencyApi.subAccountSave, {
        accountId: account.accountId,
        userName: account.userName,
        displayName: ['改名一', '改名二'][n]!,
        mobile: account.mobile,
        roleCode: account.roleCode,
        baseRevision: base,
      });
    },
    recordType: 'subAccount',
    shows: (current) => expect(current).toMatchObject({ accountId: 'STF0003', displayName: '改名一', revision: 2 }),
  },
  {
    name: 'the staff member’s own details',
    read: async () => (await ok(agencyApi.staffDetail, {})).revision,
    write: async (base, n) =>
      call(agencyApi.staffEdit, { displayName: '王建国', mobile: ['13900000011', '13900000022'][n]!, baseRevision: base }),
    recordType: 'staff',
    shows: (current) => expect(current).toMatchObject({ mobile: '13900000011', revision: 2 }),
  },
  {
    name: 'a frequent passenger',
    read: async () => (await ok(regularPassengerApi.query, { currentPage: 1, perSize: 1 })).passengerList[0]!.revision,
    write: async (base, n) => {
      const first = (await ok(regularPassengerApi.query, { currentPage: 1, perSize: 1 })).passengerList[0]!;
      return call(regularPassengerApi.edit, {
        passengerId: first.passengerId,
        baseRevision: base,
        passenger: { ...asInput(first), remark: `备注${n}` },
      });
    },
    recordType: 'regularPassenger',
    shows: (current) => expect(current).toMatchObject({ remark: '备注0', revision: 2 }),
  },
];

describe('every write of a record people edit', () => {
  it.each(CASES)('$name: accepted on the revision read, refused with the current record on an older one', async (write) => {
    await loginAs('agent01');
    const base = await write.read();
    expect(base).toBe(1);
    const first = await write.write(base, 0);
    expect((await send(first.endpoint, first.body as never)).btCommonRes, 'the first write').toMatchObject({ isOk: true });
    expect(await write.read()).toBe(2);
    // A second tab, or a second person, still on what it read.
    const stale = await write.write(base, 1);
    const { errorMsg, conflict } = await conflictOf(stale.endpoint, stale.body as never);
    expect(errorMsg).toMatch(/^数据已被他人修改：王建国于\d{4}-\d\d-\d\d \d\d:\d\d修改了/);
    expect(conflict.recordType).toBe(write.recordType);
    expect(conflict.revision).toMatchObject({ revisedBy: '王建国' });
    write.shows(conflict.current);
    // Nothing of the stale write got in.
    expect(await write.read()).toBe(2);
  });

  it('a base above the stored revision is refused too: no write rests on a revision nobody answered', async () => {
    await loginAs('agent01');
    await conflictOf(orderApi.contactUpdate, { orderNo: ORDER, baseRevision: 7, contact: { name: '刘洋', mobile: '13712345678' } });
  });
});

describe('the name list merges per passenger', () => {
  it('two people fixing different passengers both keep their fix; the second save says it merged', async () => {
    await loginAs('agent01');
    const read = await detail();
    const [first, second, third] = read.passengers;
    await ok(orderApi.passengerSave, {
      orderNo: ORDER,
      baseRevision: read.nameListRevision.revision,
      passengers: [{ ...asInput(first!), name: '王小明', passengerId: first!.passengerId, baseRevision: first!.revision }],
      removed: [],
    });
    await loginAs('staff01');
    // staff01 read the list before agent01 saved: it fixes another passenger, removes a third and adds one.
    const saved = await ok(orderApi.passengerSave, {
      orderNo: ORDER,
      baseRevision: read.nameListRevision.revision,
      passengers: [
        { ...asInput(second!), mobile: '13800000008', passengerId: second!.passengerId, baseRevision: second!.revision },
        adult({ name: '陈静' }),
      ],
      removed: [{ passengerId: third!.passengerId, baseRevision: third!.revision }],
    });
    expect(saved.merged).toBe(true);
    expect(saved.nameListRevision).toMatchObject({ revision: 3, revisedBy: '李晓梅' });
    expect(saved.passengers.map((passenger) => passenger.name)).toEqual([
      '王小明',
      second!.name,
      ...read.passengers.slice(3).map((passenger) => passenger.name),
      '陈静',
    ]);
    expect(saved.passengers[0]).toMatchObject({ revision: 2, revisedBy: '王建国' });
    expect(saved.passengers[1]).toMatchObject({ mobile: '13800000008', revision: 2, revisedBy: '李晓梅' });
  });

  it('both fixing the same passenger: the second is refused with the list as it is, naming that passenger', async () => {
    await loginAs('agent01');
    const read = await detail();
    const first = read.passengers[0]!;
    await ok(orderApi.passengerSave, {
      orderNo: ORDER,
      baseRevision: 1,
      passengers: [{ ...asInput(first), name: '王小明', passengerId: first.passengerId, baseRevision: 1 }],
      removed: [],
    });
    await loginAs('staff01');
    const { errorMsg, conflict } = await conflictOf(orderApi.passengerSave, {
      orderNo: ORDER,
      baseRevision: 1,
      passengers: [{ ...asInput(first), name: '王大明', passengerId: first.passengerId, baseRevision: 1 }, adult()],
      removed: [],
    });
    // Named as the other person left it.
    expect(errorMsg).toContain('王建国');
    expect(errorMsg).toContain('修改了旅客王小明');
    expect(conflict).toMatchObject({ recordType: 'nameList', passengerIds: [first.passengerId], revision: { revision: 2 } });
    expect((conflict.current as { passengers: { name: string }[] }).passengers[0]!.name).toBe('王小明');
    // All or nothing: the added passenger did not get in either.
    expect((await detail()).passengers).toHaveLength(read.passengers.length);
  });

  it('a passenger the other person removed: editing it is refused and the current list lacks it', async () => {
    await loginAs('agent01');
    const read = await detail();
    const gone = read.passengers[2]!;
    await ok(orderApi.passengerSave, {
      orderNo: ORDER,
      baseRevision: 1,
      passengers: [],
      removed: [{ passengerId: gone.passengerId, baseRevision: 1 }],
    });
    await loginAs('staff01');
    const { conflict } = await conflictOf(orderApi.passengerSave, {
      orderNo: ORDER,
      baseRevision: 1,
      passengers: [{ ...asInput(gone), mobile: '13800000007', passengerId: gone.passengerId, baseRevision: 1 }],
      removed: [],
    });
    expect(conflict.passengerIds).toEqual([gone.passengerId]);
    expect(
      (conflict.current as { passengers: { passengerId: string }[] }).passengers.map((passenger) => passenger.passengerId),
    ).not.toContain(gone.passengerId);
  });
});

describe('presence', () => {
  const touch = (viewerId: string, activity: 'VIEWING' | 'EDITING' = 'VIEWING') =>
    ok(presenceApi.touch, { recordType: 'nameList', recordKey: ORDER, viewerId, activity });

  it('shows the agency’s other viewers of the record, never the caller’s own page; a lease runs out unless renewed', async () => {
    await loginAs('agent01');
    expect((await touch('page-agent01')).viewers).toEqual([]);
    await loginAs('staff01');
    const seen = await touch('page-staff01', 'EDITING');
    expect(seen.viewers).toEqual([expect.objectContaining({ displayName: '王建国', roleName: '主账号', activity: 'VIEWING' })]);
    // Another agency sees nobody of agent01's.
    await loginAs('corp01');
    expect((await touch('page-corp01')).viewers).toEqual([]);
    await loginAs('agent01');
    expect((await touch('page-agent01')).viewers).toEqual([
      expect.objectContaining({ displayName: '李晓梅', roleName: '订票员', activity: 'EDITING' }),
    ]);
    // staff01's page stops renewing: after two minutes it is no longer there; agent01's, renewed, stays.
    await simulator.clock.advance(MINUTE);
    await touch('page-agent01');
    await simulator.clock.advance(MINUTE + 1000);
    await loginAs('agent01');
    expect((await touch('page-agent01')).viewers).toEqual([]);
  });

  it('leaving drops the lease at once', async () => {
    await loginAs('staff01');
    await touch('page-staff01');
    await ok(presenceApi.leave, { recordType: 'nameList', recordKey: ORDER, viewerId: 'page-staff01' });
    await loginAs('agent01');
    expect((await touch('page-agent01')).viewers).toEqual([]);
  });
});

describe('a state saved before revisions', () => {
  it('migrates to version 19 with every record at revision 1 and nobody present', () => {
    const seed = createSeedState(Date.parse('2026-11-28T09:00:00+08:00'), 0);
    const { revisions: _revisions, presence: _presence, ...older } = { ...seed, version: 18 };
    const migrated = migrate(older, 18)!;
    expect(STATE_VERSION).toBe(19);
    expect(migrated).toMatchObject({ version: 19, revisions: {}, presence: [] });
    expect(firstShapeProblem(migrated, seed)).toBeNull();
    expect(revisionStamp(migrated, 'passenger', `${ORDER}/${ORDER}-P001`)).toEqual({ revision: 1 });
  });
});

describe('the revisions invariant', () => {
  it('a write moves a revision by exactly one and never back', () => {
    const seed = createSeedState(Date.parse('2026-11-28T09:00:00+08:00'), 0);
    const at = Date.parse('2026-11-28T10:00:00+08:00');
    const once = { ...seed, revisions: { 'role:ROL0003': { revision: 2, revisedBy: '王建国', revisedAt: at } } };
    expect(checkInvariants(once, at, seed)).toEqual([]);
    const skipped = { ...once, revisions: { 'role:ROL0003': { revision: 4, revisedBy: '王建国', revisedAt: at } } };
    expect(checkInvariants(skipped, at, once)).toEqual([expect.objectContaining({ invariant: 'revisions', entity: 'role:ROL0003' })]);
    const back = { ...once, revisions: { 'role:ROL0003': { revision: 3, revisedBy: '李晓梅', revisedAt: at - 1 } } };
    expect(checkInvariants(back, at, once)).toEqual([
      expect.objectContaining({ invariant: 'revisions', detail: expect.stringContaining('倒退') }),
    ]);
  });
});
