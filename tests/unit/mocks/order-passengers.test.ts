import { describe, expect, it } from 'vitest';
import { orderApi, type ImportRow } from '@/lib/gateway/endpoints';
import { ERRORS, errorMessage } from '@/lib/gateway/error-codes';
import { simulator } from '@/mocks/simulator';
import { adult, child, infant, mainlandId, orderOf } from './order-support';
import { loginAs, ok, refused, send } from './support';
import { expectEvery } from '../../expect-every';

/**
 * The name list through the gateway: every passenger checked as the portal checks it, the list as a
 * whole (duplicates, seats, infants), the states and deadlines that allow it, all or nothing.
 */

const DAY = 24 * 60 * 60_000;
// TO100115: BOOKED, 58 seats + 2 infants, nobody named, departs in 40 days.
const OPEN = 'TO100115';

describe('adding passengers', () => {
  it('adds checked passengers with ids, fills birth date and gender from the ID, logs it', async () => {
    await loginAs('agent01');
    const { passengers } = await ok(orderApi.passengerAdd, {
      orderNo: OPEN,
      passengers: [
        adult({ name: ' 李娜 ', idNo: mainlandId('1985-01-02') }),
        child(),
        infant(),
        adult({ name: 'smith / john', idType: 'PP', idNo: 'k1234567', birthDate: '1979-02-03' }),
      ],
    });
    expect(passengers).toHaveLength(4);
    expect(passengers[0]).toMatchObject({ name: '李娜', birthDate: '1985-01-02', gender: 'M', passengerId: `${OPEN}-P001` });
    expect(passengers[1]).toMatchObject({ passengerType: 'CHD', birthDate: '2018-05-01', gender: 'F' });
    expect(passengers[3]).toMatchObject({ name: 'SMITH/JOHN', idNo: 'K1234567', idType: 'PP' });
    const { order } = await ok(orderApi.detail, { orderNo: OPEN });
    expect(order.namedCount).toBe(4);
    expect(orderOf(OPEN).log.at(-1)).toMatchObject({ action: 'ADD_PASSENGER', by: '王建国' });
  });

  it('refuses a wrong passenger naming its position, field and reason, and adds none of the others', async () => {
    await loginAs('staff01');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '张' }, '姓名', '中文姓名须为2-20个汉字'],
      [{ name: 'ZHANG SAN' }, '姓名', '英文姓名须为“姓/名”格式'],
      [{ idNo: '310115198501010011' }, '证件号码', '身份证号码不正确'],
      [{ idNo: mainlandId('2018-05-01') }, '旅客类型', '按身份证出生日期应为儿童'],
      [{ mobile: '123' }, '手机号', '须为11位中国大陆手机号'],
      [{ birthDate: '1990-01-01' }, '出生日期', '与身份证号码不一致'],
      [{ idType: 'PP', idNo: 'E1234567', passengerType: 'CHD' }, '出生日期', '儿童、婴儿须填写出生日期'],
    ];
    for (const [change, field, reason] of cases) {
      const answer = await refused(orderApi.passengerAdd, { orderNo: OPEN, passengers: [adult(), adult(change)] }, 'PASSENGER_INVALID');
      expect(answer.errorMsg).toContain(`第2位旅客的${field}有误：`);
      expect(answer.errorMsg).toContain(reason);
    }
    // A value outside the type's enum: the call's schema refuses it before the rules, naming the field.
    for (const [change, field] of [
      [{ passengerType: 'XX' }, 'passengers[1].passengerType'],
      [{ idType: 'ID' }, 'passengers[1].idType'],
    ] as const) {
      const answer = await send(orderApi.passengerAdd, { orderNo: OPEN, passengers: [adult(), adult(change as never)] });
      expect(answer).toMatchObject({ btCommonRes: { errorCode: ERRORS.PARAM_INVALID.code }, errorParams: { field } });
    }
    expect(orderOf(OPEN).passengers).toHaveLength(0);
  });

  it('refuses a duplicate ID naming both positions, too many seat holders, infants or infants without adults', async () => {
    await loginAs('agent01');
    await ok(orderApi.passengerAdd, { orderNo: OPEN, passengers: [adult(), adult()] });
    const again = orderOf(OPEN).passengers[1]!;
    const duplicate = await refused(
      orderApi.passengerAdd,
      { orderNo: OPEN, passengers: [adult({ idNo: again.idNo })] },
      'DUPLICATE_ID_NUMBER',
    );
    expect(duplicate.errorMsg).toBe(errorMessage('DUPLICATE_ID_NUMBER', { idNo: again.idNo, first: 2, second: 3 }));
    await refused(orderApi.passengerAdd, { orderNo: OPEN, passengers: [infant(), infant(), infant(), adult()] }, 'INFANTS_FULL');
    // TO100118: 12 seats and 1 infant, all named.
    const full = await refused(orderApi.passengerAdd, { orderNo: 'TO100118', passengers: [adult()] }, 'GROUP_FULL');
    expect(full.errorMsg).toBe(errorMessage('GROUP_FULL', { count: 12, named: 13 }));
    await ok(orderApi.passengerBatchDelete, {
      orderNo: OPEN,
      passengerIds: orderOf(OPEN).passengers.map((p) => p.passengerId),
      baseRevisions: orderOf(OPEN).passengers.map(() => 1),
    });
    await refused(orderApi.passengerAdd, { orderNo: OPEN, passengers: [infant()] }, 'INFANT_WITHOUT_ADULT');
    await refused(orderApi.passengerAdd, { orderNo: OPEN, passengers: [] }, 'PARAM_INVALID');
  });

  it('is allowed only while the order is BOOKED, PAYED or TICKEDPART, before the name deadline', async () => {
    await loginAs('agent01');
    const ticked = await refused(orderApi.passengerAdd, { orderNo: 'TO100101', passengers: [adult()] }, 'ORDER_STATE_FORBIDS');
    expect(ticked.errorMsg).toBe('订单状态为“已出票”，不能修改名单');
    await refused(orderApi.passengerAdd, { orderNo: 'TO100133', passengers: [adult()] }, 'ORDER_STATE_FORBIDS');
    // TICKEDPART: the unnamed seats may still be named.
    await ok(orderApi.passengerAdd, { orderNo: 'TO100103', passengers: [adult()] });
    // TO100104 (PAYED, 18 of 25 named) departs in 7 days: its names close 72 h before.
    await ok(orderApi.passengerAdd, { orderNo: 'TO100104', passengers: [adult()] });
    await simulator.clock.advance(4 * DAY);
    await loginAs('agent01');
    await refused(orderApi.passengerAdd, { orderNo: 'TO100104', passengers: [adult()] }, 'NAME_DEADLINE_PASSED');
    await refused(orderApi.passengerSave, { orderNo: 'TO100104', baseRevision: 1, passengers: [], removed: [] }, 'NAME_DEADLINE_PASSED');
  });

  it('another agency’s order is not found; corp01 cannot touch agent01’s', async () => {
    await loginAs('corp01');
    await refused(orderApi.detail, { orderNo: OPEN }, 'ORDER_NOT_FOUND');
    // corp01 names its own orders (TEAM_ORDER_PASSENGERS), never another's.
    await refused(orderApi.passengerAdd, { orderNo: OPEN, passengers: [adult()] }, 'ORDER_NOT_FOUND');
  });
});

