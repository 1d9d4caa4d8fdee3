import type { ReactNode } from 'react';
import { Col, DatePicker, Form, Input, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { isPassengerName, PASSENGER_NAME_MESSAGE } from '@/domain/booking';
import { DATE_FORMAT } from '@/domain/format';
import { ageOn, Gender, IdType, PassengerType, passengerTypeOn, readMainlandId } from '@/domain/passenger';
import { idNumberRule, isMainlandIdNumber, phoneRule } from '@/domain/validators';
import { gatewayNow } from '@/lib/clock';
import { gatewayDayjs } from '@/lib/dates';
import type { PassengerInput } from '@/lib/gateway';
import { PassengerPicker } from '../passenger-picker';

/** One passenger row of a booking form (inside a `Form.List`). */
export interface PassengerRowValues {
  name?: string;
  passengerType: PassengerType;
  idType: IdType;
  idNo?: string;
  /** Entered for documents other than the mainland ID card (which carries it). */
  birthDate?: Dayjs;
  gender?: Gender;
  mobile?: string;
}

export function emptyPassenger(passengerType: PassengerType): PassengerRowValues {
  return { passengerType, idType: 'NI' };
}

/** Rows for counts by type: adults first, then children, then infants. */
export function passengerRows(counts: { adultCount: number; childCount: number; infantCount: number }): PassengerRowValues[] {
  return [
    ...Array.from({ length: counts.adultCount }, () => emptyPassenger('ADT')),
    ...Array.from({ length: counts.childCount }, () => emptyPassenger('CHD')),
    ...Array.from({ length: counts.infantCount }, () => emptyPassenger('INF')),
  ];
}

/** A row from a passenger picked (frequent passengers, recent entries). */
export function rowFromInput(passenger: PassengerInput): PassengerRowValues {
  return {
    name: passenger.name,
    passengerType: passenger.passengerType,
    idType: passenger.idType,
    idNo: passenger.idNo,
    ...(passenger.birthDate && passenger.idType !== 'NI' ? { birthDate: dayjs(passenger.birthDate) } : {}),
    ...(passenger.gender && passenger.idType !== 'NI' ? { gender: passenger.gender } : {}),
    ...(passenger.mobile ? { mobile: passenger.mobile } : {}),
  };
}

function isEmptyRow(row: Partial<PassengerRowValues> | undefined): boolean {
  return !row?.name?.trim() && !row?.idNo?.trim();
}

/**
 * Puts picked passengers into the empty rows of their type (rows fixed by the counts booked).
 * Answers the new rows and the names that found no empty row of their type.
 */
export function fillEmptyRows(
  rows: readonly PassengerRowValues[],
  picked: readonly PassengerInput[],
): { rows: PassengerRowValues[]; skipped: string[] } {
  const next = [...rows];
  const skipped: string[] = [];
  for (const passenger of picked) {
    const at = next.findIndex((row) => row.passengerType === passenger.passengerType && isEmptyRow(row));
    if (at < 0) skipped.push(passenger.name);
    else next[at] = rowFromInput(passenger);
  }
  return { rows: next, skipped };
}

/** The ID numbers already in a list of rows (the picker does not offer them again). */
export function idNumbersOf(rows: readonly Partial<PassengerRowValues>[] | undefined): string[] {
  return (rows ?? []).map((row) => (row?.idNo ?? '').trim()).filter(Boolean);
}

/** How many empty rows a list has (rows fixed by the counts booked). */
export function emptyRowCount(rows: readonly Partial<PassengerRowValues>[] | undefined): number {
  return (rows ?? []).filter((row) => isEmptyRow(row)).length;
}

/**
 * The frequent-passenger picker for a passenger list of the surrounding Form. It watches the list on
 * its own (so typing in a row re-renders the picker, not the whole form): `room(rows)` says how many
 * may still be added; passengers already in the list are not offered again.
 */
export function ListPassengerPicker({
  listName,
  room,
  onPick,
}: {
  listName: string;
  room: (rows: readonly Partial<PassengerRowValues>[]) => number;
  onPick: (picked: PassengerInput[]) => void;
}) {
  const rows = (Form.useWatch(listName) ?? []) as Partial<PassengerRowValues>[];
  const left = room(rows);
  return <PassengerPicker onPick={onPick} exclude={idNumbersOf(rows)} max={left} disabled={left <= 0} />;
}

/** The birth date a row gives: read from a mainland ID number, or as entered. */
function birthDateOf(row: Partial<PassengerRowValues> | undefined): string | undefined {
  if (!row) return undefined;
  if (row.idType === 'NI') return row.idNo && isMainlandIdNumber(row.idNo, gatewayNow()) ? readMainlandId(row.idNo)?.birthDate : undefined;
  return row.birthDate?.format(DATE_FORMAT);
}

/** Why the row's birth date does not fit its passenger type on the departure date, or undefined. */
export function typeProblem(row: Partial<PassengerRowValues> | undefined, departureDate: string): string | undefined {
  const birthDate = birthDateOf(row);
  if (!row?.passengerType || !birthDate || birthDate > departureDate) return undefined;
  const actual = passengerTypeOn(birthDate, departureDate);
  if (actual === row.passengerType) return undefined;
  return `出发日（${departureDate}）该旅客${ageOn(birthDate, departureDate)}岁，应为${PassengerType.label(actual)}，不能按${PassengerType.label(row.passengerType)}预订`;
}

/** The gateway's passenger from a validated row. */
export function toPassengerInput(row: PassengerRowValues): PassengerInput {
  const idNo = (row.idNo ?? '').trim().toUpperCase();
  const facts = row.idType === 'NI' ? readMainlandId(idNo) : null;
  const birthDate = facts?.birthDate ?? row.birthDate?.format(DATE_FORMAT);
  const gender = facts?.gender ?? row.gender;
  const mobile = row.mobile?.trim();
  const name = (row.name ?? '').trim();
  return {
    // Letters as tickets print them: ZHANG/SAN.
    name: /[A-Za-z]/.test(name) ? name.toUpperCase() : name,
    passengerType: row.passengerType,
    idType: row.idType,
    idNo,
    ...(birthDate ? { birthDate } : {}),
    ...(gender ? { gender } : {}),
    ...(mobile ? { mobile } : {}),
  };
}

const ID_OTHER_PATTERN = /^[A-Za-z0-9]{5,20}$/;
const ID_TYPE_OPTIONS = [...IdType.options];
const GENDER_OPTIONS = [...Gender.options];
const TYPE_OPTIONS = [...PassengerType.options];

interface PassengerFieldsProps {
  /** The Form.List's name, e.g. 'passengers'. */
  listName: string;
  /** The row's index in the list (the Form.List field's name). */
  index: number;
  /** The first departure: passenger types are judged on it. */
  departureDate: string;
  /** The type is chosen here (names of a group), or fixed by the counts booked (individual orders). */
  typeEditable?: boolean;
  /** Shown at the row's end (e.g. the frequent-passenger picker or a delete button). */
  actions?: ReactNode;
}

/**
 * A passenger's fields: type, name, ID type and number (a mainland ID number is checked and gives
 * birth date and gender; a child's ID booked as adult is flagged), birth date and gender for other
 * documents, mobile. Every input is labelled '旅客N 字段' for screen readers and tests.
 */
export function PassengerFields({ listName, index, departureDate, typeEditable = false, actions }: PassengerFieldsProps) {
  const form = Form.useFormInstance();
  const row = Form.useWatch([listName, index], form) as Partial<PassengerRowValues> | undefined;
  const who = `旅客${index + 1}`;
  const rowOf = () => form.getFieldValue([listName, index]) as Partial<PassengerRowValues> | undefined;
  const facts = row?.idType === 'NI' && row.idNo && isMainlandIdNumber(row.idNo, gatewayNow()) ? readMainlandId(row.idNo) : null;

  const duplicateRule = {
    validator: (_rule: unknown, value: unknown) => {
      const idNo = typeof value === 'string' ? value.trim().toUpperCase() : '';
      if (!idNo) return Promise.resolve();
      const rows = (form.getFieldValue(listName) ?? []) as Partial<PassengerRowValues>[];
      const other = rows.findIndex((item, at) => at !== index && (item?.idNo ?? '').trim().toUpperCase() === idNo);
      return other >= 0 ? Promise.reject(new Error(`与旅客${other + 1}的证件号重复`)) : Promise.resolve();
    },
  };
  const idRules = [
    { required: true, message: '请输入证件号' },
    ...(row?.idType === 'NI' ? [idNumberRule(gatewayNow)] : [{ pattern: ID_OTHER_PATTERN, message: '证件号须为5-20位字母或数字' }]),
    duplicateRule,
    { validator: () => (row?.idType === 'NI' ? rejectIf(typeProblem(rowOf(), departureDate)) : Promise.resolve()) },
  ];

  return (
    <Row gutter={12} align="top" wrap>
      <Col flex="120px">
        {typeEditable ? (
          <Form.Item name={[index, 'passengerType']} label="类型">
            <Select aria-label={`${who} 类型`} options={TYPE_OPTIONS} />
          </Form.Item>
        ) : (
          <>
            {/* Fixed by the counts booked: kept in the values, shown as text. */}
            <Form.Item name={[index, 'passengerType']} hidden>
              <input type="hidden" />
            </Form.Item>
            <Form.Item label="类型">
              <Typography.Text>{PassengerType.label(row?.passengerType)}</Typography.Text>
            </Form.Item>
          </>
        )}
      </Col>
      <Col flex="160px">
        <Form.Item
          name={[index, 'name']}
          label="姓名"
          rules={[
            { required: true, whitespace: true, message: '请输入姓名' },
            {
              validator: (_rule, value) =>
                value && !isPassengerName(value) ? Promise.reject(new Error(PASSENGER_NAME_MESSAGE)) : Promise.resolve(),
            },
          ]}
        >
          <Input aria-label={`${who} 姓名`} maxLength={40} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col flex="130px">
        <Form.Item name={[index, 'idType']} label="证件类型">
          <Select aria-label={`${who} 证件类型`} options={ID_TYPE_OPTIONS} />
        </Form.Item>
      </Col>
      <Col flex="240px">
        <Form.Item
          name={[index, 'idNo']}
          label="证件号"
          dependencies={[
            [listName, index, 'idType'],
            [listName, index, 'passengerType'],
          ]}
          rules={idRules}
          extra={facts && `${facts.birthDate} · ${Gender.label(facts.gender)}`}
        >
          <Input aria-label={`${who} 证件号`} maxLength={20} autoComplete="off" />
        </Form.Item>
      </Col>
      {row?.idType !== 'NI' && (
        <>
          <Col flex="160px">
            <Form.Item
              name={[index, 'birthDate']}
              label="出生日期"
              dependencies={[[listName, index, 'passengerType']]}
              rules={[
                { required: row?.passengerType !== 'ADT', message: '儿童、婴儿须填写出生日期' },
                { validator: () => rejectIf(typeProblem(rowOf(), departureDate)) },
              ]}
            >
              <DatePicker aria-label={`${who} 出生日期`} format={DATE_FORMAT} disabledDate={(day) => day.isAfter(gatewayDayjs(), 'day')} />
            </Form.Item>
          </Col>
          <Col flex="100px">
            <Form.Item name={[index, 'gender']} label="性别">
              <Select aria-label={`${who} 性别`} options={GENDER_OPTIONS} allowClear />
            </Form.Item>
          </Col>
        </>
      )}
      <Col flex="150px">
        <Form.Item name={[index, 'mobile']} label="手机号" rules={[phoneRule()]}>
          <Input aria-label={`${who} 手机号`} maxLength={11} inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </Col>
      {actions && (
        <Col flex="none" style={{ paddingTop: 30 }}>
          {actions}
        </Col>
      )}
    </Row>
  );
}

function rejectIf(problem: string | undefined): Promise<void> {
  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
}
