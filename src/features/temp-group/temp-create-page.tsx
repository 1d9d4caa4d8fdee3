import { Button, Card, Form, Radio, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { FlowGuard, FlowSteps } from '@/components/booking/flow';
import {
  emptyPassenger,
  ListPassengerPicker,
  PassengerFields,
  rowFromInput,
  toPassengerInput,
  type PassengerRowValues,
} from '@/components/booking/passenger-fields';
import { QuoteOutcome, SubmitWithTotal } from '@/components/booking/quote-outcome';
import { useCreateRefusals } from '@/components/booking/use-create-refusals';
import { ButtonLink } from '@/components/button-link';
import { contactOfUser, toOrderContact, type ContactValues } from '@/components/order/contact-fields';
import { useSessionUser } from '@/lib/current-user';
import { Page } from '@/components/page';
import { href } from '@/config/routes';
import { TEMP_GROUP } from '@/domain/booking';
import { formatDateTime } from '@/domain/format';
import { PassengerType } from '@/domain/passenger';
import type { BookingState } from '@/lib/booking-search';
import { useFlowStep } from '@/lib/flow-kit';
import { useFormDraft } from '@/lib/drafts';
import { ERRORS, type PassengerCounts } from '@/lib/gateway';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import { rememberPassengers } from '@/lib/passenger-history';
import { createTempGroup, groupQuoteQuery, QUOTE_IN_PLACE_CODES, tempGroupKeys, type GroupReads } from './api';
import { tempGroupFlow, type TempGroupStep } from './flow';
import { ChosenFlights } from './chosen-flights';
import { GroupDetailsCard } from '@/components/booking/group-details-card';
import { GroupQuoteSummary } from '@/components/booking/group-quote-summary';

interface CreateValues {
  groupName?: string;
  /** Shown, not typed: the counts come from the quote (its refusals are shown here). */
  groupCount?: number;
  contact: ContactValues;
  remark?: string;
  names: 'later' | 'now';
  passengers?: PassengerRowValues[];
}

const FIELD_ERRORS: FieldErrors<'groupCount' | 'passengers' | 'groupName'> = {
  [ERRORS.GROUP_SIZE_INVALID.code]: 'groupCount',
  [ERRORS.INFANT_WITHOUT_ADULT.code]: 'groupCount',
  [ERRORS.PASSENGER_INVALID.code]: 'passengers',
  [ERRORS.DUPLICATE_ID_NUMBER.code]: 'passengers',
};

export const loader = tempGroupFlow.loader('create');

/** /agent/due/temp/create: group name, contact, remark, names now or later → a BOOKED team order holding the seats. */
export default function TempCreatePage() {
  const { state, needs } = useFlowStep<BookingState, GroupReads, TempGroupStep>(tempGroupFlow, 'create');
  if (!state?.counts || !needs) return <FlowGuard flow={tempGroupFlow} step="create" state={state} />;
  return <CreateScreen state={state} counts={state.counts} reads={needs} />;
}

/** Why the names entered do not fit the counts booked, or undefined. */
function namesProblem(rows: readonly Partial<PassengerRowValues>[] | undefined, counts: PassengerCounts): string | undefined {
  const limits = { ADT: counts.adultCount, CHD: counts.childCount, INF: counts.infantCount };
  for (const type of PassengerType.values) {
    const entered = (rows ?? []).filter((row) => row?.passengerType === type).length;
    if (entered > limits[type]) return `${PassengerType.label(type)}名单${entered}人，超过预订的${limits[type]}人`;
  }
  return undefined;
}

function CountsText({ counts }: { counts: PassengerCounts; value?: number; id?: string }) {
  return (
    <Typography.Text>
      成人{counts.adultCount} 儿童{counts.childCount} 婴儿{counts.infantCount}（占座{counts.adultCount + counts.childCount}人）
    </Typography.Text>
  );
}

function CreateScreen({ state, counts, reads }: { state: BookingState; counts: PassengerCounts; reads: GroupReads }) {
  const navigate = useNavigate();
  const user = useSessionUser();
  const quote = useQuery(groupQuoteQuery(reads.quote));
  const [form] = Form.useForm<CreateValues>();
  const draft = useFormDraft(form, 'temp-create');
  const names = Form.useWatch('names', form);
  const total = counts.adultCount + counts.childCount + counts.infantCount;
  const priceSearch = tempGroupFlow.href('price', state);

  const refusals = useCreateRefusals({
    staleKey: tempGroupKeys.all,
    chooseAgain: tempGroupFlow.href('flights', { trip: state.trip, count: reads.flights.groupCount }),
    updated: '团队运价已更新',
    refetchQuote: quote.refetch,
  });
  const create = useWrite(createTempGroup, {
    form,
    draft,
    fieldErrors: FIELD_ERRORS,
    onSuccess: ({ order }, input) => {
      rememberPassengers(input.passengers ?? []);
      void navigate(href('teamOrderDetail', { orderNo: order.orderNo }));
    },
    onError: refusals.onError,
  });

  const onFinish = (values: CreateValues) => {
    if (!quote.data) return;
    const passengers = values.names === 'now' ? (values.passengers ?? []).map(toPassengerInput) : [];
    create.submit({
      selections: reads.quote.selections,
      ...counts,
      groupName: (values.groupName ?? '').trim(),
      contact: toOrderContact(values.contact),
      ...(passengers.length > 0 ? { passengers } : {}),
      ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
      expectedTotal: quote.data.totalAmount,
    });
  };

  return (
    <Page extra={<ButtonLink to={priceSearch}>返回修改人数</ButtonLink>}>
      <FlowSteps flow={tempGroupFlow} current="create" />
      <Form<CreateValues>
        form={form}
        layout="vertical"
        initialValues={{ names: 'later', contact: contactOfUser(user), groupCount: counts.adultCount + counts.childCount }}
        onValuesChange={draft.onValuesChange}
        onFinish={onFinish}
        scrollToFirstError
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <ChosenFlights request={reads.flights} selections={reads.quote.selections} />

          <GroupDetailsCard
            placeholder="如 华东师大成都研学团"
            namesHere
            aside={
              <Form.Item name="groupCount" label="团队人数">
                <CountsText counts={counts} />
              </Form.Item>
            }
          />

          <Card title="旅客名单">
            <Form.Item name="names" label="名单录入">
              <Radio.Group
                options={[
                  { value: 'later', label: '稍后录入' },
                  { value: 'now', label: '现在录入' },
                ]}
              />
            </Form.Item>
            <Typography.Paragraph type="secondary">
              名单可在订单详情中录入、导入或修改，全部名单须在起飞前{TEMP_GROUP.namesHoursBefore}小时录入完毕
              {quote.data ? `（截止 ${formatDateTime(quote.data.nameDeadline)}）` : ''}。
            </Typography.Paragraph>
            {names === 'now' && (
              <Form.List
                name="passengers"
                rules={[{ validator: (_rule, rows: PassengerRowValues[] | undefined) => rejectIf(namesProblem(rows, counts)) }]}
              >
                {(fields, { add, remove }, { errors }) => (
                  <>
                    {fields.map((field) => (
                      <div key={field.key}>
                        <Typography.Text strong>旅客{field.name + 1}</Typography.Text>
                        <PassengerFields
                          listName="passengers"
                          index={field.name}
                          departureDate={state.trip.date}
                          typeEditable
                          actions={
                            <Button aria-label={`删除旅客${field.name + 1}`} icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                          }
                        />
                      </div>
                    ))}
                    <Form.ErrorList errors={errors} />
                    <Space wrap>
                      <Button icon={<PlusOutlined />} disabled={fields.length >= total} onClick={() => add(emptyPassenger('ADT'))}>
                        添加旅客（{fields.length}/{total}）
                      </Button>
                      <ListPassengerPicker
                        listName="passengers"
                        room={(rows) => total - rows.length}
                        onPick={(picked) => {
                          picked.forEach((passenger) => add(rowFromInput(passenger)));
                          draft.onValuesChange({}, form.getFieldsValue(true) as CreateValues);
                        }}
                      />
                    </Space>
                  </>
                )}
              </Form.List>
            )}
          </Card>

          <Card title="团队运价与付款期限" loading={quote.isPending}>
            <QuoteOutcome
              quote={quote}
              inPlace={QUOTE_IN_PLACE_CODES}
              action={<ButtonLink to={priceSearch}>返回修改</ButtonLink>}
              notice={refusals.priceNotice}
            >
              {(data) => <GroupQuoteSummary quote={data} />}
            </QuoteOutcome>
          </Card>

          <SubmitWithTotal label="团队总价" quote={quote} pending={create.isPending}>
            提交预订（占座）
          </SubmitWithTotal>
        </Space>
      </Form>
    </Page>
  );
}

function rejectIf(problem: string | undefined): Promise<void> {
  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
}
