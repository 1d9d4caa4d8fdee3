import { useEffect, useRef, useState, type Dispatch, type ReactNode, type RefObject, type SetStateAction } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, InputNumber, Modal, Radio, Result, Select, Space, Typography } from 'antd';
import type { FormInstance, RadioGroupProps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useReadAgainAt } from '@/lib/detail-kit';
import { Link, useNavigate } from 'react-router-dom';
import { ROUTES, type UserArea } from '@/config/routes';
import { formatDateTime, formatFen, formatFenInCapitals } from '@/domain/format';
import { MilestoneKind, type AncillaryType } from '@/domain/order';
import { FEN_PER_POINT, PayableKind, PayMethod, PREPAID_FROZEN_NOTE, type PayResultStatus } from '@/domain/payment';
import { ButtonLink } from '@/components/button-link';
import { Countdown } from '@/components/countdown';
import { BizRequestError, ERRORS, type Payable, type Payment, type PayMethodOption, type PayRequest } from '@/lib/gateway';
import { useWrite } from '@/lib/mutation-kit';
import { resultStatusOf, type PayableRef } from '@/lib/pay-links';
import { afterPayment, methodsQuery, pay, payableQuery, refreshPayable, type PayInput } from './api';
import { cashier } from './leave';
import { PAYABLE_SCREENS } from './payable-kinds';
import { attemptKey, endAttempt, rememberOnlinePayment } from './pay-attempt';
import { useOrderHref } from '@/components/order-no-link';

/*
 * Paying one payable: what is due and what it covers, its deadline, the methods offered (unavailable
 * ones disabled with the reason), the prepaid account, red-packet points as a deduction, then a
 * confirmation with the amount in Chinese capitals, and the payment. Shared by the areas' payment
 * screens and the stand-alone cashier (/pay), which differ only in where results go.
 */

export interface PayFormProps {
  area: UserArea;
  payableRef: PayableRef;
  /** ANCILLARY: the item's type, as the page that linked in named it. */
  ancillaryType?: AncillaryType;
  /** The result page of a payment. */
  resultHref: (status: PayResultStatus, paymentNo: string) => string;
  /** ONLINE: where the cashier returns; absent, the gateway's own (the area's result page). */
  returnPath?: string;
  /** Where to go when there is nothing (more) to pay here. */
  backHref?: string;
}

interface PayValues {
  method?: PayMethodOption['method'];
  bankCode?: string;
  points?: number | null;
}

interface Attempt {
  input: PayInput;
  /** The call failed without an answer (a timeout, the network): the result is not known. */
  unanswered: boolean;
}

/** The payable's own number, shown beside the order when it is not the order itself. */
function payableLabel(payable: Payable): string {
  const kind = PayableKind.label(payable.kind);
  return payable.milestone ? `${kind} · ${MilestoneKind.label(payable.milestone)}` : kind;
}

/** The payable read failed: nothing is due, it is paid, the deadline has passed, or the call failed. */
function PayableProblem({
  error,
  area,
  payableRef,
  backHref,
  onRetry,
}: {
  error: unknown;
  area: UserArea;
  payableRef: PayableRef;
  backHref?: string;
  onRetry: () => void;
}) {
  const code = error instanceof BizRequestError ? error.errorCode : undefined;
  const message = error instanceof BizRequestError ? (error.errorMsg ?? error.message) : error instanceof Error ? error.message : '';
  const orderHref = useOrderHref();
  const order = PAYABLE_SCREENS[payableRef.payableKind].isOrder ? orderHref(payableRef.payableNo) : undefined;
  const back = backHref ?? order ?? (area === 'agent' ? ROUTES.agentHome.path : ROUTES.normalHome.path);
  const links = (
    <Space wrap>
      {order && <ButtonLink to={order}>查看订单</ButtonLink>}
      {back !== order && <ButtonLink to={back}>返回</ButtonLink>}
    </Space>
  );
  if (code === ERRORS.ALREADY_PAID.code) return <Result status="success" title="该款项已支付" subTitle="无需重复支付。" extra={links} />;
  if (code === ERRORS.PAYMENT_DEADLINE_PASSED.code)
    return <Result status="warning" title="已过付款截止时间" subTitle={message} extra={links} />;
  if (code === ERRORS.PAYABLE_NOT_FOUND.code) return <Result status="warning" title="没有待支付的款项" subTitle={message} extra={links} />;
  return (
    <Result
      status="error"
      title="待支付款项加载失败"
      subTitle={message}
      extra={
        <Space wrap>
          <Button type="primary" onClick={onRetry}>
            重新加载
          </Button>
          {links}
        </Space>
      }
    />
  );
}

