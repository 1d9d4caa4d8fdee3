import { useMemo, useState } from 'react';
import { Button, Card, Empty, Form, Input, Popover, Segmented, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ImportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useAirports } from '@/components/booking/airports';
import { FareRules } from '@/components/booking/fare-table';
import { flightInfoColumns } from '@/components/booking/flight-columns';
import { FlowSteps } from '@/components/booking/flow';
import { refusalOf } from '@/components/booking/refusals';
import { TripSearchForm } from '@/components/booking/trip-search-form';
import { useTripSearchStep } from '@/components/booking/trip-search-step';
import { ButtonLink } from '@/components/button-link';
import { LoadFailed, retryOf } from '@/components/load-failed';
import { Page } from '@/components/page';
import { TwoLines } from '@/components/two-lines';
import { INDIVIDUAL_SEATS, formatSeatsLeft } from '@/domain/booking';
import { formatFen } from '@/domain/format';
import { PassengerType } from '@/domain/passenger';
import { TripDirection } from '@/domain/trip';
import { seatHolders } from '@/lib/booking-search';
import { useFormDraft } from '@/lib/drafts';
import { useFlowStep } from '@/lib/flow-kit';
import type { PassengerCounts, ScatteredCabinOffer, ScatteredFlightOffer } from '@/lib/gateway';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import { importPnr, PNR_FIELD_CODES, SHOPPING_IN_PLACE_CODES } from './api';
import { scatteredFlow, scatteredSelections, shoppingOf, type ScatteredState, type ScatteredStep } from './flow';
import { arrangeFlights, WINDOWS, type SortKey, type WindowKey } from './shopping';
import { UnpagedTable } from '@/components/unpaged-table';

export const loader = scatteredFlow.loader('search');

interface CabinRow extends ScatteredFlightOffer {
  key: string;
  offer: ScatteredCabinOffer;
  span: number;
}

const rowsOf = (flights: readonly ScatteredFlightOffer[]): CabinRow[] =>
  flights.flatMap((flight) =>
    flight.cabins.map((offer, index) => ({
      ...flight,
      key: `${flight.flightNo}~${offer.cabin}`,
      offer,
      span: index === 0 ? flight.cabins.length : 0,
    })),
  );

function RuleCell({ offer }: { offer: ScatteredCabinOffer }) {
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text>
        退票 {Math.round(offer.refundFeeRate * 100)}% · 改期{' '}
        {offer.changeFeeRate === 0 ? '免费' : `${Math.round(offer.changeFeeRate * 100)}%`}
      </Typography.Text>
      <Space size={4}>
        <Typography.Text type="secondary">行李 {offer.baggageKg}kg</Typography.Text>
        <Popover
          title={`${offer.cabinName} ${offer.cabin}舱 运价规则`}
          content={
            <div style={{ maxWidth: 420 }}>
              <FareRules rules={offer.rules} />
            </div>
          }
          trigger="click"
        >
          <Button type="link" size="small" aria-label={`查看${offer.cabinName}${offer.cabin}舱运价规则`}>
            规则
          </Button>
        </Popover>
      </Space>
    </Space>
  );
}