describe('editing and deleting passengers', () => {
  // TO100106: BOOKED (balance due), 18 seats, 6 named.
  const ORDER = 'TO100106';

  it('edits one passenger in place, refusing a duplicate and an unknown id', async () => {
    await loginAs('agent01');
    const [first, second] = orderOf(ORDER).passengers;
    const { passenger } = await ok(orderApi.passengerEdit, {
      orderNo: ORDER,
      passengerId: first!.passengerId,
      baseRevision: 1,
      passenger: { ...adult(), name: '欧阳修远' },
    });
    expect(passenger).toMatchObject({ passengerId: first!.passengerId, name: '欧阳修远' });
    expect(orderOf(ORDER).passengers[0]!.name).toBe('欧阳修远');
    expect(orderOf(ORDER).log.at(-1)!.action).toBe('EDIT_PASSENGER');
    const duplicate = await refused(
      orderApi.passengerEdit,
      { orderNo: ORDER, passengerId: first!.passengerId, baseRevision: 2, passenger: { ...adult(), idNo: second!.idNo } },
      'DUPLICATE_ID_NUMBER',
    );
    expect(duplicate.errorMsg).toContain('第1位与第2位');
    await refused(
      orderApi.passengerEdit,
      { orderNo: ORDER, passengerId: 'nope', baseRevision: 1, passenger: adult() },
      'PASSENGER_NOT_FOUND',
    );
  });

  it('deletes one or several; an unknown id deletes none', async () => {
    await loginAs('staff01');
    const ids = orderOf(ORDER).passengers.map((passenger) => passenger.passengerId);
    expect((await ok(orderApi.passengerDelete, { orderNo: ORDER, passengerId: ids[0]!, baseRevision: 1 })).namedCount).toBe(5);
    await refused(
      orderApi.passengerBatchDelete,
      { orderNo: ORDER, passengerIds: [ids[1]!, 'nope'], baseRevisions: [1, 1] },
      'PASSENGER_NOT_FOUND',
    );
    expect(orderOf(ORDER).passengers).toHaveLength(5);
    expect(
      await ok(orderApi.passengerBatchDelete, { orderNo: ORDER, passengerIds: [ids[1]!, ids[2]!], baseRevisions: [1, 1] }),
    ).toMatchObject({
      deletedCount: 2,
      namedCount: 3,
    });
  });

  it('a ticketed passenger can be neither edited nor deleted (that is a name change)', async () => {
    await loginAs('agent01');
    const ticketed = orderOf('TO100103').passengers.find((passenger) => passenger.ticketNo)!;
    const edit = await refused(
      orderApi.passengerEdit,
      { orderNo: 'TO100103', passengerId: ticketed.passengerId, baseRevision: 1, passenger: adult() },
      'PASSENGER_TICKETED',
    );
    expect(edit.errorMsg).toContain(ticketed.name);
    await refused(
      orderApi.passengerDelete,
      { orderNo: 'TO100103', passengerId: ticketed.passengerId, baseRevision: 1 },
      'PASSENGER_TICKETED',
    );
  });
});

