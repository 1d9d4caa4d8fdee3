import { Alert, App, Form, Input } from 'antd';
import { INVOICE_CANCEL_REASON_MAX, InvoicePushChannel } from '@/domain/invoice';
import type { InvoiceSummary } from '@/lib/gateway';
import { useFormDraft } from '@/lib/drafts';
import { useWrite } from '@/lib/mutation-kit';
import { cancelItinerary, pushItinerary } from './api';
import { DEFAULT_PUSH, PushFields, toPush, type PushValues } from './push-fields';
import { FormModal } from '@/components/form-modal';

interface DialogProps {
  invoice: Pick<InvoiceSummary, 'invoiceNo' | 'buyerName' | 'serialNo'>;
  onClose: () => void;
}

/** Repeat push of a printed itinerary to an email or a phone. */
export function PushDialog({ invoice, onClose }: DialogProps) {
  const [form] = Form.useForm<PushValues>();
  const draft = useFormDraft(form, `itinerary-push-${invoice.invoiceNo}`);
  const { message } = App.useApp();
  const push = useWrite(pushItinerary, {
    draft,
    onSuccess: (_, { push: sent }) => {
      void message.success(`行程单 ${invoice.invoiceNo} 已重新推送至${InvoicePushChannel.label(sent.channel)} ${sent.target}`);
      onClose();
    },
  });
  return (
    <FormModal
      form={form}
      open
      title={`重新推送：行程单 ${invoice.invoiceNo}`}
      okText="推送"
      cancelText="取消"
      confirmLoading={push.isPending}
      onCancel={onClose}
    >
      <Form<PushValues>
        form={form}
        layout="vertical"
        name="itinerary-push"
        initialValues={DEFAULT_PUSH}
        onValuesChange={draft.onValuesChange}
        onFinish={(values) => push.submit({ invoiceNo: invoice.invoiceNo, push: toPush(values) })}
      >
        <PushFields />
      </Form>
    </FormModal>
  );
}

/** Cancel (reversal, 冲红) with a reason: WAIT_CANCEL until the tax platform completes it. */
export function CancelDialog({ invoice, onClose }: DialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const draft = useFormDraft(form, `itinerary-cancel-${invoice.invoiceNo}`);
  const { message } = App.useApp();
  const cancel = useWrite(cancelItinerary, {
    draft,
    onSuccess: () => {
      void message.success(`行程单 ${invoice.invoiceNo} 已申请冲红，完成后所含客票可重新开具`);
      onClose();
    },
  });
  return (
    <FormModal
      form={form}
      open
      title={`冲红：行程单 ${invoice.invoiceNo}`}
      okText="确认冲红"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={cancel.isPending}
      onCancel={onClose}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={`冲红后发票号码 ${invoice.serialNo ?? ''} 作废（购买方 ${invoice.buyerName}），冲红完成后所含客票可重新开具。`}
      />
      <Form<{ reason: string }>
        form={form}
        layout="vertical"
        name="itinerary-cancel"
        onValuesChange={draft.onValuesChange}
        onFinish={({ reason }) => cancel.submit({ invoiceNo: invoice.invoiceNo, reason: reason.trim() })}
      >
        <Form.Item name="reason" label="冲红原因" rules={[{ required: true, whitespace: true, message: '请输入冲红原因' }]}>
          <Input.TextArea rows={3} maxLength={INVOICE_CANCEL_REASON_MAX} showCount placeholder="如：购买方信息有误" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
