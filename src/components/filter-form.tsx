import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Card, Form, Space } from 'antd';
import { useFormDraft } from '@/lib/drafts';

interface FilterFormProps<V extends object> {
  /** Names the form's draft (per account and screen). */
  formId: string;
  /** The filters now in force (from the address), every filter named; unset ones undefined. */
  values: Partial<V>;
  /** Apply the filters; 重置 applies them all empty. */
  onSearch: (values: Partial<V>) => void;
  children: ReactNode;
}

/** A stable text for a set of filter values (a Dayjs writes itself as its ISO string). */
const fingerprint = (values: object) => JSON.stringify(values);

/**
 * The filter bar of a list screen: inline fields, 查询 and 重置. What the user types is kept as a
 * draft until it is applied, so a reload or a session expiry does not lose it. When the address
 * changes the filters (back/forward, a link), the bar shows the filters the list now uses.
 * With a list kit: `<FilterForm {...list.filterBar}>fields</FilterForm>`.
 */
export function FilterForm<V extends object>({ formId, values, onSearch, children }: FilterFormProps<V>) {
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