describe('what each passenger allows', () => {
  it('the order says EDIT and DELETE of an unticketed passenger only, and a forged deletion of a ticketed one is refused, the batch whole', async () => {
    await loginAs('agent01');
    // TO100103 (TICKEDPART): every named passenger ticketed; one more named now.
    const {
      passengers: [added],
    } = await ok(orderApi.passengerAdd, { orderNo: 'TO100103', passengers: [adult()] });
    expect(added!.allowedActions).toEqual(['EDIT', 'DELETE']);
    const { order } = await ok(orderApi.detail, { orderNo: 'TO100103' });
    const ticketed = order.passengers.filter((passenger) => passenger.ticketNo);
    expectEvery(ticketed, (passenger) => passenger.allowedActions.length === 0);
    expect(order.passengers.filter((passenger) => passenger.allowedActions.includes('DELETE'))).toEqual([added]);
    expect(order.passengers.filter((passenger) => passenger.allowedActions.includes('EDIT'))).toEqual([added]);

    const forged = await refused(
      orderApi.passengerBatchDelete,
      { orderNo: 'TO100103', passengerIds: [added!.passengerId, ticketed[0]!.passengerId], baseRevisions: [1, 1] },
      'PASSENGER_TICKETED',
    );
    expect(forged.errorMsg).toContain(ticketed[0]!.name);
    expect(orderOf('TO100103').passengers).toHaveLength(ticketed.length + 1);
    expect((await ok(orderApi.passengerDelete, { orderNo: 'TO100103', passengerId: added!.passengerId, baseRevision: 1 })).namedCount).toBe(
      ticketed.length,
    );
  });
  it('a forged edit of a ticketed passenger in a name-list save is refused whole; sent back unchanged, it passes', async () => {
    await loginAs('agent01');
    const {
      passengers: [added],
    } = await ok(orderApi.passengerAdd, { orderNo: 'TO100103', passengers: [adult()] });
    const { order } = await ok(orderApi.detail, { orderNo: 'TO100103' });
    const ticketed = order.passengers.find((passenger) => !passenger.allowedActions.includes('EDIT'))!;
    const before = orderOf('TO100103');
    const forged = await refused(
      orderApi.passengerSave,
      {
        orderNo: 'TO100103',
        baseRevision: order.nameListRevision.revision,
        passengers: [
          { ...added!, name: '陈静', baseRevision: added!.revision },
          { ...ticketed, name: '改名字', baseRevision: ticketed.revision },
        ],
        removed: [],
      },
      'PASSENGER_TICKETED',
    );
    expect(forged.errorMsg).toContain(ticketed.name);
    expect(orderOf('TO100103')).toBe(before);
    const { passengers } = await ok(orderApi.passengerSave, {
      orderNo: 'TO100103',
      baseRevision: order.nameListRevision.revision,
      passengers: [
        { ...added!, name: '陈静', baseRevision: added!.revision },
        { ...ticketed, baseRevision: ticketed.revision },
      ],
      removed: [],
    });
    expect(passengers.find((passenger) => passenger.passengerId === ticketed.passengerId)).toMatchObject({
      name: ticketed.name,
      ticketNo: ticketed.ticketNo,
    });
    expect(passengers.find((passenger) => passenger.passengerId === added!.passengerId)!.name).toBe('陈静');
  });
});

