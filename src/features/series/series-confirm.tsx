import { useState } from 'react';
import { Alert, Button, Card, Form, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { FlowGuard, FlowSteps } from '@/components/booking/flow';
import { GroupDetailsCard, toGroupDetails, type GroupDetailsValues } from '@/components/booking/group-details-card';
import { ChooseAgain, QuoteOutcome } from '@/components/booking/quote-outcome';
import { refusalOf } from '@/components/booking/refusals';
import { ButtonLink } from '@/components/button-link';
import { contactOfUser } from '@/components/order/contact-fields';
import { Page } from '@/components/page';
import { href } from '@/config/routes';
import { formatDateTime, formatFen, formatFlightTimes } from '@/domain/format';
import { SeriesCheck, type SeriesType } from '@/domain/series';
import { weekdayLabel } from '@/domain/weekdays';
import { useSessionUser } from '@/lib/current-user';
import { useFormDraft } from '@/lib/drafts';
import { useFlowStep } from '@/lib/flow-kit';
import { type SeriesChoice, type SeriesVerifiedDeparture } from '@/lib/gateway';
import { useWrite } from '@/lib/mutation-kit';
import { KEY_ROOTS } from '@/lib/query-keys';
import { CREATE_HANDLED_CODES, createSeries, SERIES_IN_PLACE_CODES, seriesDeparturesQuery, seriesVerifyQuery } from './api';
import { SERIES_FLOWS, type DeparturesNeeds, type SeriesState, type SeriesStep } from './flow';
import { UnpagedTable } from '@/components/unpaged-table';

/**
 * /agent/due/series/*-group/confirm: the departures chosen on the list checked again (seats and fares
 * against the totals shown there); those gone or at a new price come back marked with the new total; the
 * group's details → every departure still bookable booked at once, or none.
 */
export function SeriesConfirmPage({ type }: { type: SeriesType }) {
  const flow = SERIES_FLOWS[type];
  const { state, needs } = useFlowStep<SeriesState, DeparturesNeeds, SeriesStep>(flow, 'confirm');
  if (!state || !needs) return <FlowGuard flow={flow} step="confirm" state={state} />;
  return (
    <Page extra={<ButtonLink to={flow.href('departures', state)}>重新选择航班日期</ButtonLink>}>
      <FlowSteps flow={flow} current="confirm" />
      <Verify type={type} state={state} needs={needs} />
    </Page>
  );
}

function verifyColumns(): ColumnsType<SeriesVerifiedDeparture> {
  return [
    { title: '日期', key: 'date', width: 130, render: (_, row) => `${row.flightDate} ${weekdayLabel(row.weekday)}` },
    {
      title: '航班',
      key: 'flight',
      width: 160,
      render: (_, row) => (row.flight ? `${row.flight.flightNo} ${formatFlightTimes(row.flight.depTime, row.flight.arrTime)}` : '-'),
    },
    { title: '团队余座', dataIndex: 'groupSeatsLeft', width: 90, align: 'right' },
    {
      title: '团队总价',
      key: 'total',
      width: 150,
      align: 'right',
      render: (_, row) =>
        row.check === 'PRICE_CHANGED' ? (
          <Space orientation="vertical" size={0}>
            <Typography.Text delete type="secondary">
              {formatFen(row.seenTotal)}
            </Typography.Text>
            <Typography.Text type="danger">{formatFen(row.totalAmount)}</Typography.Text>
          </Space>
        ) : row.bookable ? (
          formatFen(row.totalAmount)
        ) : (
          '-'
        ),
    },
    {
      title: '定金 / 付款期限',
      key: 'terms',
      width: 220,
      render: (_, row) =>
        !row.bookable ? (
          '-'
        ) : row.depositDeadline ? (
          <Space orientation="vertical" size={0}>
            <Typography.Text>
              定金 {formatFen(row.depositAmount)}，{formatDateTime(row.depositDeadline)}前
            </Typography.Text>
            <Typography.Text type="secondary">尾款 {formatDateTime(row.balanceDeadline)}前</Typography.Text>
          </Space>
        ) : (
          <Typography.Text>全款 {formatDateTime(row.fullPaymentDeadline)}前</Typography.Text>
        ),
    },
    {
      title: '核验结果',
      key: 'check',
      width: 130,
      render: (_, row) => <Tag color={SeriesCheck.color(row.check)}>{SeriesCheck.label(row.check)}</Tag>,
    },
  ];
}

function Verify({ type, state, needs }: { type: SeriesType; state: SeriesState; needs: DeparturesNeeds }) {
  const flow = SERIES_FLOWS[type];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const departures = useQuery(seriesDeparturesQuery(needs.search));
  const choices: SeriesChoice[] = (departures.data?.departures ?? [])
    .filter((row) => row.bookable && row.flight && !needs.skip.includes(row.flightDate))
    .map((row) => ({ flightDate: row.flightDate, flightNo: row.flight!.flightNo, seenTotal: row.totalAmount }));
  const verify = useQuery({ ...seriesVerifyQuery(needs.search, choices), enabled: choices.length > 0 });
  const [form] = Form.useForm<GroupDetailsValues>();
  const draft = useFormDraft(form, `series-confirm-${type}`);
  const [refused, setRefused] = useState<string>();
  const create = useWrite(createSeries, {
    form,
    draft,
    onSuccess: ({ series }) => void navigate(href('seriesDetail', { seriesNo: series.seriesNo })),
    onError: (error) => {
      const shown = refusalOf(error, CREATE_HANDLED_CODES);
      if (!shown) return;
      // A departure went or a price moved since the verify: the departures and the verify are read again.
      setRefused(`${shown.errorMsg ?? '系列团已变化'}。已重新核验，请确认后再次提交。`);
      void queryClient.invalidateQueries({ queryKey: [KEY_ROOTS.series, 'departures'], refetchType: 'none' });
      void verify.refetch();
    },
  });
  const bookable = (verify.data?.departures ?? []).filter((row) => row.bookable);

  const onFinish = (values: GroupDetailsValues) => {
    if (!verify.data) return;
    setRefused(undefined);
    create.submit({
      ...needs.search,
      departures: bookable.map((row) => ({ flightDate: row.flightDate, flightNo: row.flight!.flightNo })),
      ...toGroupDetails(values),
      expectedTotal: verify.data.totalAmount,
    });
  };

  const back = flow.href('departures', state);
  return (
    <Form<GroupDetailsValues>
      form={form}
      layout="vertical"
      initialValues={{ contact: contactOfUser(user) }}
      onValuesChange={draft.onValuesChange}
      onFinish={onFinish}
      scrollToFirstError
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card title="核验座位与价格" loading={departures.isPending || (choices.length > 0 && verify.isPending)}>
          {departures.data && choices.length === 0 ? (
            <Alert type="warning" showIcon title="没有选中可预订的航班日期" action={<ChooseAgain to={back} />} />
          ) : (
            <QuoteOutcome quote={verify} inPlace={SERIES_IN_PLACE_CODES} chooseAgain={back} notice={refused}>
              {(data) => (
                <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                  {!data.allHold && (
                    <Alert
                      type="warning"
                      showIcon
                      title={`${data.departures.length - data.bookableCount}个航班日期已不可预订，${data.departures.filter((row) => row.check === 'PRICE_CHANGED').length}个价格已变化`}
                      description={
                        data.bookableCount > 0
                          ? `提交将预订其余${data.bookableCount}个航班日期，合计${formatFen(data.totalAmount)}。`
                          : '请重新选择航班日期。'
                      }
                    />
                  )}
                  <UnpagedTable<SeriesVerifiedDeparture>
                    rowKey="flightDate"
                    aria-label="核验结果"
                    columns={verifyColumns()}
                    dataSource={data.departures}
                    scroll={{ x: 'max-content' }}
                  />
                </Space>
              )}
            </QuoteOutcome>
          )}
        </Card>
        {verify.data && verify.data.bookableCount > 0 && (
          <>
            <GroupDetailsCard
              placeholder="如 京沪商务考察系列团"
              seats={`（每个航班日期的订单各自录入，每团${needs.search.adultCount + needs.search.childCount}人）`}
            />
            <Space size="large" align="center">
              <Typography.Text>
                {verify.data.bookableCount}个航班日期合计{' '}
                <Typography.Text strong type="danger">
                  {formatFen(verify.data.totalAmount)}
                </Typography.Text>
              </Typography.Text>
              <Button type="primary" htmlType="submit" loading={create.isPending} disabled={verify.isFetching}>
                提交系列团预订
              </Button>
            </Space>
          </>
        )}
      </Space>
    </Form>
  );
}