/** The amount the user is about to pay, as every step of the payment shows it. */
function PayAmount({ fen }: { fen: number }) {
  return (
    <Typography.Text strong type="danger" className="pay-amount">
      {formatFen(fen)}
    </Typography.Text>
  );
}

function PayableCard({ payable, resultHref }: { payable: Payable; resultHref: PayFormProps['resultHref'] }) {
  const order = useOrderHref()(payable.orderNo);
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'kind', label: '款项', children: payableLabel(payable) },
    { key: 'covers', label: '说明', children: payable.covers },
    { key: 'title', label: '订单', children: payable.title },
    {
      key: 'orderNo',
      label: '订单号',
      children: order ? <Link to={order}>{payable.orderNo}</Link> : payable.orderNo,
    },
  ];
  if (payable.payableNo !== payable.orderNo) items.push({ key: 'payableNo', label: '款项编号', children: payable.payableNo });
  if (payable.deadline) {
    items.push({
      key: 'deadline',
      label: '付款截止',
      children: (
        <Space size={8} wrap>
          <span>{formatDateTime(payable.deadline)}</span>
          <Countdown deadline={payable.deadline} />
        </Space>
      ),
    });
  }
  items.push({
    key: 'amount',
    label: '应付金额',
    children: <PayAmount fen={payable.amount} />,
  });
  return (
    <Card title="待支付款项">
      {payable.pendingPaymentNo && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`该款项有一笔支付正在处理中（${payable.pendingPaymentNo}），请勿重复支付`}
          action={<ButtonLink to={resultHref('pending', payable.pendingPaymentNo)}>查看支付进度</ButtonLink>}
        />
      )}
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />
    </Card>
  );
}

/** The methods as radio buttons; Form.Item hands it the value and onChange. */
function MethodChoice({
  methods,
  ...control
}: {
  methods: readonly PayMethodOption[];
  value?: string;
  onChange?: RadioGroupProps['onChange'];
}) {
  return (
    <Radio.Group aria-label="支付方式" {...control}>
      <Space orientation="vertical">
        {methods.map((option) => (
          <Radio key={option.method} value={option.method} disabled={!option.available}>
            {option.name}
            {!option.available && option.unavailableReason && (
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                （{option.unavailableReason}）
              </Typography.Text>
            )}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}

function Confirmation({
  attempt,
  payable,
  methods,
  paying,
  onConfirm,
  onClose,
}: {
  attempt: Attempt;
  payable: Payable;
  methods: readonly PayMethodOption[];
  paying: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { request } = attempt.input;
  const option = methods.find((candidate) => candidate.method === request.method);
  const bank = option?.banks?.find((candidate) => candidate.code === request.bankCode);
  return (
    <Modal
      open
      title="确认支付"
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Space>
          <Button onClick={onClose}>返回修改</Button>
          <Button type="primary" loading={paying} onClick={onConfirm}>
            确认支付
          </Button>
        </Space>
      }
    >
      {attempt.unanswered && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="未收到支付结果"
          description="网络异常，暂不能确认这笔支付是否完成。再次点击“确认支付”会继续同一笔支付，不会重复扣款。"
        />
      )}
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          { key: 'kind', label: '款项', children: `${payableLabel(payable)}（${payable.covers}）` },
          { key: 'orderNo', label: '订单号', children: payable.orderNo },
          { key: 'method', label: '支付方式', children: `${PayMethod.label(request.method)}${bank ? ` · ${bank.name}` : ''}` },
          ...(request.points > 0
            ? [{ key: 'points', label: '红包抵扣', children: `${request.points} 分（${formatFen(request.points * FEN_PER_POINT)}）` }]
            : []),
          {
            key: 'amount',
            label: '支付金额',
            children: <PayAmount fen={request.expectedAmount} />,
          },
          { key: 'capitals', label: '金额大写', children: formatFenInCapitals(request.expectedAmount) },
        ]}
      />
    </Modal>
  );
}

interface PayDetailsProps {
  payable: Payable;
  methods: readonly PayMethodOption[];
  props: PayFormProps;
  /** The gateway said another amount is due: its message, kept while the payable is read again. */
  amountNotice: string | null;
  setAmountNotice: (notice: string | null) => void;
}

/**
 * The dialog unmounts as it closes (antd would return focus only after its closing motion): focus goes
 * back to 去支付 once it is gone (its focus lock is released then), not to <body>.
 */
function useFocusBackToPayButton(attempt: Attempt | null, setAttempt: (attempt: Attempt | null) => void) {
  const payButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!returnFocus.current || attempt) return;
    returnFocus.current = false;
    payButton.current?.focus();
  }, [attempt]);
  const backToForm = () => {
    returnFocus.current = true;
    setAttempt(null);
  };
  return { payButton, backToForm };
}

