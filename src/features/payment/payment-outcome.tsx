import type { ReactNode } from 'react';
import { Alert, App, Button, Card, Descriptions, Result, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime, formatFen } from '@/domain/format';
import { MilestoneKind } from '@/domain/order';
import { FEN_PER_POINT, PayableKind, PaymentStatus, PayMethod } from '@/domain/payment';
import { BizRequestError, type Payment, type PaymentNext } from '@/lib/gateway';
import { useWrite } from '@/lib/mutation-kit';
import { EntityActions } from '@/components/actions/entity-actions';
import { PAYMENT_ACTIONS } from '@/components/actions/registry';
import { ButtonLink } from '@/components/button-link';
import { repeatedRefund } from './api';
import { PAYABLE_SCREENS } from './payable-kinds';
import type { PaymentFollow } from './follow';

/*
 * A payment's outcome, shared by the areas' result pages and the stand-alone cashier's: the state as
 * it settles, the payment's facts, and the next step the caller offers (back to the order, pay the
 * balance, issue tickets, return to the page that linked in).
 */

export interface NextSteps {
  /** The order's detail, when the user's area shows it. */
  orderHref?: string;
  /** Pay again, or pay what is due next (a balance after a deposit). */
  payHref?: string;
  /** The refunds list (a repeated payment's refund). */
  refundsHref?: string;
  /** The page that linked in (the stand-alone cashier). */
  backHref?: string;
}

function describePayment(payment: Payment, orderHref: string | undefined) {
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'paymentNo', label: '支付单号', children: <Typography.Text copyable>{payment.paymentNo}</Typography.Text> },
    {
      key: 'status',
      label: '状态',
      children: <Tag color={PaymentStatus.color(payment.status)}>{PaymentStatus.label(payment.status)}</Tag>,
    },
    {
      key: 'kind',
      label: '款项',
      children: `${PayableKind.label(payment.payableKind)}${payment.milestone ? ` · ${MilestoneKind.label(payment.milestone)}` : ''}`,
    },
    { key: 'orderNo', label: '订单号', children: orderHref ? <Link to={orderHref}>{payment.orderNo}</Link> : payment.orderNo },
    { key: 'method', label: '支付方式', children: `${PayMethod.label(payment.method)}${payment.bankName ? ` · ${payment.bankName}` : ''}` },
    { key: 'amount', label: '支付金额', children: <Typography.Text strong>{formatFen(payment.amount)}</Typography.Text> },
  ];
  if (payment.payableNo !== payment.orderNo) items.splice(3, 0, { key: 'payableNo', label: '款项编号', children: payment.payableNo });
  if (payment.points > 0)
    items.push({ key: 'points', label: '红包抵扣', children: `${payment.points} 分（${formatFen(payment.points * FEN_PER_POINT)}）` });
  items.push({ key: 'created', label: '提交时间', children: formatDateTime(payment.createTime) });
  if (payment.finishTime) items.push({ key: 'finished', label: '完成时间', children: formatDateTime(payment.finishTime) });
  return items;
}

/** The repeated payment's refund, asked for here: the message, then where its progress shows. */
function useRepeatedRefund() {
  const { message } = App.useApp();
  return useWrite(repeatedRefund, {
    onSuccess: (answer) => void message.success(`已申请重复支付退款 ${answer.refundNo}，${formatFen(answer.amount)} 将原路退回`),
  });
}

/** What the order owes or waits for now, as the gateway answered with the payment. */
function nextText(next: PaymentNext): string {
  switch (next.kind) {
    case 'PAY':
      return `仍需支付${MilestoneKind.label(next.milestone)} ${formatFen(next.amount)}，截止 ${formatDateTime(next.deadline)}。`;
    case 'ISSUE_TICKETS':
      return `订单已付清，已录入名单的 ${next.count} 位旅客可以出票。`;
    case 'NAMES':
      return `订单已付清，还差 ${next.missing} 人的名单，请在 ${formatDateTime(next.deadline)} 前录入后出票。`;
    case 'AIRLINE_TICKETING':
      return `订单已付清，航空公司将在 ${formatDateTime(next.deadline)} 前自动出票，无需其他操作；出票后票号显示在订单中。`;
    case 'TICKETED':
      return '订单已全部出票。';
  }
}

/** What to do next once the payment has succeeded. */
function successSteps(payment: Payment, steps: NextSteps): { text: string; actions: ReactNode[] } {
  const actions: ReactNode[] = [];
  const next = payment.next;
  let text = '';
  if (PAYABLE_SCREENS[payment.payableKind].nextSteps) {
    text = next ? nextText(next) : '';
    if (next?.kind === 'PAY' && steps.payHref) {
      actions.push(
        <ButtonLink key="pay" to={steps.payHref} type="primary">
          支付{MilestoneKind.label(next.milestone)}
        </ButtonLink>,
      );
    }
    const orderAction = next?.kind === 'ISSUE_TICKETS' ? '去出票' : next?.kind === 'NAMES' ? '录入名单' : undefined;
    if (orderAction && steps.orderHref) {
      actions.push(
        <ButtonLink key="order-action" to={steps.orderHref} type="primary">
          {orderAction}
        </ButtonLink>,
      );
    }
  } else {
    text = PAYABLE_SCREENS[payment.payableKind].paidText(payment);
  }
  if (steps.orderHref)
    actions.push(
      <ButtonLink key="order" to={steps.orderHref}>
        查看订单
      </ButtonLink>,
    );
  if (steps.backHref)
    actions.push(
      <ButtonLink key="back" to={steps.backHref}>
        返回
      </ButtonLink>,
    );
  return { text, actions };
}

