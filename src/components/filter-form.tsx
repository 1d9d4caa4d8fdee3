import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Card, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { useFormDraft } from '@/lib/drafts';
import type { AnyFilter, FilterField, Filters } from '@/lib/list-params';

interface FilterFormProps<V extends object> {
  /** Names the form's draft (per account and screen). */
  formId: string;
  /** The filters now in force (from the address), every filter named; unset ones undefined. */
  values: Partial<V>;
  /** Apply the filters; 重置 applies them all empty. */
  onSearch: (values: Partial<V>) => void;
  /** The list's filters: each one with a `field` gets its control, in declaration order. */
  filters?: Filters;
  /** Fields the definitions cannot describe, after the generated ones. */
  children?: ReactNode;
}

/** The control a filter's kind implies (the Form.Item's direct child: it receives id, value, onChange). */
function filterControl(filter: AnyFilter, field: FilterField) {
  const style = field.width ? { width: field.width } : undefined;
  switch (filter.kind) {
    case 'enum':
    case 'boolean':
      return (
        <Select allowClear placeholder={field.placeholder ?? '全部'} options={[...(field.options ?? [])]} style={style ?? { width: 140 }} />
      );
    case 'date':
      return <DatePicker placeholder={field.placeholder} style={style} />;
    case 'dateRange':
      return <DatePicker.RangePicker style={style} />;
    case 'number':
      return <InputNumber placeholder={field.placeholder} style={style} />;
    default:
      return <Input allowClear placeholder={field.placeholder} maxLength={field.maxLength} style={style} />;
  }
}

/** The bar's fields from the list's definition: label, control, and a format check if declared. */
function FilterFields({ filters }: { filters: Filters }) {
  return Object.entries(filters).map(([name, filter]) =>
    filter.field ? (
      <Form.Item
        key={name}
        name={name}
        label={filter.field.label}
        rules={filter.field.pattern ? [{ pattern: filter.field.pattern.regex, message: filter.field.pattern.message }] : undefined}
      >
        {filterControl(filter, filter.field)}
      </Form.Item>
    ) : null,
  );
}

/** A stable text for a set of filter values (a Dayjs writes itself as its ISO string). */
const fingerprint = (values: object) => JSON.stringify(values);

/**
 * The filter bar of a list screen: inline fields, 查询 and 重置. What the user types is kept as a
 * draft until it is applied, so a reload or a session expiry does not lose it. When the address
 * changes the filters (back/forward, a link), the bar shows the filters the list now uses.
 * With a list kit: `<FilterForm {...list.filterBar} />` — the fields come from the list's definition.
 */
export function FilterForm<V extends object>({ formId, values, onSearch, filters, children }: FilterFormProps<V>) {
  const [form] = Form.useForm<V>();
  const draft = useFormDraft(form, formId);
  const { clear } = draft;
  // What the bar last took from the address: on mount a restored draft wins over it, later the
  // address does (the draft of an abandoned edit would otherwise come back on the next reload).
  const shown = useRef(fingerprint(values));

  useEffect(() => {
    const next = fingerprint(values);
    if (next === shown.current) return;
    shown.current = next;
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
    clear();
  }, [values, form, clear]);

  const apply = (applied: Partial<V>) => {
    clear();
    onSearch(applied);
  };

  const reset = () => {
    const empty = Object.fromEntries(Object.keys(form.getFieldsValue()).map((name) => [name, undefined])) as Partial<V>;
    form.setFieldsValue(empty as Parameters<typeof form.setFieldsValue>[0]);
    apply(empty);
  };

  return (
    <Card>
      <Form form={form} layout="inline" initialValues={values} onValuesChange={draft.onValuesChange} onFinish={apply}>
        {filters && <FilterFields filters={filters} />}
        {children}
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={reset}>重置</Button>
        </Space>
      </Form>
    </Card>
  );
}
