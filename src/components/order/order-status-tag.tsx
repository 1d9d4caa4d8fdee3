import { Tag } from 'antd';
import { ProcessStatus } from '@/domain/auction';
import { MilestoneStage, OrderStatus, type OrderState } from '@/domain/order';

/** An order's status as its coloured tag (spec §4 labels). */
export function OrderStatusTag({ status }: { status: OrderState }) {
  return <Tag color={OrderStatus.color(status)}>{OrderStatus.label(status)}</Tag>;
}

/** A deposit / process stage (deposit/process status set) as its coloured tag. */
export function ProcessStatusTag({ status }: { status: ProcessStatus }) {
  return <Tag color={ProcessStatus.color(status)}>{ProcessStatus.label(status)}</Tag>;
}

/** A team order's deposit or payment stage in the order's words (MilestoneStage): 已支付, 待支付, 已关闭, 无需定金… */
export function MilestoneStageTag({ status }: { status: ProcessStatus }) {
  return <Tag color={MilestoneStage.color(status)}>{MilestoneStage.label(status)}</Tag>;
}
