import { Form, InputNumber, Space } from 'antd';
import { infantsProblem, seatHoldersProblem, type CountsInput, type SeatCountRange } from '@/domain/booking';
import type { PassengerCounts } from '@/lib/gateway';

/** The counts part of a form: `adultCount`, `childCount`, `infantCount`. */
export type CountValues = Partial<PassengerCounts>;

function rejectIf(problem: string | undefined): Promise<void> {
  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
}

/**
 * Passengers by type, with the rules at the fields: adults and children together within `seats`
 * (shown at 成人), each infant with an adult (shown at 婴儿). Infants hold no seat.
 */
export function PassengerCountFields({ seats, max = seats.max }: { seats: SeatCountRange; max?: number }) {
  const form = Form.useFormInstance<CountsInput>();
  const counts = () => form.getFieldsValue(['adultCount', 'childCount', 'infantCount']) as CountsInput;
  return (
    <Space size="middle" wrap align="start">
      <Form.Item
        name="adultCount"
        label="成人"
        tooltip="12周岁及以上"
        dependencies={['childCount']}
        rules={[{ required: true, message: '请输入成人人数' }, { validator: () => rejectIf(seatHoldersProblem(counts(), seats)) }]}
      >
        <InputNumber aria-label="成人" min={0} max={max} precision={0} suffix="人" />
      </Form.Item>
      <Form.Item name="childCount" label="儿童" tooltip="2-12周岁（不含12周岁）">
        <InputNumber aria-label="儿童" min={0} max={max} precision={0} suffix="人" />
      </Form.Item>
      <Form.Item
        name="infantCount"
        label="婴儿"
        tooltip="14天-2周岁（不含2周岁），不占座"
        dependencies={['adultCount']}
        rules={[{ validator: () => rejectIf(infantsProblem(counts())) }]}
      >
        <InputNumber aria-label="婴儿" min={0} max={max} precision={0} suffix="人" />
      </Form.Item>
    </Space>
  );
}
