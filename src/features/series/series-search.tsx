import type { KeyboardEvent } from 'react';
import { Button, Card, Col, DatePicker, Form, Row, Space, Tag, Typography, type FormInstance } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { AirportSelect } from '@/components/booking/airport-select';
import { FlowSteps, StaleAnswer } from '@/components/booking/flow';
import { PassengerCountFields, type CountValues } from '@/components/booking/passenger-count-fields';
import { QuoteOutcome } from '@/components/booking/quote-outcome';
import { useFieldRefusal } from '@/components/booking/use-field-refusal';
import { CheckboxGroupField } from '@/components/checkbox-group-field';
import { Page } from '@/components/page';
import { TwoLines } from '@/components/two-lines';
import { BOOKING, ORDER_FIGURES, SERIES_FIGURES } from '@/domain/figures';
import { DATE_FORMAT, formatFen, formatFlightTimes } from '@/domain/format';
import { PassengerType } from '@/domain/passenger';
import { SeriesType, SeriesUnavailable } from '@/domain/series';
import { formatWeekdays, patternDates, WEEKDAY_OPTIONS, weekdayLabel } from '@/domain/weekdays';
import { gatewayDayjs } from '@/lib/dates';
import { useFormDraft } from '@/lib/drafts';
import { useFlowStep, useFormFromAddress, useStaleAnswer, type FlowGo } from '@/lib/flow-kit';
import type { SeriesDeparture } from '@/lib/gateway';
import { SERIES_IN_PLACE_CODES, seriesDeparturesQuery, seriesFieldRefusals } from './api';
import { SERIES_FLOWS, type DeparturesNeeds, type SeriesState, type SeriesStep } from './flow';
import { UnpagedTable } from '@/components/unpaged-table';
import { atLeastOne } from '@/components/form-rules';

interface SearchValues extends CountValues {
  from?: string;
  to?: string;
  weekdays?: number[];
  range?: [Dayjs, Dayjs];
  dates?: Dayjs[];
}

/** Days before today (the gateway's clock) or beyond the selling horizon cannot be chosen. */
function outsideSale(day: Dayjs): boolean {
  const today = gatewayDayjs().startOf('day');
  return day.isBefore(today) || day.isAfter(today.add(BOOKING.maxAdvanceDays, 'day'));
}

const reject = (message: string) => Promise.reject(new Error(message));

/** The form's values for the address's state. */
function valuesOf(state: SeriesState): SearchValues {
  return {
    from: state.from,
    to: state.to,
    ...state.counts,
    ...(state.weekdays ? { weekdays: state.weekdays } : {}),
    ...(state.start && state.end ? { range: [dayjs(state.start), dayjs(state.end)] as [Dayjs, Dayjs] } : {}),
    ...(state.dates ? { dates: state.dates.map((date) => dayjs(date)) } : {}),
  };
}

/** A date field's wrapper: Enter confirms the date typed there and never submits the form (the counts may still be untouched). */
function keepEnterInField(event: KeyboardEvent): void {
  if (event.key === 'Enter') event.preventDefault();
}

/** The inputs a search is for, the same for the form's values and the address's. */
function searchKey(values: SearchValues): string {
  const day = (date: Dayjs) => date.format(DATE_FORMAT);
  return JSON.stringify([
    values.from ?? '',
    values.to ?? '',
    values.adultCount ?? 0,
    values.childCount ?? 0,
    values.infantCount ?? 0,
    [...(values.weekdays ?? [])].sort((a, b) => a - b),
    values.range ? values.range.map(day) : [],
    [...new Set((values.dates ?? []).map(day))].sort(),
  ]);
}

/**
 * /agent/due/series/regular-group and /unregular-group: the route, the weekly pattern and its range (定期)
 * or the chosen dates (不定期), the group → the departures they yield, each with its flight, today's group
 * fare and the group seats left (those not bookable listed with the reason); the agent deselects what it
 * does not want and goes on to verify.
 */
