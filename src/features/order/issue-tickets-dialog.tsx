import { Alert, App, Modal, Typography } from 'antd';
import { OrderStatus } from '@/domain/order';
import { seatHolders, ticketingOutcome, unticketed } from '@/components/order/order-facts';
import type { OrderDetail } from '@/lib/gateway';
import { useWrite } from '@/lib/mutation-kit';
import { issueTickets } from './api';

/**
 * Confirm ticket issue: tickets every named passenger without a ticket. With every seat named the
 * order becomes TICKED; with seats still unnamed, TICKEDPART (the rest are ticketed once named).
 */
export function IssueTicketsDialog({ order, open, onClose }: { order: OrderDetail; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const issue = useWrite(issueTickets, {
    onSuccess: ({ issuedCount, order: after }) => {
      void message.success(`已为 ${issuedCount} 位旅客出票，订单状态：${OrderStatus.label(after.status)}`);
      onClose();
    },
  });
  const toTicket = unticketed(order.passengers);
  const outcome = ticketingOutcome(order);
  const named = seatHolders(order.passengers).length;

  return (
    <Modal
      open={open}
      title={`确认出票 · ${order.orderNo}`}
      okText="确认出票"
      cancelText="返回"
      okButtonProps={{ disabled: toTicket.length === 0, loading: issue.isPending }}
      onOk={() => issue.submit({ orderNo: order.orderNo })}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        将为 <Typography.Text strong>{toTicket.length}</Typography.Text> 位已录入名单、尚未出票的旅客出票。
      </Typography.Paragraph>
      {toTicket.length === 0 ? (
        <Alert type="info" showIcon title="没有待出票的旅客，请先录入名单。" />
      ) : outcome === 'TICKED' ? (
        <Alert
          type="success"
          showIcon
          title={`全部 ${order.groupCount} 个座位均已录入名单，出票后订单为“${OrderStatus.label('TICKED')}”。`}
        />
      ) : (
        <Alert
          type="warning"
          showIcon
          title={`团队占座 ${order.groupCount} 人，已录入 ${named} 位占座旅客：出票后订单为“${OrderStatus.label('TICKEDPART')}”。`}
          description={`其余座位补录名单后可再次出票，全部出票后订单变为“${OrderStatus.label('TICKED')}”。`}
        />
      )}
    </Modal>
  );
}
