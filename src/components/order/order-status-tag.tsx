import { Tag } from 'antd';
import { ProcessStatus } from '@/domain/auction';
import { OrderStatus, type OrderState } from '@/domain/order';

/** An order's status as its coloured tag (spec §4 labels). */
export function OrderStatusTag({ status }: { status: OrderState }) {
  return <Tag color={OrderStatus.color(status)}>{OrderStatus.label(status)}</Tag>;
}

/** A deposit / process stage (deposit/process status set) as its coloured tag. */
export function ProcessStatusTag({ status }: { status: ProcessStatus }) {
  return <Tag color={ProcessStatus.color(status)}>{ProcessStatus.label(status)}</Tag>;
}
