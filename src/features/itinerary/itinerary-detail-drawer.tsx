import { Descriptions, Drawer, Spin, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { EMPTY_TEXT, formatDateTime, formatFen, formatFenInCapitals, formatRate } from '@/domain/format';
import { InvoiceBuyerType, InvoicePushChannel, InvoiceStatus } from '@/domain/invoice';
import { PassengerType } from '@/domain/passenger';
import type { InvoiceDetail, InvoicePushRecord, ItineraryTicket } from '@/lib/gateway';
import { OrderLogTimeline } from '@/components/order/order-log';
import { InvoiceLogAction } from '@/domain/log-action';
import { LoadFailed } from '@/components/load-failed';
import { OrderNoLink } from '@/components/order-no-link';
import { invoiceDetail } from './api';
import { ItineraryActions, type ActionHandlers } from './itinerary-actions';
import { UnpagedTable } from '@/components/unpaged-table';

/** Chinese names of the itinerary log's actions; an action not listed shows as it came. */

const ticketColumns: ColumnsType<ItineraryTicket> = [
  {
    title: '票号 / 订单号',
    key: 'ticketNo',
    width: 140,
    render: (_, ticket) => (
      <>
        {ticket.ticketNo}
        <div>
          <OrderNoLink orderNo={ticket.orderNo} />
        </div>
      </>
    ),
  },
  {
    title: '旅客',
    key: 'passenger',
    width: 170,
    render: (_, ticket) => (
      <>
        {ticket.passengerName}（{PassengerType.label(ticket.passengerType)}）
        <div>
          <Typography.Text type="secondary">{ticket.idNoMasked}</Typography.Text>
        </div>
      </>
    ),
  },
  {
    title: '航班',
    key: 'flights',
    width: 230,
    render: (_, ticket) =>
      ticket.flights.map((flight) => (
        <div key={`${flight.flightNo}-${flight.flightDate}`}>
          {flight.flightNo} {flight.flightDate} {flight.depTime} {flight.cabin}舱
          <div>
            <Typography.Text type="secondary">
              {flight.depAirportName}–{flight.arrAirportName}
            </Typography.Text>
          </div>
        </div>
      )),
  },
  { title: '票价', dataIndex: 'fare', width: 90, align: 'right', render: (fen: number) => formatFen(fen) },
  {
    title: '民航发展基金 / 燃油附加费',
    key: 'taxes',
    width: 150,
    align: 'right',
    render: (_, ticket) => (
      <>
        {formatFen(ticket.airportFee)}
        <div>{formatFen(ticket.fuelSurcharge)}</div>
      </>
    ),
  },
  { title: '合计', dataIndex: 'total', width: 100, align: 'right', render: (fen: number) => formatFen(fen) },
];

const pushText = (push: Pick<InvoicePushRecord, 'channel' | 'target'>) => `${InvoicePushChannel.label(push.channel)} ${push.target}`;

function DetailBody({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="状态">
          <Tag color={InvoiceStatus.color(invoice.status)}>{InvoiceStatus.label(invoice.status)}</Tag>
          {invoice.failReason && <Typography.Text type="danger">{invoice.failReason}</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label="发票号码">{invoice.serialNo ?? EMPTY_TEXT}</Descriptions.Item>
        <Descriptions.Item label="购买方">
          {invoice.buyerName}（{InvoiceBuyerType.label(invoice.buyerType)}）
        </Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{invoice.buyerCreditCode ?? EMPTY_TEXT}</Descriptions.Item>
        <Descriptions.Item label="申请人">{invoice.issuedBy}</Descriptions.Item>
        <Descriptions.Item label="申请时间">{formatDateTime(invoice.applyTime)}</Descriptions.Item>
        <Descriptions.Item label="开具时间">{formatDateTime(invoice.printTime)}</Descriptions.Item>
        <Descriptions.Item label="推送至">{pushText(invoice.push)}</Descriptions.Item>
        {invoice.cancelReason && (
          <>
            <Descriptions.Item label="冲红原因">{invoice.cancelReason}</Descriptions.Item>
            <Descriptions.Item label="冲红时间">
              申请 {formatDateTime(invoice.cancelApplyTime)}
              {invoice.cancelTime && ` · 完成 ${formatDateTime(invoice.cancelTime)}`}
            </Descriptions.Item>
          </>
        )}
        <Descriptions.Item label="销售方" span={2}>
          {invoice.seller.name}（{invoice.seller.creditCode}）
        </Descriptions.Item>
      </Descriptions>

      <Typography.Title level={2} className="itinerary-drawer-heading">
        客票（{invoice.ticketCount} 张）
      </Typography.Title>
      <UnpagedTable<ItineraryTicket> rowKey="ticketNo" columns={ticketColumns} dataSource={invoice.tickets} scroll={{ x: 'max-content' }} />
      <Descriptions size="small" column={2} style={{ marginTop: 12 }}>
        <Descriptions.Item label="票价合计">{formatFen(invoice.fareTotal)}</Descriptions.Item>
        <Descriptions.Item label="民航发展基金合计">{formatFen(invoice.airportFeeTotal)}</Descriptions.Item>
        <Descriptions.Item label="燃油附加费合计">{formatFen(invoice.fuelSurchargeTotal)}</Descriptions.Item>
        <Descriptions.Item label="增值税税率">{formatRate(invoice.vatRate)}</Descriptions.Item>
        <Descriptions.Item label="增值税税额合计">{formatFen(invoice.vatTotal)}</Descriptions.Item>
        <Descriptions.Item label="不含税金额合计">{formatFen(invoice.amountExcludingVatTotal)}</Descriptions.Item>
        <Descriptions.Item label="价税合计">
          <Typography.Text strong>{formatFen(invoice.totalAmount)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="大写" span={2}>
          {formatFenInCapitals(invoice.totalAmount)}
        </Descriptions.Item>
      </Descriptions>

      <Typography.Title level={2} className="itinerary-drawer-heading">
        推送记录
      </Typography.Title>
      {invoice.pushes.length === 0 ? (
        <Typography.Text type="secondary">尚未推送（开具成功后推送至 {pushText(invoice.push)}）</Typography.Text>
      ) : (
        <ul className="itinerary-pushes">
          {invoice.pushes.map((push, index) => (
            <li key={`${push.at}-${index}`}>
              {formatDateTime(push.at)} · {pushText(push)}
            </li>
          ))}
        </ul>
      )}

      <Typography.Title level={2} className="itinerary-drawer-heading">
        日志
      </Typography.Title>
      <OrderLogTimeline entries={invoice.log} actions={InvoiceLogAction} />
    </>
  );
}

/**
 * One itinerary's detail beside the history: buyer, tickets, fare and taxes, pushes, log, and the
 * actions its status allows. While its print or reversal is under way it follows the history's rows.
 */
export function ItineraryDetailDrawer({ invoiceNo, on, onClose }: { invoiceNo: string; on: ActionHandlers; onClose: () => void }) {
  // Follows the history's rows: a status the list reads anew makes it read again (useSettlingPoll).
  const detail = useQuery(invoiceDetail.query(invoiceNo));
  const invoice = detail.data;
  return (
    <Drawer
      open
      size={1000}
      title={`行程单 ${invoiceNo}`}
      onClose={onClose}
      extra={invoice && <ItineraryActions invoice={invoice} on={on} />}
      destroyOnHidden
    >
      {invoice ? <DetailBody invoice={invoice} /> : detail.isError ? <LoadFailed onRetry={() => void detail.refetch()} /> : <Spin />}
    </Drawer>
  );
}