function ShoppingTable({
  flights,
  counts,
  chosen,
  onChoose,
  label,
  loading,
  onRetry,
}: {
  flights: readonly ScatteredFlightOffer[] | undefined;
  counts: PassengerCounts;
  chosen: { flightNo: string; cabin?: string } | undefined;
  onChoose: (flight: ScatteredFlightOffer, offer: ScatteredCabinOffer) => void;
  label: (code: string) => string;
  loading: boolean;
  onRetry?: () => void;
}) {
  const [sort, setSort] = useState<SortKey>('time');
  const [window, setWindow] = useState<WindowKey>('all');
  const seats = seatHolders(counts);
  const rows = useMemo(() => rowsOf(arrangeFlights(flights ?? [], sort, window)), [flights, sort, window]);
  const columns: ColumnsType<CabinRow> = [
    ...flightInfoColumns<CabinRow>(label, (row) => row.span),
    { title: '舱位', key: 'cabin', render: (_, row) => `${row.offer.cabinName} ${row.offer.cabin}` },
    {
      title: '余座',
      key: 'seats',
      render: (_, row) =>
        row.offer.seatsLeft < seats ? (
          <Tag>余座不足</Tag>
        ) : (
          <Space size={4}>
            {formatSeatsLeft(row.offer.seatsLeft)}
            {row.offer.lastSeats && <Tag color="orange">末位票价</Tag>}
          </Space>
        ),
    },
    // Each type's fare with its own taxes under it (a child's airport fee is waived: its taxes are not the adult's).
    ...PassengerType.values.map((type) => ({
      title: `${PassengerType.label(type)}票价`,
      key: `fare-${type}`,
      align: 'right' as const,
      render: (_: unknown, row: CabinRow) => (
        <TwoLines main={formatFen(row.offer.fares[type])} sub={`机建燃油 ${formatFen(row.offer.taxes[type])}`} />
      ),
    })),
    { title: '退改与行李', key: 'rule', render: (_, row) => <RuleCell offer={row.offer} /> },
    {
      title: '操作',
      key: 'choose',
      fixed: 'right',
      render: (_, row) => {
        const isChosen = chosen?.flightNo === row.flightNo && chosen.cabin === row.offer.cabin;
        return (
          <Button
            size="small"
            type={isChosen ? 'primary' : 'default'}
            disabled={row.offer.seatsLeft < seats}
            aria-pressed={isChosen}
            aria-label={`选择 ${row.flightNo} ${row.offer.cabinName} ${row.offer.cabin}`}
            onClick={() => onChoose(row, row.offer)}
          >
            {isChosen ? '已选' : '选择'}
          </Button>
        );
      },
    },
  ];
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Space wrap>
        <Segmented<SortKey>
          aria-label="排序"
          value={sort}
          onChange={setSort}
          options={[
            { value: 'time', label: '按起飞时间' },
            { value: 'price', label: '按价格' },
          ]}
        />
        <Select<WindowKey>
          aria-label="起飞时段"
          value={window}
          onChange={setWindow}
          options={WINDOWS.map(({ value, label: text }) => ({ value, label: text }))}
          style={{ width: 180 }}
        />
      </Space>
      <UnpagedTable<CabinRow>
        bordered
        rowKey="key"
        loading={loading}
        columns={columns}
        dataSource={flights ? rows : undefined}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: onRetry ? (
            <LoadFailed onRetry={onRetry} />
          ) : (
            <Empty description={flights && flights.length > 0 ? '该时段没有航班' : '当日没有可预订的航班'} />
          ),
        }}
      />
    </Space>
  );
}

function Shopping({ state, counts }: { state: ScatteredState; counts: PassengerCounts }) {
  const { go } = useFlowStep<ScatteredState, object, ScatteredStep>(scatteredFlow, 'search');
  const { label } = useAirports();
  const shopping = useQuery(shoppingOf(state, counts));
  const refusal = refusalOf(shopping.error, SHOPPING_IN_PLACE_CODES);
  const legs = state.trip.trip === 'RT' ? (['O', 'I'] as const) : (['O'] as const);
  const choose = (direction: TripDirection, flight: ScatteredFlightOffer, offer: ScatteredCabinOffer) => {
    const seen = [...(state.seen ?? [])];
    seen[direction === 'O' ? 0 : 1] = offer.fares.ADT;
    const choice = { flightNo: flight.flightNo, cabin: offer.cabin };
    go('search', { ...state, [direction === 'O' ? 'out' : 'in']: choice, seen: seen.map((fare) => fare ?? 0) }, { replace: true });
  };
  const selections = scatteredSelections(state);
  const sameCabin = !selections || selections.every((selection) => selection.cabin === selections[0]!.cabin);
  if (refusal)
    return (
      <Card>
        <Typography.Text type="warning">{refusal.errorMsg}</Typography.Text>
      </Card>
    );
  return (
    <>
      {legs.map((direction) => {
        const from = direction === 'O' ? state.trip.from : state.trip.to;
        const to = direction === 'O' ? state.trip.to : state.trip.from;
        const date = direction === 'O' ? state.trip.date : (state.trip.ret ?? '');
        return (
          <Card key={direction} title={`${TripDirection.label(direction)} · ${label(from)} → ${label(to)} ${date}`}>
            <ShoppingTable
              flights={direction === 'O' ? shopping.data?.outbound : shopping.data?.inbound}
              counts={counts}
              chosen={direction === 'O' ? state.out : state.in}
              onChoose={(flight, offer) => choose(direction, flight, offer)}
              label={label}
              loading={shopping.isFetching}
              onRetry={retryOf(shopping)}
            />
          </Card>
        );
      })}
      <Card size="small">
        {selections && sameCabin ? (
          <ButtonLink type="primary" to={scatteredFlow.href('verify', state)}>
            下一步：填写旅客
          </ButtonLink>
        ) : (
          <Typography.Text type="secondary">
            {!sameCabin ? '去程与回程须选择同一舱位。' : state.trip.trip === 'RT' ? '请分别选择去程和回程的航班舱位。' : '请选择航班舱位。'}
          </Typography.Text>
        )}
      </Card>
    </>
  );
}

