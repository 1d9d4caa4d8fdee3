import { App, Button, DatePicker, Form, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '@/domain/format';
import { earliestReportStart, REPORT_KIND_SCOPE, REPORT_MAX_MONTHS, ReportKind, reportRangeProblem } from '@/domain/report';
import { ERRORS } from '@/lib/gateway';
import { gatewayDayjs } from '@/lib/dates';
import { useFormDraft } from '@/lib/drafts';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import { createReport } from './api';

interface ReportCreateValues {
  kind: ReportKind;
  range?: [Dayjs, Dayjs];
}

/** The gateway's range refusal (a range that was fine when picked, e.g. the day has turned) shows at the range. */
const FIELD_ERRORS: FieldErrors<keyof ReportCreateValues & string> = {
  [ERRORS.REPORT_RANGE_INVALID.code]: 'range',
};

type PanelType = 'time' | 'date' | 'week' | 'month' | 'quarter' | 'year' | 'decade';

const today = () => gatewayDayjs().format(DATE_FORMAT);

/**
 * What the calendar refuses, by the gateway's rule (`reportRangeProblem`): days after today, and once
 * one end is picked (`from`), the days that would make the range longer than 3 months. Month and year
 * cells are refused only when they start after today.
 */
export function disabledReportDay(day: Dayjs, info?: { from?: Dayjs; type?: PanelType }): boolean {
  const now = today();
  const type = info?.type ?? 'date';
  if (type === 'month') return day.startOf('month').format(DATE_FORMAT) > now;
  if (type === 'year' || type === 'decade') return day.startOf('year').format(DATE_FORMAT) > now;
  if (type !== 'date') return false;
  const date = day.format(DATE_FORMAT);
  if (date > now) return true;
  const from = info?.from?.format(DATE_FORMAT);
  if (!from) return false;
  return (date >= from ? reportRangeProblem(from, date, now) : reportRangeProblem(date, from, now)) !== undefined;
}

/** Quick ranges, each within the rule on the gateway's today. */
function rangePresets(): { label: string; value: () => [Dayjs, Dayjs] }[] {
  return [
    { label: '本月', value: () => [gatewayDayjs().startOf('month'), gatewayDayjs()] },
    {
      label: '上月',
      value: () => {
        const lastMonth = gatewayDayjs().subtract(1, 'month');
        return [lastMonth.startOf('month'), lastMonth.endOf('month')];
      },
    },
    { label: '近30天', value: () => [gatewayDayjs().subtract(29, 'day'), gatewayDayjs()] },
    { label: `近${REPORT_MAX_MONTHS}个月`, value: () => [dayjs(earliestReportStart(today())), gatewayDayjs()] },
  ];
}

/** The range field's check: the same rule the gateway applies, on its today. */
const rangeRule = {
  validator: (_: unknown, range?: [Dayjs | null, Dayjs | null] | null) => {
    const problem = reportRangeProblem(range?.[0]?.format(DATE_FORMAT) ?? '', range?.[1]?.format(DATE_FORMAT) ?? '', today());
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

/** 创建报表: a kind (what it lists is shown beside it) and a date range of at most 3 months ending today at the latest. */
export function ReportCreateForm() {
  const [form] = Form.useForm<ReportCreateValues>();
  const draft = useFormDraft(form, 'report-create');
  const { message } = App.useApp();
  const kind = Form.useWatch('kind', form) ?? 'SALES';
  const create = useWrite(createReport, {
    form,
    draft,
    fieldErrors: FIELD_ERRORS,
    onSuccess: ({ report }) => {
      form.setFieldsValue({ range: undefined });
      void message.success(`${ReportKind.label(report.kind)} ${report.reportNo} 已创建，正在排队生成`);
    },
  });
  const now = today();

  const submit = ({ kind: chosen, range }: ReportCreateValues) =>
    create.submit({ kind: chosen, dateStart: range![0].format(DATE_FORMAT), dateEnd: range![1].format(DATE_FORMAT) });

  return (
    <Form<ReportCreateValues>
      form={form}
      layout="vertical"
      initialValues={{ kind: 'SALES' }}
      onValuesChange={draft.onValuesChange}
      onFinish={submit}
      style={{ maxWidth: 760 }}
    >
      <Form.Item name="kind" label="报表类型" extra={REPORT_KIND_SCOPE[kind]} rules={[{ required: true, message: '请选择报表类型' }]}>
        <Radio.Group optionType="button" buttonStyle="solid" options={[...ReportKind.options]} />
      </Form.Item>
      <Form.Item
        name="range"
        label="日期范围"
        required
        rules={[rangeRule]}
        extra={`最长${REPORT_MAX_MONTHS}个月，结束日期不晚于今天（${now}）；截止今天最早可从 ${earliestReportStart(now)} 开始`}
      >
        <DatePicker.RangePicker
          format={DATE_FORMAT}
          disabledDate={disabledReportDay}
          presets={rangePresets()}
          placeholder={['开始日期', '结束日期']}
          allowClear
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        创建报表
      </Button>
    </Form>
  );
}