/** The payment call and what each answer leads to: a refusal, no answer, the cashier or the result page. */
function usePaymentWrite({
  form,
  payable,
  props: { area, payableRef, resultHref },
  setAmountNotice,
  setAttempt,
  setAnswered,
}: {
  form: FormInstance<PayValues>;
  payable: Payable;
  props: PayFormProps;
  setAmountNotice: (notice: string | null) => void;
  setAttempt: Dispatch<SetStateAction<Attempt | null>>;
  setAnswered: (answered: boolean) => void;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const orderHref = useOrderHref();
  const queryClient = useQueryClient();
  const refresh = () => refreshPayable(queryClient, area, payableRef);
  return useWrite(pay, {
    form,
    fieldErrors: {
      [ERRORS.PREPAID_INSUFFICIENT.code]: 'method',
      [ERRORS.PAY_METHOD_UNAVAILABLE.code]: 'method',
      [ERRORS.POINTS_INVALID.code]: 'points',
    },
    onBizError: {
      [ERRORS.PREPAID_INSUFFICIENT.code]: () => void refresh(),
      [ERRORS.PAY_METHOD_UNAVAILABLE.code]: () => void refresh(),
      [ERRORS.POINTS_INVALID.code]: () => void refresh(),
      // Another amount is due now (a release, a change of milestone): a second look before paying.
      [ERRORS.PAY_AMOUNT_CHANGED.code]: (error) => {
        setAmountNotice(error.errorMsg ?? ERRORS.PAY_AMOUNT_CHANGED.message);
        void refresh();
      },
      // A payment of this payable is under way (another tab, an earlier attempt): follow it.
      [ERRORS.PAYMENT_IN_PROGRESS.code]: () => {
        void message.info('该款项已有一笔支付在处理中，正在为您查看它的进度');
        void queryClient.fetchQuery({ ...payableQuery(payableRef), staleTime: 0 }).then(
          (fresh) => {
            if (fresh.pendingPaymentNo) void navigate(resultHref('pending', fresh.pendingPaymentNo));
          },
          () => undefined,
        );
      },
      // Paid meanwhile (another tab, a late bank confirmation): to the order, or the page says so.
      [ERRORS.ALREADY_PAID.code]: () => {
        void message.success('该款项已支付，无需重复支付');
        afterPayment(queryClient);
        const order = orderHref(payable.orderNo);
        if (order) void navigate(order);
        else void refresh();
      },
      [ERRORS.PAYMENT_DEADLINE_PASSED.code]: (error) => {
        void message.error(error.errorMsg ?? ERRORS.PAYMENT_DEADLINE_PASSED.message);
        void refresh();
      },
    },
    onSuccess: (answer: Payment, input) => {
      setAnswered(true);
      endAttempt(payableRef, input.request.idempotencyKey);
      afterPayment(queryClient, answer);
      if (answer.status === 'PENDING' && answer.method === 'ONLINE' && answer.cashierUrl) {
        rememberOnlinePayment(answer.paymentNo);
        cashier.open(answer.cashierUrl);
        return;
      }
      void navigate(resultHref(resultStatusOf(answer.status), answer.paymentNo));
    },
    onError: (error, input) => {
      if (error instanceof BizRequestError) {
        // A refusal ends the attempt: nothing was paid under its key.
        endAttempt(payableRef, input.request.idempotencyKey);
        setAttempt(null);
      } else {
        // No answer: the payment may have gone through. The same key goes again with the retry.
        setAttempt((current) => (current ? { ...current, unanswered: true } : current));
      }
    },
  });
}

/** Red-packet points as a deduction, up to what this payable allows and the account holds. */
function PointsField({ pointsBalance, maxPoints }: { pointsBalance: number; maxPoints: number }) {
  return (
    <Form.Item
      name="points"
      label="红包积分抵扣"
      extra={
        maxPoints > 0
          ? `可用积分 ${pointsBalance} 分，本次最多可用 ${maxPoints} 分（100 分 = 1 元）`
          : `可用积分 ${pointsBalance} 分，本次不可使用`
      }
      rules={[
        {
          validator: (_, value: number | null | undefined) =>
            value == null || (Number.isInteger(value) && value >= 0 && value <= maxPoints)
              ? Promise.resolve()
              : Promise.reject(new Error(`本次最多可用 ${maxPoints} 分`)),
        },
      ]}
    >
      <InputNumber
        aria-label="红包积分抵扣"
        min={0}
        max={maxPoints}
        precision={0}
        step={100}
        suffix="分"
        disabled={maxPoints === 0}
        style={{ width: 220 }}
      />
    </Form.Item>
  );
}

/** The form: prepaid balance, method (and bank), points, what is paid in the end, and 去支付. */
function PayMethodCard({
  form,
  payable,
  methods,
  chosen,
  firstAvailable,
  maxPoints,
  deduction,
  toPay,
  blocked,
  payButton,
  onFinish,
}: {
  form: FormInstance<PayValues>;
  payable: Payable;
  methods: readonly PayMethodOption[];
  chosen: PayMethodOption | undefined;
  firstAvailable: PayMethodOption['method'] | undefined;
  maxPoints: number;
  deduction: number;
  toPay: number;
  blocked: boolean;
  payButton: RefObject<HTMLButtonElement | null>;
  onFinish: (values: PayValues) => void;
}) {
  return (
    <Card title="支付方式">
      <Form<PayValues>
        form={form}
        layout="vertical"
        initialValues={{ method: firstAvailable, points: 0 }}
        onFinish={onFinish}
        disabled={blocked}
      >
        {payable.prepaid && (
          <Descriptions
            size="small"
            style={{ marginBottom: 16 }}
            items={[
              { key: 'balance', label: '预存款可用余额', children: formatFen(payable.prepaid.balance) },
              { key: 'frozen', label: '冻结金额', children: `${formatFen(payable.prepaid.frozen)}（${PREPAID_FROZEN_NOTE}）` },
            ]}
          />
        )}
        <Form.Item name="method" label="支付方式" rules={[{ required: true, message: '请选择支付方式' }]}>
          <MethodChoice methods={methods} />
        </Form.Item>
        {chosen?.banks && (
          <Form.Item name="bankCode" label="付款银行" rules={[{ required: true, message: '请选择付款银行' }]}>
            <Select
              aria-label="付款银行"
              placeholder="请选择企业网银所在银行"
              style={{ maxWidth: 320 }}
              options={chosen.banks.map((bank) => ({ value: bank.code, label: bank.name }))}
            />
          </Form.Item>
        )}
        {payable.pointsBalance > 0 && <PointsField pointsBalance={payable.pointsBalance} maxPoints={maxPoints} />}
        <Space size={24} wrap align="center">
          <Typography.Text>
            应付 {formatFen(payable.amount)}
            {deduction > 0 && ` − 红包抵扣 ${formatFen(deduction)}`}，实付 <PayAmount fen={toPay} />
          </Typography.Text>
          <Button ref={payButton} type="primary" htmlType="submit" size="large">
            去支付
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

function PayDetails({ payable, methods, props, amountNotice, setAmountNotice }: PayDetailsProps) {
  const { payableRef, resultHref, returnPath } = props;
  // The gateway names an ancillary item's type; a page linking in may name it too.
  const ancillaryType = payable.ancillaryType ?? props.ancillaryType;
  const [form] = Form.useForm<PayValues>();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  // Once the gateway has answered, the confirmation stays busy until the page moves on: a late click
  // would only ask again under the same key.
  const [answered, setAnswered] = useState(false);
  const method = Form.useWatch('method', form);
  const points = Form.useWatch('points', form) ?? 0;
  const chosen = methods.find((option) => option.method === method);
  const firstAvailable = methods.find((option) => option.available)?.method;
  const maxPoints = Math.max(0, Math.min(payable.maxPoints, payable.pointsBalance));
  const deduction = Math.min(maxPoints, Math.max(0, Math.floor(points))) * FEN_PER_POINT;
  const toPay = payable.amount - deduction;

  const { payButton, backToForm } = useFocusBackToPayButton(attempt, setAttempt);
  const payment = usePaymentWrite({ form, payable, props, setAmountNotice, setAttempt, setAnswered });

  const open = (values: PayValues) => {
    if (!values.method) return;
    const usedPoints = Math.min(maxPoints, Math.max(0, Math.floor(values.points ?? 0)));
    const content: Omit<PayRequest, 'idempotencyKey'> = {
      payableKind: payable.kind,
      payableNo: payable.payableNo,
      ...(payable.milestone ? { milestone: payable.milestone } : {}),
      method: values.method,
      points: usedPoints,
      expectedAmount: payable.amount - usedPoints * FEN_PER_POINT,
      ...(values.method === 'B2B' && values.bankCode ? { bankCode: values.bankCode } : {}),
      ...(values.method === 'ONLINE' && returnPath ? { returnPath } : {}),
    };
    setAmountNotice(null);
    const request: PayRequest = { ...content, idempotencyKey: attemptKey(payableRef, { ...content, ancillaryType }) };
    setAttempt({ input: { request, ...(ancillaryType ? { ancillaryType } : {}) }, unanswered: false });
  };

  const blocked = Boolean(payable.pendingPaymentNo) || !firstAvailable || payable.amount <= 0;

  return (
    <>
      {amountNotice && (
        <Alert
          type="warning"
          showIcon
          title={amountNotice}
          description={`现应支付 ${formatFen(payable.amount)}，请核对后重新确认。`}
          closable
          onClose={() => setAmountNotice(null)}
        />
      )}
      <PayableCard payable={payable} resultHref={resultHref} />
      <PayMethodCard
        form={form}
        payable={payable}
        methods={methods}
        chosen={chosen}
        firstAvailable={firstAvailable}
        maxPoints={maxPoints}
        deduction={deduction}
        toPay={toPay}
        blocked={blocked}
        payButton={payButton}
        onFinish={open}
      />
      {attempt && (
        <Confirmation
          attempt={attempt}
          payable={payable}
          methods={methods}
          paying={payment.isPending || answered}
          onConfirm={() => payment.submit(attempt.input)}
          onClose={backToForm}
        />
      )}
    </>
  );
}

/** The payable and its methods (warmed by the screen's loader), then the form; a problem in their place. */
export function PayForm(props: PayFormProps) {
  const { area, payableRef, backHref } = props;
  const payable = useQuery(payableQuery(payableRef));
  const methods = useQuery(methodsQuery(area, payableRef));
  // Left open past its deadline, the page asks again and shows what the gateway says then.
  useReadAgainAt(payableQuery(payableRef).queryKey, payable.data?.deadline);
  const [amountNotice, setAmountNotice] = useState<string | null>(null);
  if (payable.isError || (methods.isError && !payable.isPending)) {
    return (
      <PayableProblem
        error={payable.error ?? methods.error}
        area={area}
        payableRef={payableRef}
        backHref={backHref}
        onRetry={() => {
          void payable.refetch();
          void methods.refetch();
        }}
      />
    );
  }
  if (!payable.data || !methods.data) return <Card loading title="待支付款项" />;
  // A new amount due (after a refusal) starts the form afresh.
  return (
    <PayDetails
      key={`${payable.data.milestone ?? ''}:${payable.data.amount}`}
      payable={payable.data}
      methods={methods.data}
      props={props}
      amountNotice={amountNotice}
      setAmountNotice={setAmountNotice}
    />
  );
}
