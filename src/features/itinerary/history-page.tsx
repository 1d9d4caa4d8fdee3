import { useMemo, useState } from 'react';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ColumnsType } from 'antd/es/table';
import { AUTH } from '@/config/auth-codes';
import { ROUTES } from '@/config/routes';
import { EMPTY_TEXT, formatDateTime, formatFen } from '@/domain/format';
import { InvoiceBuyerType, InvoiceStatus } from '@/domain/invoice';
import type { InvoiceSummary } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { Authorized } from '@/components/authorized';
import { ButtonLink } from '@/components/button-link';
import { ListScreen } from '@/components/list-screen';
import { ListTable } from '@/components/list-table';
import { invoiceHistoryList } from './api';
import { ItineraryActions, type ActionHandlers } from './itinerary-actions';
import { ItineraryDetailDrawer } from './itinerary-detail-drawer';
import { CancelDialog, PushDialog } from './itinerary-dialogs';
import { ItineraryPreview } from './itinerary-preview';
import { pollWhileSettling, useSettledElsewhere } from './use-settling-poll';
import './itinerary-history.css';

export const loader = invoiceHistoryList.loader;

/** What is open over the list (and the detail): the print preview or a dialog. */
type Open = { kind: 'preview'; invoiceNo: string } | { kind: 'push' | 'cancel'; invoice: InvoiceSummary } | null;

const ticketsText = (row: InvoiceSummary) => {
  const shown = row.ticketNos.slice(0, 2).join('、');
  return row.ticketNos.length > 2 ? `${shown} 等${row.ticketCount}张` : shown;
};

/**
 * /agent/itinerary/history: the organisation's itineraries by status, apply date, buyer, ticket and
 * order; the detail; print preview and print, repeat push and cancel (reversal) as each status allows.
 * Rows whose print or reversal is under way are read again until they settle.
 */
export default function ItineraryHistoryPage() {
  const list = useList(invoiceHistoryList, { refetchInterval: pollWhileSettling });
  useSettledElsewhere(list.query);
  const [open, setOpen] = useState<Open>(null);
  // The detail stays open under a dialog or the preview started from it.
  const [detailNo, setDetailNo] = useState<string | null>(null);
  const close = () => setOpen(null);

  const on: ActionHandlers = useMemo(
    () => ({
      PRINT: (invoice) => setOpen({ kind: 'preview', invoiceNo: invoice.invoiceNo }),
      PUSH: (invoice) => setOpen({ kind: 'push', invoice }),
      CANCEL: (invoice) => setOpen({ kind: 'cancel', invoice }),
    }),
    [],
  );

  const columns: ColumnsType<InvoiceSummary> = [
    {
      // The invoice's number under its own: one column less, so the list fits 1440 px with its 合计 and times.
      title: '行程单号 / 发票号码',
      dataIndex: 'invoiceNo',
      width: 170,
      fixed: 'left',
      render: (invoiceNo: string, row) => (
        <Space orientation="vertical" size={0}>
          <Button type="link" size="small" className="itinerary-no" onClick={() => setDetailNo(invoiceNo)} aria-label={`${invoiceNo} 详情`}>
            {invoiceNo}
          </Button>
          <Typography.Text type="secondary">{row.serialNo ?? EMPTY_TEXT}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 96,
      render: (status: InvoiceStatus, row) => {
        const tag = <Tag color={InvoiceStatus.color(status)}>{InvoiceStatus.label(status)}</Tag>;
        return row.failReason ? <Tooltip title={row.failReason}>{tag}</Tooltip> : tag;
      },
    },
    {
      title: '购买方',
      key: 'buyer',
      width: 170,
      render: (_, row) => (
        <>
          {row.buyerName}
          <Typography.Text type="secondary">（{InvoiceBuyerType.label(row.buyerType)}）</Typography.Text>
        </>
      ),
    },
    {
      title: '客票 / 订单号',
      key: 'tickets',
      width: 200,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{ticketsText(row)}</span>
          <Typography.Text type="secondary">{row.orderNos.join('、')}</Typography.Text>
        </Space>
      ),
    },
    { title: '合计', dataIndex: 'totalAmount', width: 110, align: 'right', render: (fen: number) => formatFen(fen) },
    {
      title: '申请 / 开具时间',
      key: 'times',
      width: 150,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{formatDateTime(row.applyTime)}</span>
          <Typography.Text type="secondary">{row.printTime ? formatDateTime(row.printTime) : '未开具'}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 210,
      fixed: 'right',
      render: (_, row) => (
        <>
          <Button type="link" size="small" onClick={() => setDetailNo(row.invoiceNo)} aria-label={`详情 ${row.invoiceNo}`}>
            详情
          </Button>
          <ItineraryActions invoice={row} on={on} />
        </>
      ),
    },
  ];

  // The wide table scrolls even when empty: the link gives keyboard users something to reach in it.
  const empty = (
    <>
      暂无行程单
      <Authorized code={AUTH.ITINERARY_ISSUE}>
        ，<Link to={ROUTES.itineraryIssue.path}>去开具行程单</Link>
      </Authorized>
    </>
  );
  return (
    <ListScreen
      list={list}
      beside={
        <>
          {detailNo && <ItineraryDetailDrawer invoiceNo={detailNo} on={on} onClose={() => setDetailNo(null)} />}
          {open?.kind === 'preview' && <ItineraryPreview invoiceNo={open.invoiceNo} onClose={close} />}
          {open?.kind === 'push' && <PushDialog invoice={open.invoice} onClose={close} />}
          {open?.kind === 'cancel' && <CancelDialog invoice={open.invoice} onClose={close} />}
        </>
      }
      extra={
        <Authorized code={AUTH.ITINERARY_ISSUE}>
          <ButtonLink to={ROUTES.itineraryIssue.path}>开具行程单</ButtonLink>
        </Authorized>
      }
    >
      <Typography.Paragraph type="secondary">
        开具中、冲红中的行程单会自动刷新状态；开具成功的行程单可打印、重新推送或冲红，冲红完成后所含客票可重新开具。
      </Typography.Paragraph>
      <ListTable<InvoiceSummary> list={list} emptyText={empty} rowKey="invoiceNo" columns={columns} scroll={{ x: 1100 }} />
    </ListScreen>
  );
}
