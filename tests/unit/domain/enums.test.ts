import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EnumDef } from '@/domain/enum';
import catalogue from '@/domain/enums.json';
import { OrderLogAction } from '@/domain/log-action';
import { ScheduleChangeAction } from '@/domain/bulletin';
import { TicketStatus } from '@/domain/order';
import { PayMethod } from '@/domain/payment';
import { AccountType, OrganType } from '@/domain/account';
import { BidActivityStatus, BidOrderStatus, ProcessStatus, type BidOrderState } from '@/domain/auction';
import { BulletinCategory, FlightChangeType, ScheduleChangeSeverity, ScheduleChangeStatus } from '@/domain/bulletin';
import { BUYER_TYPES_NEEDING_CREDIT_CODE, InvoiceBuyerType, InvoiceStatus } from '@/domain/invoice';
import { AncillaryType, GroupBookingType, OrderStatus, type OrderState } from '@/domain/order';
import { PageAction } from '@/domain/page-action';
import { IdType, PassengerType } from '@/domain/passenger';
import { RefundReview, RefundStage, RefundState, refundStageOf } from '@/domain/refund';
import { TripDirection, TripType } from '@/domain/trip';

/** antd Tag presets and status colours the house allows. */
const TAG_COLOURS = new Set([
  'success',
  'processing',
  'error',
  'warning',
  'default',
  'magenta',
  'red',
  'volcano',
  'orange',
  'gold',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
]);

type Table = [name: string, def: EnumDef<string>, entries: [string, string][], isStatus: boolean][];