export function SeriesSearchPage({ type }: { type: SeriesType }) {
  const flow = SERIES_FLOWS[type];
  const { state, needs, go } = useFlowStep<SeriesState, DeparturesNeeds, SeriesStep>(flow, 'departures');
  const [form] = Form.useForm<SearchValues>();
  // The needs changed since the departures on screen were found: they answer the old ones.
  const stale = useStaleAnswer<SearchValues>(form, state && valuesOf(state), searchKey);
  return (
    <Page>
      <FlowSteps flow={flow} current={needs ? 'departures' : 'search'} />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <SearchForm form={form} type={type} state={state} needs={needs} go={go} />
        {state && needs ? (
          <Departures type={type} state={state} needs={needs} go={go} stale={stale} />
        ) : (
          <Card size="small">
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              {type === 'REGULAR' ? '定期系列团按每周固定星期在日期范围内出发' : '不定期系列团在自选的若干日期出发'}
              ，每个航班日期生成一张团队订单，分别占座、付款（定金
              {ORDER_FIGURES.depositRate * 100}%，出票时限前付清尾款）和录入名单。每团{SERIES_FIGURES.minGroup}-{SERIES_FIGURES.maxGroup}
              人，最多{SERIES_FIGURES.maxDepartures}个航班日期{type === 'REGULAR' ? `，日期范围最长${SERIES_FIGURES.maxRangeWeeks}周` : ''}
              。
            </Typography.Paragraph>
          </Card>
        )}
      </Space>
    </Page>
  );
}

function SearchForm({
  form,
  type,
  state,
  needs,
  go,
}: {
  form: FormInstance<SearchValues>;
  type: SeriesType;
  state: SeriesState | null;
  needs: DeparturesNeeds | null;
  go: FlowGo<SeriesState, SeriesStep>;
}) {
  const draft = useFormDraft(form, `series-search-${type}`);
  const shown = state && valuesOf(state);
  // Back, forward or a link to another search: the form shows its inputs (its departures' choices stay the agent's).
  useFormFromAddress(form, shown, { follow: shown ? searchKey(shown) : '' });
  const departures = useQuery({ ...seriesDeparturesQuery(needs?.search ?? EMPTY_SEARCH), enabled: needs !== null });
  useFieldRefusal(form, departures.error, seriesFieldRefusals(type === 'REGULAR' ? 'range' : 'dates'));

  const onFinish = (values: SearchValues) => {
    const counts = { adultCount: values.adultCount ?? 0, childCount: values.childCount ?? 0, infantCount: values.infantCount ?? 0 };
    const base = { from: values.from!, to: values.to!, counts, skip: [] };
    const next: SeriesState =
      type === 'REGULAR'
        ? {
            ...base,
            weekdays: [...values.weekdays!].sort((a, b) => a - b),
            start: values.range![0].format(DATE_FORMAT),
            end: values.range![1].format(DATE_FORMAT),
          }
        : { ...base, dates: [...new Set(values.dates!.map((date) => date.format(DATE_FORMAT)))].sort() };
    go('departures', next, { replace: state !== null });
  };

  return (
    <Card title={`${SeriesType.label(type)}需求`}>
      <Form<SearchValues>
        form={form}
        layout="vertical"
        initialValues={{ adultCount: SERIES_FIGURES.minGroup, childCount: 0, infantCount: 0 }}
        onValuesChange={draft.onValuesChange}
        onFinish={onFinish}
      >
        <Row gutter={12}>
          <Col flex="260px">
            <Form.Item name="from" label="出发地" rules={[{ required: true, message: '请选择出发地' }]}>
              <AirportSelect aria-label="出发地" />
            </Form.Item>
          </Col>
          <Col flex="260px">
            <Form.Item
              name="to"
              label="目的地"
              dependencies={['from']}
              rules={[
                { required: true, message: '请选择目的地' },
                ({ getFieldValue }) => ({
                  validator: (_rule, value?: string) =>
                    value && value === getFieldValue('from') ? reject('出发地与目的地不能相同') : Promise.resolve(),
                }),
              ]}
            >
              <AirportSelect aria-label="目的地" />
            </Form.Item>
          </Col>
        </Row>
        {type === 'REGULAR' ? <PatternFields /> : <DatesField />}
        <PassengerCountFields seats={{ min: SERIES_FIGURES.minGroup, max: SERIES_FIGURES.maxGroup }} />
        <Typography.Paragraph type="secondary">每个航班日期的团队人数相同；婴儿不占座、须由成人陪同。</Typography.Paragraph>
        <Button type="primary" htmlType="submit">
          {state ? '重新查询' : '查询航班日期'}
        </Button>
      </Form>
    </Card>
  );
}