const PNR_AT_FIELD: FieldErrors<'text'> = Object.fromEntries(PNR_FIELD_CODES.map((code) => [code, 'text']));

/** Import PNR: a record locator, or the PNR's text as the GDS shows it. */
function PnrImport() {
  const navigate = useNavigate();
  const [form] = Form.useForm<{ text: string }>();
  const draft = useFormDraft(form, 'scattered-pnr');
  const imported = useWrite(importPnr, {
    form,
    draft,
    fieldErrors: PNR_AT_FIELD,
    onSuccess: (pnr) => {
      const [out, back] = pnr.selections;
      void navigate(
        scatteredFlow.href('verify', {
          trip: {
            from: pnr.depAirport,
            to: pnr.arrAirport,
            date: pnr.flightDate,
            trip: pnr.tripType,
            ...(pnr.returnDate ? { ret: pnr.returnDate } : {}),
          },
          counts: pnr.counts,
          out: { flightNo: out!.flightNo, cabin: out!.cabin },
          ...(back ? { in: { flightNo: back.flightNo, cabin: back.cabin } } : {}),
          pnr: pnr.pnr,
        }),
      );
    },
  });
  return (
    <Card title="导入PNR" size="small">
      <Form
        form={form}
        layout="vertical"
        onValuesChange={draft.onValuesChange}
        onFinish={(values) => imported.submit({ text: values.text.trim() })}
      >
        <Form.Item
          name="text"
          label="PNR记录编号或PNR内容"
          extra="输入6位记录编号（如 KQ7M2A），或粘贴订座系统中显示的完整PNR内容"
          rules={[{ required: true, whitespace: true, message: '请输入PNR记录编号或粘贴PNR内容' }]}
        >
          <Input.TextArea rows={4} maxLength={4000} />
        </Form.Item>
        <Button htmlType="submit" icon={<ImportOutlined />} loading={imported.isPending}>
          导入并继续预订
        </Button>
      </Form>
    </Card>
  );
}

/** /agent/due/scattered: the search (or an imported PNR) and the shopping under it. */
export default function ScatteredSearchPage() {
  const step = useTripSearchStep<ScatteredState, ScatteredStep>(scatteredFlow, 'search', 'search', {
    draft: 'scattered-search',
    follow: true,
  });

  return (
    <Page>
      <FlowSteps flow={scatteredFlow} current="search" />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space align="start" wrap size="middle" style={{ width: '100%' }}>
          <Card title="查询航班" size="small" style={{ minWidth: 420 }}>
            <TripSearchForm
              step={step}
              note={`散客票每单${INDIVIDUAL_SEATS.min}-${INDIVIDUAL_SEATS.max}位占座旅客；婴儿不占座，须由成人陪同。`}
            />
          </Card>
          <PnrImport />
        </Space>
        {step.state?.counts && <Shopping state={step.state} counts={step.state.counts} />}
      </Space>
    </Page>
  );
}