const table: Table = [
  [
    'OrganType',
    OrganType,
    [
      ['TRAVELAGENCY', '旅行社'],
      ['AGENT', '代理人'],
      ['ENTERPRISE', '企业客户'],
    ],
    false,
  ],
  [
    'AccountType',
    AccountType,
    [
      ['AGENT', '代理人'],
      ['NORMAL', '个人用户'],
    ],
    false,
  ],
  [
    'TripDirection',
    TripDirection,
    [
      ['O', '去程'],
      ['I', '回程'],
    ],
    false,
  ],
  [
    'TripType',
    TripType,
    [
      ['OW', '单程'],
      ['RT', '往返'],
    ],
    false,
  ],
  [
    'PassengerType',
    PassengerType,
    [
      ['ADT', '成人'],
      ['CHD', '儿童'],
      ['INF', '婴儿'],
    ],
    false,
  ],
  [
    'IdType',
    IdType,
    [
      ['NI', '身份证'],
      ['PP', '护照'],
      ['GA', '港澳通行证'],
      ['TW', '台湾通行证'],
      ['HX', '回乡证'],
      ['TB', '台胞证'],
      ['OTHER', '其他'],
    ],
    false,
  ],
  [
    'AncillaryType',
    AncillaryType,
    [
      ['MEAL', '餐食'],
      ['BAGGAGE', '行李'],
      ['POINT', '红包'],
    ],
    false,
  ],
  [
    'GroupBookingType',
    GroupBookingType,
    [
      ['TEMP', '临时团'],
      ['SERIES', '系列团'],
      ['CHARTER', '包机'],
    ],
    false,
  ],
  [
    'RefundState',
    RefundState,
    [
      ['WAITING_REFUND', '待退款'],
      ['HAVE_REFUND', '已退款'],
      ['REFUND_FAILED', '退款失败'],
    ],
    true,
  ],
  [
    'RefundReview',
    RefundReview,
    [
      ['WAITING', '待审核'],
      ['MORE_FILES', '待补充材料'],
      ['APPROVED', '审核通过'],
      ['REJECTED', '审核未通过'],
      ['WITHDRAWN', '已撤回'],
    ],
    true,
  ],
  [
    'RefundStage',
    RefundStage,
    [
      ['WAITING', '待审核'],
      ['MORE_FILES', '待补充材料'],
      ['WAITING_REFUND', '待退款'],
      ['HAVE_REFUND', '已退款'],
      ['REFUND_FAILED', '退款失败'],
      ['REJECTED', '审核未通过'],
      ['WITHDRAWN', '已撤回'],
    ],
    true,
  ],
  [
    'PageAction',
    PageAction,
    [
      ['CREATE', '新增'],
      ['EDIT', '编辑'],
      ['DETAIL', '详情'],
      ['DELETE', '删除'],
      ['EXPORT', '导出'],
    ],
    false,
  ],
  [
    'InvoiceBuyerType',
    InvoiceBuyerType,
    [
      ['ENTERPRISE', '企业'],
      ['DEPARTMENT', '机关事业单位'],
      ['PERSON', '个人'],
      ['OTHER', '其他'],
    ],
    false,
  ],
  [
    'OrderStatus',
    OrderStatus,
    [
      ['ALL', '全部'],
      ['BOOKED', '待支付'],
      ['PAYED', '已支付待出票'],
      ['TICKED', '已出票'],
      ['TICKEDPART', '部分出票'],
      ['CANCELED', '已取消'],
      ['REFUND', '已退票'],
    ],
    true,
  ],
  [
    'BidOrderStatus',
    BidOrderStatus,
    [
      ['ALL', '全部'],
      ['BOOKED', '已创建'],
      ['DEPOSIT_PAYED', '已付保证金'],
      ['TICKED', '竞价成功'],
      ['AUTO_REFUND', '竞价失败'],
      ['CANCELED', '已取消'],
      ['AUTO_REFUNDED', '竞价失败已退款'],
      ['REFUNDING', '竞价成功退款中'],
      ['REFUNDED', '竞价成功已退款'],
    ],
    true,
  ],
  [
    'BidActivityStatus',
    BidActivityStatus,
    [
      ['ALL', '全部'],
      ['NO_START', '未开始'],
      ['START', '进行中'],
      ['ENDING', '已结束'],
    ],
    true,
  ],
  [
    'ProcessStatus',
    ProcessStatus,
    [
      ['NO_DEPOSIT', '无需保证金'],
      ['NOT_START', '未开始'],
      ['UNDER_WAY', '进行中'],
      ['FINISHED', '已完成'],
      ['SUCCESSED', '成功'],
      ['FAILED', '失败'],
      ['WAIT', '等待中'],
    ],
    true,
  ],
  [
    'InvoiceStatus',
    InvoiceStatus,
    [
      ['WAIT_PRINT', '开具中'],
      ['PRINT_SUCCESS', '开具成功'],
      ['PRINT_FAILED', '开具失败'],
      ['WAIT_CANCEL', '冲红中'],
      ['CANCEL_SUCCESS', '已冲红'],
    ],
    true,
  ],
  [
    'BulletinCategory',
    BulletinCategory,
    [
      ['NOTICE', '通知公告'],
      ['POLICY', '政策法规'],
      ['PROMOTION', '促销活动'],
      ['SYSTEM', '系统消息'],
    ],
    true,
  ],
  [
    'FlightChangeType',
    FlightChangeType,
    [
      ['DELAY', '延误'],
      ['CANCEL', '取消'],
      ['TIME_CHANGE', '时刻变更'],
      ['AIRCRAFT_CHANGE', '机型变更'],
      ['FLIGHT_NO_CHANGE', '航班号变更'],
    ],
    true,
  ],
  [
    'ScheduleChangeSeverity',
    ScheduleChangeSeverity,
    [
      ['MINOR', '轻微变动'],
      ['SIGNIFICANT', '重大变动'],
    ],
    true,
  ],
  [
    'ScheduleChangeStatus',
    ScheduleChangeStatus,
    [
      ['PENDING', '待处理'],
      ['ACCEPTED', '已接受'],
      ['REBOOKED', '已改签'],
      ['REFUNDED', '已退票'],
      ['MIXED', '部分退票、部分改乘'],
      ['AUTO_ACCEPTED', '自动接受'],
      ['CLOSED', '无需处理'],
    ],
    true,
  ],
];

describe.each(table)('%s', (_name, def, entries) => {
  it('has exactly the spec values with their Chinese labels, in options order', () => {
    expect(def.values).toEqual(entries.map(([value]) => value));
    expect(def.options).toEqual(entries.map(([value, label]) => ({ value, label })));
    for (const [value, label] of entries) expect(def.label(value)).toBe(label);
  });
});

describe.each(table.filter(([, , , isStatus]) => isStatus))('%s colours', (_name, def, entries) => {
  it('gives every real status an antd tag colour, and the ALL filter none', () => {
    for (const [value] of entries) {
      if (value === 'ALL') expect(def.color(value)).toBeUndefined();
      else expect(TAG_COLOURS).toContain(def.color(value));
    }
  });
});

