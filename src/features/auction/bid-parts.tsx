import { useState } from 'react';
import { App, Button, Form, InputNumber, Tag, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { BID_ORDER_ACTIONS } from '@/components/actions/registry';
import { ButtonLink } from '@/components/button-link';
import { BidActivityStatus, BidOrderStatus } from '@/domain/auction';
import { FEN_PER_YUAN, formatFen } from '@/domain/format';
import { ERRORS } from '@/lib/gateway';
import { useWrite } from '@/lib/mutation-kit';
import { cancelBid, raiseBid } from './api';
import { FormModal } from '@/components/form-modal';

/** Pieces the activity and the bid order screens share: tags, the price rule, the controls of pay / raise and the cancel write (their actions: the registry's BID_ORDER_ACTIONS). */

export function BidStatusTag({ status }: { status: string }) {
  return <Tag color={BidOrderStatus.color(status)}>{BidOrderStatus.label(status)}</Tag>;
}

export function ActivityStatusTag({ status }: { status: string }) {
  return <Tag color={BidActivityStatus.color(status)}>{BidActivityStatus.label(status)}</Tag>;
}

/** Prices are typed in whole yuan; the gateway takes fen. */
export const toFen = (yuan: number) => Math.round(yuan * FEN_PER_YUAN);

/** A unit price the activity takes (the gateway's own rule, checked first at the field): ≥ the floor, on its step, above `above`. */
export function priceRules(activity: { floorPrice: number; step: number }, above?: number): Rule[] {
  return [
    { required: true, message: '请输入每座出价' },
    {
      validator: (_, value: number | null | undefined) => {
        if (value === null || value === undefined) return Promise.resolve();
        const fen = toFen(value);
        if (fen < activity.floorPrice) return Promise.reject(new Error(`出价不能低于底价${formatFen(activity.floorPrice)}`));
        if ((fen - activity.floorPrice) % activity.step !== 0)
          return Promise.reject(new Error(`出价须为底价${formatFen(activity.floorPrice)}加${formatFen(activity.step)}的整数倍`));
        if (above !== undefined && fen <= above) return Promise.reject(new Error(`加价后的出价须高于当前出价${formatFen(above)}`));
        return Promise.resolve();
      },
    },
  ];
}

/** Refusals about the price belong at the price field. */
export const PRICE_FIELD_ERRORS = {
  [ERRORS.BID_BELOW_FLOOR.code]: 'unitPrice',
  [ERRORS.BID_OFF_STEP.code]: 'unitPrice',
  [ERRORS.BID_RAISE_NOT_HIGHER.code]: 'unitPrice',
} as const;

/** 支付保证金 with the amount it asks, to the kit's payment screen: the bid's own control for PAY_DEPOSIT (small in a row, full size in a page's bar). */
export function PayDepositLink({ ancilOrderNo, amount, inRow = false }: { ancilOrderNo: string; amount: number; inRow?: boolean }) {
  return (
    <ButtonLink
      type="primary"
      size={inRow ? 'small' : undefined}
      to={BID_ORDER_ACTIONS.PAY_DEPOSIT.to!({ ancilOrderNo })}
      aria-label={`支付保证金 ${ancilOrderNo}`}
    >
      支付保证金 {formatFen(amount)}
    </ButtonLink>
  );
}

interface RaiseValues {
  unitPrice: number;
}

/** 加价: a higher unit price on the activity's step, in a dialog (a row's link, or a page's bar button). */
export function RaiseBidButton({
  bid,
  activity,
  link = false,
}: {
  bid: { ancilOrderNo: string; unitPrice: number };
  activity: { floorPrice: number; step: number };
  link?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<RaiseValues>();
  const { message } = App.useApp();
  const raise = useWrite(raiseBid, {
    form,
    fieldErrors: PRICE_FIELD_ERRORS,
    onSuccess: ({ bidOrder }) => {
      setOpen(false);
      void message.success(`已加价至每座${formatFen(bidOrder.unitPrice)}`);
    },
  });
  const suggested = (bid.unitPrice + activity.step) / FEN_PER_YUAN;
  return (
    <>
      <Button
        type={link ? 'link' : 'default'}
        size={link ? 'small' : undefined}
        onClick={() => setOpen(true)}
        aria-label={`加价 ${bid.ancilOrderNo}`}
      >
        加价
      </Button>
      <FormModal
        form={form}
        title={`加价：竞价订单 ${bid.ancilOrderNo}`}
        open={open}
        okText="确认加价"
        cancelText="取消"
        confirmLoading={raise.isPending}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph type="secondary">
          当前每座出价 {formatFen(bid.unitPrice)}，加价幅度 {formatFen(activity.step)}；只能提高，不能降低，保证金不变。
        </Typography.Paragraph>
        <Form
          form={form}
          name={`raise-${bid.ancilOrderNo}`}
          layout="vertical"
          initialValues={{ unitPrice: suggested }}
          onFinish={(values) => raise.submit({ ancilOrderNo: bid.ancilOrderNo, unitPrice: toFen(values.unitPrice) })}
        >
          <Form.Item name="unitPrice" label="新的每座出价（元）" rules={priceRules(activity, bid.unitPrice)}>
            <InputNumber min={0} precision={0} step={activity.step / FEN_PER_YUAN} style={{ width: 200 }} />
          </Form.Item>
        </Form>
      </FormModal>
    </>
  );
}

/** 取消竞价 before the end (the kit asks first, saying what comes back): the handler for any bid of the screen. */
export function useCancelBid() {
  const { message } = App.useApp();
  const [cancelling, setCancelling] = useState<string>();
  const cancel = useWrite(cancelBid, {
    onSuccess: (_, { ancilOrderNo }) => void message.success(`竞价订单 ${ancilOrderNo} 已取消`),
  });
  return {
    cancel: (bid: { ancilOrderNo: string; cancelRefund?: number }) => {
      setCancelling(bid.ancilOrderNo);
      cancel.submit({ ancilOrderNo: bid.ancilOrderNo, expectedRefund: bid.cancelRefund ?? 0 });
    },
    busy: (ancilOrderNo: string) => cancel.isPending && cancelling === ancilOrderNo,
  };
}