const EMPTY_SEARCH = { seriesType: 'REGULAR' as const, depAirport: '', arrAirport: '', adultCount: 0, childCount: 0, infantCount: 0 };

/** 定期: the weekdays and the range, with the count of dates they make checked at the field. */
function PatternFields() {
  return (
    <Row gutter={12}>
      <Col flex="420px">
        <Form.Item name="weekdays" label="每周出发" required rules={[atLeastOne('请选择每周出发的星期')]}>
          <CheckboxGroupField options={[...WEEKDAY_OPTIONS]} aria-label="每周出发" role="group" />
        </Form.Item>
      </Col>
      <Col flex="320px" onKeyDown={keepEnterInField}>
        <Form.Item
          name="range"
          label="日期范围"
          dependencies={['weekdays']}
          rules={[
            { required: true, message: '请选择日期范围' },
            ({ getFieldValue }) => ({
              validator: (_rule, range?: [Dayjs, Dayjs]) => {
                if (!range) return Promise.resolve();
                const [start, end] = range;
                if (end.diff(start, 'day') >= SERIES_FIGURES.maxRangeWeeks * 7)
                  return reject(`日期范围最长${SERIES_FIGURES.maxRangeWeeks}周`);
                const weekdays = (getFieldValue('weekdays') as number[] | undefined) ?? [];
                if (weekdays.length === 0) return Promise.resolve();
                const count = patternDates(weekdays, start.format(DATE_FORMAT), end.format(DATE_FORMAT)).length;
                if (count === 0) return reject('所选日期范围内没有所选的星期');
                if (count > SERIES_FIGURES.maxDepartures)
                  return reject(`最多${SERIES_FIGURES.maxDepartures}个航班日期，当前${count}个，请缩短日期范围`);
                return Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker.RangePicker disabledDate={outsideSale} aria-label="日期范围" placeholder={['开始日期', '结束日期']} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** 不定期: a calendar of the dates chosen (several). */
function DatesField() {
  return (
    <div onKeyDown={keepEnterInField}>
      <Form.Item
        name="dates"
        label="出发日期"
        extra={`可选多个日期，最多${SERIES_FIGURES.maxDepartures}个`}
        rules={[
          { required: true, type: 'array', min: 1, message: '请选择出发日期' },
          { type: 'array', max: SERIES_FIGURES.maxDepartures, message: `最多${SERIES_FIGURES.maxDepartures}个出发日期` },
        ]}
      >
        <DatePicker
          multiple
          disabledDate={outsideSale}
          aria-label="出发日期"
          placeholder="选择出发日期"
          maxTagCount="responsive"
          style={{ minWidth: 320 }}
        />
      </Form.Item>
    </div>
  );
}

/** A column per passenger type the gateway priced: the fare per person and, under it, the taxes per person (its fare lines). */
function fareColumns(departures: readonly SeriesDeparture[]): ColumnsType<SeriesDeparture> {
  const priced = new Set(departures.flatMap((row) => row.fares.map((fare) => fare.passengerType)));
  return PassengerType.values
    .filter((type) => priced.has(type))
    .map((type) => ({
      title: `${PassengerType.label(type)}价/人`,
      key: `fare-${type}`,
      width: 120,
      align: 'right' as const,
      render: (_: unknown, row: SeriesDeparture) => {
        const line = row.fares.find((fare) => fare.passengerType === type);
        return line ? <TwoLines main={formatFen(line.fare)} sub={`税费 ${formatFen(line.tax)}`} /> : '-';
      },
    }));
}

function departureColumns(departures: readonly SeriesDeparture[]): ColumnsType<SeriesDeparture> {
  return [
    { title: '日期', key: 'date', width: 130, render: (_, row) => `${row.flightDate} ${weekdayLabel(row.weekday)}` },
    {
      title: '航班',
      key: 'flight',
      width: 170,
      render: (_, row) => (row.flight ? `${row.flight.flightNo} ${formatFlightTimes(row.flight.depTime, row.flight.arrTime)}` : '-'),
    },
    { title: '团队余座', dataIndex: 'groupSeatsLeft', width: 90, align: 'right' },
    ...fareColumns(departures),
    { title: '团队总价', key: 'total', width: 130, align: 'right', render: (_, row) => (row.bookable ? formatFen(row.totalAmount) : '-') },
    {
      title: '状态',
      key: 'state',
      width: 150,
      render: (_, row) => (row.bookable ? <Tag color="success">可预订</Tag> : <Tag>{SeriesUnavailable.label(row.unavailable)}</Tag>),
    },
  ];
}

/** The departures the search yields; the bookable ones chosen unless deselected (the address keeps the deselected). */
function Departures({
  type,
  state,
  needs,
  go,
  stale,
}: {
  type: SeriesType;
  state: SeriesState;
  needs: DeparturesNeeds;
  go: FlowGo<SeriesState, SeriesStep>;
  stale: boolean;
}) {
  const query = useQuery(seriesDeparturesQuery(needs.search));
  return (
    <Card title="航班日期" loading={query.isPending}>
      <QuoteOutcome
        quote={query}
        inPlace={SERIES_IN_PLACE_CODES}
        action={<Typography.Text type="secondary">请修改上方系列团需求</Typography.Text>}
      >
        {(data) => {
          const chosen = data.departures.filter((row) => row.bookable && !state.skip.includes(row.flightDate));
          const total = chosen.reduce((sum, row) => sum + row.totalAmount, 0);
          return (
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              {stale && <StaleAnswer action="重新查询" />}
              <Typography.Text>
                共{data.departures.length}个日期，可预订{data.bookableCount}个。取消勾选不需要的日期。
              </Typography.Text>
              <UnpagedTable<SeriesDeparture>
                rowKey="flightDate"
                aria-label="系列团航班日期"
                columns={departureColumns(data.departures)}
                dataSource={data.departures}
                scroll={{ x: 'max-content' }}
                rowSelection={{
                  selectedRowKeys: chosen.map((row) => row.flightDate),
                  getCheckboxProps: (row) => ({ disabled: !row.bookable, 'aria-label': `选择 ${row.flightDate}` }),
                  onChange: (keys) => {
                    const selected = new Set(keys.map(String));
                    const skip = data.departures
                      .filter((row) => row.bookable && !selected.has(row.flightDate))
                      .map((row) => row.flightDate);
                    go('departures', { ...state, skip }, { replace: true });
                  },
                }}
              />
              <Space size="large" align="center" wrap>
                <Typography.Text>
                  已选 <Typography.Text strong>{chosen.length}</Typography.Text> 个航班日期，合计{' '}
                  <Typography.Text strong type="danger">
                    {formatFen(total)}
                  </Typography.Text>
                </Typography.Text>
                <Button type="primary" disabled={chosen.length === 0 || stale} onClick={() => go('confirm', state)}>
                  下一步：核验座位与价格
                </Button>
                {stale && <Typography.Text type="warning">需求已修改，请先重新查询</Typography.Text>}
                {type === 'REGULAR' && <Typography.Text type="secondary">每{formatWeekdays(state.weekdays ?? [])}出发</Typography.Text>}
              </Space>
            </Space>
          );
        }}
      </QuoteOutcome>
    </Card>
  );
}