/**
 * What the result says of the payment as it stands; a success also brings the order's next steps (links
 * to its screens). The gateway's actions (a refund, a new payment) are the registry's.
 */
function outcomeWords(
  payment: Payment,
  follow: PaymentFollow,
  steps: NextSteps,
): { status: 'info' | 'warning' | 'success' | 'error'; title: string; subTitle: string; actions?: ReactNode[] } {
  switch (payment.status) {
    case 'PENDING': {
      const waiting =
        payment.method === 'B2B'
          ? `企业网银付款已提交${payment.bankName ? `至${payment.bankName}` : ''}，等待银行确认到账。`
          : '等待支付平台返回结果。';
      return {
        status: 'info',
        title: '支付处理中',
        subTitle: follow.following
          ? `${waiting}页面会自动刷新结果（${Math.round((follow.nextInMs ?? 0) / 1000)} 秒后再次查询）。`
          : `${waiting}暂未查询到最终结果，请稍后刷新。`,
      };
    }
    case 'SUCCESS': {
      if (payment.repeated) {
        return {
          status: 'warning',
          title: '重复支付',
          subTitle: `该款项此前已经支付，本笔 ${formatFen(payment.amount)} 为重复支付，将全额退回原支付方式。`,
        };
      }
      const next = successSteps(payment, steps);
      return { status: 'success', title: '支付成功', subTitle: `已支付 ${formatFen(payment.amount)}。${next.text}`, actions: next.actions };
    }
    default:
      return {
        status: 'error',
        title: payment.status === 'CLOSED' ? '支付已关闭' : '支付失败',
        subTitle: payment.failReason ?? '本次支付未完成，未扣款。',
      };
  }
}

/** A result page opened without a payment number: say so, and offer what there is to pay. */
export function NoPaymentNamed({ payHref, homeHref }: { payHref: string; homeHref?: string }) {
  return (
    <Card>
      <Result
        status="info"
        title="未指定支付单"
        subTitle="地址中没有支付单号，无法显示支付结果。可以查看当前待支付的款项，或在订单中查看付款记录。"
        extra={
          <Space wrap>
            <ButtonLink type="primary" to={payHref}>
              查看待支付款项
            </ButtonLink>
            {homeHref && <ButtonLink to={homeHref}>返回首页</ButtonLink>}
          </Space>
        }
      />
    </Card>
  );
}

/** The outcome of a followed payment. */
export function PaymentOutcome({ follow, steps }: { follow: PaymentFollow; steps: NextSteps }) {
  const { payment, error } = follow;
  const refund = useRepeatedRefund();
  if (!payment) {
    const message = error instanceof BizRequestError ? (error.errorMsg ?? error.message) : error instanceof Error ? error.message : '';
    return (
      <Result
        status="error"
        title="支付结果查询失败"
        subTitle={message}
        extra={
          <Button type="primary" onClick={follow.restart}>
            重新查询
          </Button>
        }
      />
    );
  }

  const words = outcomeWords(payment, follow, steps);
  const result = (
    <Result
      status={words.status}
      title={words.title}
      subTitle={words.subTitle}
      extra={
        <Space wrap>
          {follow.gaveUp && (
            <Button type="primary" onClick={follow.restart}>
              刷新
            </Button>
          )}
          <EntityActions
            kit={PAYMENT_ACTIONS}
            entity={payment}
            handlers={{
              ...(refund.isSuccess ? {} : { REFUND_REPEATED: () => refund.submit({ paymentNo: payment.paymentNo }) }),
              ...(steps.payHref ? { PAY_AGAIN: { to: steps.payHref } } : {}),
            }}
            busy={{ REFUND_REPEATED: refund.isPending }}
          />
          {refund.isSuccess &&
            (steps.refundsHref ? (
              <Link to={steps.refundsHref}>查看退款进度</Link>
            ) : (
              <Typography.Text type="secondary">已申请退款</Typography.Text>
            ))}
          {words.actions}
          {!words.actions && steps.orderHref && <ButtonLink to={steps.orderHref}>查看订单</ButtonLink>}
          {!words.actions && steps.backHref && <ButtonLink to={steps.backHref}>返回</ButtonLink>}
        </Space>
      }
    />
  );

  return (
    <>
      {error != null && (
        <Alert
          type="warning"
          showIcon
          title="查询支付结果失败，将自动重试"
          description={error instanceof Error ? error.message : undefined}
        />
      )}
      <Card>{result}</Card>
      <Card title="支付信息">
        <Descriptions size="small" column={{ xs: 1, md: 2 }} items={describePayment(payment, steps.orderHref)} />
      </Card>
    </>
  );
}
