import { beforeEach, describe, expect, it } from 'vitest';
import { regularPassengerApi, type PassengerInput } from '@/lib/gateway/endpoints';
import { REGULAR_PASSENGER, type RegularPassengerRecord } from '@/mocks/rules';
import { mainlandId } from '@/mocks/session/seed/regular-passengers';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { loginAs, ok, refused } from './support';

/** Frequent passengers: per account, at most 200, one per ID number, checked as order passengers are. */

const NOW = '2026-03-02T09:00:00+08:00';

const all = async (keyword?: string) =>
  ok(regularPassengerApi.query, { currentPage: 1, perSize: 100, ...(keyword === undefined ? {} : { keyword }) });

const newcomer: PassengerInput & { remark?: string } = {
  name: '高俊杰',
  passengerType: 'ADT',
  idType: 'NI',
  idNo: mainlandId('330106', '1993-05-17', 71),
  mobile: '13588112233',
  remark: '常客',
};

beforeEach(async () => {
  await simulator.reset({ now: NOW });
  await loginAs('agent01');
});

describe('query', () => {
  it('answers the caller’s own passengers, newest first, with valid IDs', async () => {
    const { passengerList, page } = await all();
    expect(page.count).toBe(12);
    const times = passengerList.map((passenger) => Date.parse(passenger.updateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(passengerList[0]).not.toHaveProperty('ownerAccountId');
    expect(passengerList.filter((passenger) => passenger.passengerType === 'CHD')).toHaveLength(1);
    await loginAs('staff01');
    expect((await all()).page.count).toBe(3);
    await loginAs('user01');
    expect((await all()).passengerList.map((passenger) => passenger.passengerType).sort()).toEqual(['ADT', 'ADT', 'CHD', 'INF']);
  });

  it('seeds IDs that the order rules accept: every seeded passenger can be added again elsewhere', async () => {
    await loginAs('user01');
    const family = (await all()).passengerList;
    expect(family).toHaveLength(4);
    await loginAs('staff01');
    for (const { passengerId: _id, updateTime: _time, ...passenger } of family) {
      await ok(regularPassengerApi.add, { passenger });
    }
  });

  it('finds by keyword in name, ID number or mobile, and pages', async () => {
    expect((await all('张伟')).passengerList.map((passenger) => passenger.name)).toEqual(['张伟']);
    expect((await all('13631458802')).passengerList.map((passenger) => passenger.name)).toEqual(['刘洋']);
    const byId = (await all('440106')).passengerList;
    expect(byId.map((passenger) => passenger.name)).toEqual(['刘洋']);
    expect((await all('miller')).passengerList.map((passenger) => passenger.idType)).toEqual(['PP']);
    expect((await all('不存在')).page.count).toBe(0);
    const second = await ok(regularPassengerApi.query, { currentPage: 2, perSize: 5 });
    expect(second.page).toEqual({ count: 12, currentPage: 2, perSize: 5 });
    expect(second.passengerList).toHaveLength(5);
  });
});

describe('add, edit, delete', () => {
  it('adds a passenger with birth date and gender from the ID number', async () => {
    const { passenger } = await ok(regularPassengerApi.add, { passenger: newcomer });
    expect(passenger).toMatchObject({ ...newcomer, birthDate: '1993-05-17', gender: 'M', updateTime: '2026-03-02T09:00:00+08:00' });
    expect(passenger.passengerId).toMatch(/^RP\d{6}$/);
    expect((await all()).passengerList[0]!.passengerId).toBe(passenger.passengerId);
  });

  it('refuses an ID number already kept, and invalid fields', async () => {
    const seeded = (await all('张伟')).passengerList[0]!;
    const duplicate = await refused(
      regularPassengerApi.add,
      { passenger: { ...newcomer, idNo: seeded.idNo.toLowerCase() } },
      'REGULAR_PASSENGER_DUPLICATE',
    );
    expect(duplicate.errorMsg).toContain('张伟');
    const invalid = async (passenger: Partial<PassengerInput>, detail: string) => {
      const answer = await refused(
        regularPassengerApi.add,
        { passenger: { ...newcomer, ...passenger } as PassengerInput },
        'PARAM_INVALID',
      );
      expect(answer.errorMsg).toContain(detail);
    };
    await invalid({ name: '' }, '姓名');
    await invalid({ name: 'Zhang San' }, '姓名');
    await invalid({ idNo: `${newcomer.idNo.slice(0, 17)}${newcomer.idNo.endsWith('0') ? '1' : '0'}` }, '证件号码');
    await invalid({ passengerType: 'CHD' }, '旅客类型');
    await invalid({ mobile: '1358811223' }, '手机号');
    await invalid({ gender: 'F' }, '性别');
    // A child's ID entered as an adult is flagged; judged on the simulator's today.
    await invalid({ idNo: mainlandId('330106', '2019-05-17', 71) }, '儿童');
    // Born after the simulator's today: not a real ID yet.
    await invalid({ idNo: mainlandId('330106', '2026-05-17', 71), passengerType: 'INF' }, '证件号码');
    await ok(regularPassengerApi.add, { passenger: { ...newcomer, idType: 'PP', idNo: 'E99887766', passengerType: 'ADT' } });
  });

  it('edits its own record, refuses another account’s and a duplicate ID', async () => {
    const [first, second] = (await all()).passengerList;
    const { passenger } = await ok(regularPassengerApi.edit, {
      passengerId: first!.passengerId,
      baseRevision: first!.revision,
      passenger: { ...first!, mobile: '13000000000', remark: '改过' },
    });
    expect(passenger).toMatchObject({ passengerId: first!.passengerId, mobile: '13000000000', remark: '改过' });
    // Keeping its own ID number is no duplicate; taking another's is.
    await refused(
      regularPassengerApi.edit,
      { passengerId: first!.passengerId, baseRevision: first!.revision + 1, passenger: { ...second!, remark: '重复' } },
      'REGULAR_PASSENGER_DUPLICATE',
    );
    await loginAs('staff01');
    await refused(
      regularPassengerApi.edit,
      { passengerId: first!.passengerId, baseRevision: 1, passenger: newcomer },
      'REGULAR_PASSENGER_NOT_FOUND',
    );
    await refused(
      regularPassengerApi.edit,
      { passengerId: 'RP999999', baseRevision: 1, passenger: newcomer },
      'REGULAR_PASSENGER_NOT_FOUND',
    );
  });

  it('deletes its own records; naming another account’s deletes nothing', async () => {
    const own = (await all()).passengerList.slice(0, 2).map((passenger) => passenger.passengerId);
    await loginAs('staff01');
    const staffOwn = (await all()).passengerList[0]!.passengerId;
    await refused(regularPassengerApi.delete, { passengerIds: [staffOwn, own[0]!] }, 'REGULAR_PASSENGER_NOT_FOUND');
    expect((await all()).page.count).toBe(3);
    await loginAs('agent01');
    expect(await ok(regularPassengerApi.delete, { passengerIds: own })).toMatchObject({ deletedCount: 2 });
    expect((await all()).page.count).toBe(10);
    await refused(regularPassengerApi.delete, { passengerIds: [] }, 'PARAM_INVALID');
  });

  it('keeps at most 200 per account', async () => {
    const filler: RegularPassengerRecord[] = Array.from({ length: REGULAR_PASSENGER.maxPerAccount - 12 }, (_, index) => ({
      passengerId: `RP9${String(index).padStart(5, '0')}`,
      ownerAccountId: 'AGT0001',
      name: '测试旅客',
      passengerType: 'ADT',
      idType: 'PP',
      idNo: `T${String(index).padStart(8, '0')}`,
      updateTime: '2026-01-01T00:00:00+08:00',
    }));
    await store.apply((state) => ({ ...state, regularPassengers: [...state.regularPassengers, ...filler] }));
    expect((await all()).page.count).toBe(200);
    const answer = await refused(regularPassengerApi.add, { passenger: newcomer }, 'REGULAR_PASSENGER_LIMIT');
    expect(answer.errorMsg).toContain('200');
    // Another account is not affected.
    await loginAs('staff01');
    await ok(regularPassengerApi.add, { passenger: newcomer });
  });

  it('needs the function to write; reading is for any signed-in user', async () => {
    await loginAs('user01');
    expect((await all()).page.count).toBe(4);
    await refused(regularPassengerApi.add, { passenger: newcomer }, 'PERMISSION_DENIED');
  });
});
