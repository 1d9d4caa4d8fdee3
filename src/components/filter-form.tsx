import type { ReactNode } from 'react';
import { Button, Card, Form, Space } from 'antd';
import { useFormDraft } from '@/lib/drafts';

interface FilterFormProps<V extends object> {
  /** Names the form's draft (per account and screen). */
  formId: string;
  /** The filters now in force (from the address). */
  initialValues: Partial<V>;
  /** Apply the filters; 重置 applies them all empty. */
  onSearch: (values: Partial<V>) => void;
  children: ReactNode;
}

/**
 * The filter bar of a list screen: inline fields, 查询 and 重置. What the user types is kept as a
 * draft until it is applied, so a reload or a session expiry does not lose it.
 */
export function FilterForm<V extends object>({ formId, initialValues, onSearch, children }: FilterFormProps<V>) {
  const [form] = Form.useForm<V>();
  const draft = useFormDraft(form, formId);

  const apply = (values: Partial<V>) => {
    draft.clear();
    onSearch(values);
  };

  const reset = () => {
    const empty = Object.fromEntries(Object.keys(form.getFieldsValue()).map((name) => [name, undefined])) as Partial<V>;
    form.setFieldsValue(empty as Parameters<typeof form.setFieldsValue>[0]);
    apply(empty);
  };

  return (
    <Card>
      <Form form={form} layout="inline" initialValues={initialValues} onValuesChange={draft.onValuesChange} onFinish={apply}>
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