describe('saving the editor’s changes', () => {
  const removal = (passenger: { passengerId: string }) => ({ passengerId: passenger.passengerId, baseRevision: 1 });

  it('replaces rows with an id, adds rows without, deletes the removed ones', async () => {
    await loginAs('agent01');
    const [first, second, ...rest] = orderOf('TO100106').passengers;
    const { passengers, nameListRevision, merged } = await ok(orderApi.passengerSave, {
      orderNo: 'TO100106',
      baseRevision: 1,
      passengers: [{ ...first!, name: '王小明', baseRevision: 1 }, adult({ name: '陈静' })],
      removed: rest.map(removal),
    });
    expect(passengers.map((passenger) => passenger.name)).toEqual(['王小明', second!.name, '陈静']);
    expect(passengers[0]).toMatchObject({ passengerId: first!.passengerId, revision: 2, revisedBy: '王建国' });
    expect(passengers[1]!.revision).toBe(1);
    expect(nameListRevision.revision).toBe(2);
    expect(merged).toBe(false);
    expect(orderOf('TO100106').log.at(-1)!.detail).toBe('保存名单：新增1人，修改1人，删除4人，共3人');
  });

  it('refuses the whole save for one wrong row, a changed or dropped ticketed passenger', async () => {
    await loginAs('agent01');
    const list = orderOf('TO100103').passengers;
    const before = orderOf('TO100103');
    const wrong = await refused(
      orderApi.passengerSave,
      { orderNo: 'TO100103', baseRevision: 1, passengers: [adult({ name: 'x' })], removed: [] },
      'PASSENGER_INVALID',
    );
    expect(wrong.errorMsg).toContain(`第${list.length + 1}位旅客的姓名有误`);
    await refused(
      orderApi.passengerSave,
      { orderNo: 'TO100103', baseRevision: 1, passengers: [{ ...list[0]!, name: '改名字', baseRevision: 1 }], removed: [] },
      'PASSENGER_TICKETED',
    );
    await refused(
      orderApi.passengerSave,
      { orderNo: 'TO100103', baseRevision: 1, passengers: [], removed: [removal(list[0]!)] },
      'PASSENGER_TICKETED',
    );
    expect(orderOf('TO100103')).toBe(before);
    await ok(orderApi.passengerSave, { orderNo: 'TO100103', baseRevision: 1, passengers: [adult()], removed: [] });
    expect(orderOf('TO100103').passengers).toHaveLength(list.length + 1);
  });
});

describe('importing the crew list', () => {
  const rows = (count: number): ImportRow[] => Array.from({ length: count }, (_, index) => ({ ...adult(), rowNo: index + 2 }));

  it('imports every row when all are right', async () => {
    await loginAs('agent01');
    const answer = await ok(orderApi.passengerBatchImport, { orderNo: 'TO100109', rows: rows(20) });
    expect(answer).toMatchObject({ importedCount: 20, namedCount: 20 });
    expect(orderOf('TO100109').log.at(-1)).toMatchObject({ action: 'IMPORT_PASSENGERS', detail: '从名单模板导入旅客20人' });
  });

  it('imports nothing while any row is wrong, naming how many and the first error’s row and column', async () => {
    await loginAs('agent01');
    const sheet = rows(20);
    sheet[1] = { ...sheet[1]!, idNo: '310115198501010011' };
    sheet[6] = { ...sheet[6]!, idNo: sheet[0]!.idNo };
    sheet[9] = { ...sheet[9]!, passengerType: 'CHD' };
    const answer = await refused(orderApi.passengerBatchImport, { orderNo: 'TO100109', rows: sheet }, 'IMPORT_ROWS_INVALID');
    expect(answer.errorMsg).toBe('名单有3行错误，未导入任何旅客（第一处：第3行证件号码，身份证号码不正确（位数、出生日期或校验位有误））');
    expect(orderOf('TO100109').passengers).toHaveLength(0);
    sheet[1] = { ...adult(), rowNo: 3 };
    sheet[9] = { ...sheet[9]!, passengerType: 'ADT' };
    const duplicate = await refused(orderApi.passengerBatchImport, { orderNo: 'TO100109', rows: sheet }, 'IMPORT_ROWS_INVALID');
    expect(duplicate.errorMsg).toContain('第8行证件号码，与第2行证件号重复');
    await refused(orderApi.passengerBatchImport, { orderNo: 'TO100109', rows: rows(23) }, 'GROUP_FULL');
  });
});