describe('enum helper', () => {
  it('shows an unknown value as it came, and nothing for an absent one', () => {
    expect(OrderStatus.label('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(OrderStatus.label(null)).toBe('');
    expect(OrderStatus.label(undefined)).toBe('');
    expect(OrderStatus.color('SOMETHING_NEW')).toBeUndefined();
    expect(OrderStatus.color(null)).toBeUndefined();
  });

  it('knows its own values only', () => {
    expect(OrderStatus.is('TICKEDPART')).toBe(true);
    expect(OrderStatus.is('ticked')).toBe(false);
    expect(OrderStatus.is(1)).toBe(false);
    expect(BidOrderStatus.is('toString')).toBe(false);
    expect(BidOrderStatus.label('toString')).toBe('toString');
  });

  it('colours statuses the way the screens show them', () => {
    expect(OrderStatus.color('TICKED')).toBe('success');
    expect(OrderStatus.color('BOOKED')).toBe('warning');
    expect(BidOrderStatus.color('AUTO_REFUND')).toBe('error');
    expect(InvoiceStatus.color('PRINT_FAILED')).toBe('error');
    expect(RefundState.color('HAVE_REFUND')).toBe('success');
  });

  it('puts a refund application in one stage: its review until approved, then its money', () => {
    expect(refundStageOf('WAITING', undefined)).toBe('WAITING');
    expect(refundStageOf('MORE_FILES', undefined)).toBe('MORE_FILES');
    expect(refundStageOf('APPROVED', undefined)).toBe('WAITING_REFUND');
    expect(refundStageOf('APPROVED', 'HAVE_REFUND')).toBe('HAVE_REFUND');
    expect(refundStageOf('REJECTED', undefined)).toBe('REJECTED');
  });
});

describe('enum types', () => {
  it('leave the ALL filter out of the states an order can be in', () => {
    expectTypeOf<'ALL'>().not.toExtend<OrderState>();
    expectTypeOf<'TICKEDPART'>().toExtend<OrderState>();
    expectTypeOf<'ALL'>().not.toExtend<BidOrderState>();
  });

  it("keep a catalogue enumeration's values as their literal union, in the type and the runtime alike", () => {
    expectTypeOf<PayMethod>().toEqualTypeOf<'PREPAID' | 'ONLINE' | 'B2B'>();
    expectTypeOf<TicketStatus>().toEqualTypeOf<'OPEN_FOR_USE' | 'USED' | 'REFUNDED' | 'EXCHANGED' | 'REBOOKED' | 'VOID'>();
    expect(PayMethod.values).toEqual(['PREPAID', 'ONLINE', 'B2B']);
  });

  it('lists the buyer types that need a credit code', () => {
    expect(BUYER_TYPES_NEEDING_CREDIT_CODE).toEqual(['ENTERPRISE', 'DEPARTMENT']);
  });
});

describe('the enumeration catalogue (enums.json)', () => {
  const entries = Object.entries(catalogue).flatMap(([name, items]) =>
    Object.entries(items as Record<string, { label: string; color?: string }>).map(([value, item]) => ({ name, value, ...item })),
  );

  // A timeline's steps (RefundStep) are coloured by antd Timeline, which also has grey.
  const colours = new Set([...TAG_COLOURS, 'gray']);

  it('gives every value a Chinese label and only the house tag colours', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const { name, value, label, color } of entries) {
      expect(label, `${name}.${value}`).toMatch(/[\u4e00-\u9fff]/u);
      if (color !== undefined) expect(colours, `${name}.${value}`).toContain(color);
    }
  });

  it("says an order's schedule-change choices and a rebooked ticket in the schedule change's own words", () => {
    expect(OrderLogAction.label('SCHEDULE_CHANGE_ACCEPT')).toBe(ScheduleChangeAction.label('ACCEPT'));
    expect(OrderLogAction.label('SCHEDULE_CHANGE_REBOOK')).toBe(ScheduleChangeAction.label('REBOOK'));
    expect(TicketStatus.label('REBOOKED')).toBe(ScheduleChangeStatus.label('REBOOKED'));
  });
});
