import { useState } from 'react';
import { App, Button, DatePicker, Form, Input, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, FEN_PER_YUAN, formatFen } from '@/domain/format';
import { ERRORS, type BizRequestError, type UploadProgress } from '@/lib/gateway';
import { gatewayDayjs } from '@/lib/dates';
import { useFormDraft } from '@/lib/drafts';
import { useWrite } from '@/lib/mutation-kit';
import { ImageField } from '@/components/image-field';
import { UploadProgressLine } from '@/components/upload-progress';
import { applyTopUp } from './api';

export interface TopUpValues {
  /** Yuan, as typed (two decimals at most). */
  amount?: number;
  transferDate?: Dayjs;
  remark?: string;
  /** The compressed voucher as a data URL. */
  voucherImage?: string;
}

type TopUpField = keyof TopUpValues & string;

/** Yuan as typed → integer fen (0.1 + 0.2 style float noise rounded away). */
export const yuanToFen = (yuan: number) => Math.round(yuan * FEN_PER_YUAN);

const TOP_UP_FIELDS: readonly TopUpField[] = ['amount', 'transferDate', 'remark', 'voucherImage'];

/** Which field a TOP_UP_INVALID refusal belongs to: the one its parameters name; the voucher when none. */
export function topUpRefusalField(error: BizRequestError): TopUpField {
  const field = error.params.field;
  return TOP_UP_FIELDS.find((candidate) => candidate === field) ?? 'voucherImage';
}

/** The transfer day cannot be after today on the gateway's clock. */
const isFutureDay = (day: Dayjs) => day.isAfter(gatewayDayjs(), 'day');

/** The top-up application: amount, transfer date, remark and the voucher (compressed, then uploaded with progress). */
export function TopUpForm({ compress }: { compress?: (file: File) => Promise<File> }) {
  const [form] = Form.useForm<TopUpValues>();
  const draft = useFormDraft(form, 'top-up-apply', { exclude: ['voucherImage'] });
  const { message } = App.useApp();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // TOP_UP_INVALID names the field in its detail: shown there instead of the toast.
  const showAtField = (error: BizRequestError) =>
    form.setFields([{ name: topUpRefusalField(error), errors: [error.errorMsg ?? ERRORS.TOP_UP_INVALID.message] }]);
  const apply = useWrite(applyTopUp, {
    draft,
    onBizError: { [ERRORS.TOP_UP_INVALID.code]: showAtField },
    onSuccess: ({ application }) => {
      form.resetFields();
      setProgress(null);
      void message.success(`充值申请 ${application.applicationNo}（${formatFen(application.amount)}）已提交，等待审核`);
    },
    onError: () => setProgress(null),
  });

  const submit = (values: TopUpValues) => {
    setProgress({ loaded: 0, percent: 0 });
    const remark = values.remark?.trim();
    apply.submit({
      amount: yuanToFen(values.amount!),
      transferDate: values.transferDate!.format(DATE_FORMAT),
      voucherImage: values.voucherImage!,
      ...(remark ? { remark } : {}),
      onUploadProgress: setProgress,
    });
  };

  return (
    <Form form={form} layout="vertical" onValuesChange={draft.onValuesChange} onFinish={submit} style={{ maxWidth: 520 }}>
      <Form.Item
        name="amount"
        label="充值金额（元）"
        rules={[
          { required: true, message: '请输入充值金额' },
          {
            validator: (_, value?: number) =>
              value === undefined || value === null || value > 0 ? Promise.resolve() : Promise.reject(new Error('充值金额须大于0')),
          },
        ]}
      >
        <InputNumber min={0} precision={2} step={100} style={{ width: 220 }} placeholder="与转账金额一致" />
      </Form.Item>
      <Form.Item
        name="transferDate"
        label="转账日期"
        rules={[
          { required: true, message: '请选择转账日期' },
          {
            validator: (_, value?: Dayjs) =>
              value && isFutureDay(value) ? Promise.reject(new Error('转账日期不能晚于今天')) : Promise.resolve(),
          },
        ]}
      >
        <DatePicker disabledDate={isFutureDay} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="voucherImage" label="转账凭证" rules={[{ required: true, message: '请上传转账凭证图片' }]}>
        <ImageField subject="转账凭证" compress={compress} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={200} showCount rows={2} placeholder="如转账银行、付款账户等（选填）" />
      </Form.Item>
      <UploadProgressLine subject="转账凭证" progress={apply.isPending ? progress : null} />
      <Button type="primary" htmlType="submit" loading={apply.isPending} style={{ marginTop: 8 }}>
        提交申请
      </Button>
    </Form>
  );
}
