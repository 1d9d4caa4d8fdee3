import { useMemo, useState, type Key } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  Modal,
  Radio,
  Result,
  Row,
  Space,
  Table,
  Tag,
  Typography,
  type FormInstance,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AUTH } from '@/config/auth-codes';
import { ROUTES } from '@/config/routes';
import { formatFen, formatFenInCapitals } from '@/domain/format';
import {
  INVOICE_BUYER_NAME_MAX,
  INVOICE_MAX_TICKETS,
  InvoiceBuyerType,
  InvoicePushChannel,
  InvoiceStatus,
  needsCreditCode,
} from '@/domain/invoice';
import { PassengerType } from '@/domain/passenger';
import { CREDIT_CODE_LENGTH, creditCodeRule } from '@/domain/validators';
import { useFormDraft } from '@/lib/drafts';
import { BizRequestError, ERRORS, type InvoiceableTicket, type InvoiceDetail } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import { Authorized } from '@/components/authorized';
import { FilterForm } from '@/components/filter-form';
import { CHINESE_SELECT_ALL, listTableProps } from '@/components/list-table';
import { OrderNoLink } from '@/components/order-no-link';
import { Page } from '@/components/page';
import { invoiceableTicketList, issueItinerary, ticketsMayHaveChanged } from './api';
import { DEFAULT_PUSH, PushFields, toPush, type PushValues } from './push-fields';

export const loader = invoiceableTicketList.loader;

interface BuyerValues extends PushValues {
  buyerType: InvoiceBuyerType;
  buyerName: string;
  buyerCreditCode?: string;
}

const INITIAL_BUYER: Partial<BuyerValues> = { buyerType: 'ENTERPRISE', ...DEFAULT_PUSH };

const FIELD_ERRORS: FieldErrors<keyof BuyerValues & string> = {
  [ERRORS.CREDIT_CODE_INVALID.code]: 'buyerCreditCode',
};

/** Refusals that name a ticket which can no longer be invoiced: it leaves the selection. */
const TICKET_REFUSALS: readonly string[] = [ERRORS.TICKET_ALREADY_INVOICED.code, ERRORS.TICKET_NOT_INVOICEABLE.code];

type Selection = ReadonlyMap<string, InvoiceableTicket>;

const sumOf = (tickets: Iterable<InvoiceableTicket>) => [...tickets].reduce((total, ticket) => total + ticket.total, 0);

const columns: ColumnsType<InvoiceableTicket> = [
  { title: '票号', dataIndex: 'ticketNo', width: 130 },
  {
    title: '旅客',
    key: 'passenger',
    width: 120,
    render: (_, ticket) => (
      <>
        {ticket.passengerName}
        <Typography.Text type="secondary">（{PassengerType.label(ticket.passengerType)}）</Typography.Text>
      </>
    ),
  },
  { title: '证件号', dataIndex: 'idNoMasked', width: 160 },
  { title: '订单号', dataIndex: 'orderNo', width: 100, render: (orderNo: string) => <OrderNoLink orderNo={orderNo} /> },
  {
    title: '航班',
    key: 'flight',
    width: 220,
    render: (_, ticket) =>
      ticket.flights.map((flight) => (
        <div key={`${flight.flightNo}-${flight.flightDate}`}>
          {flight.flightNo} {flight.flightDate} {flight.depAirportName}–{flight.arrAirportName}
        </div>
      )),
  },
  { title: '票价', dataIndex: 'fare', width: 100, align: 'right', render: (fen: number) => formatFen(fen) },
  {
    title: '税费',
    key: 'tax',
    width: 90,
    align: 'right',
    render: (_, ticket) => formatFen(ticket.airportFee + ticket.fuelSurcharge),
  },
  { title: '合计', dataIndex: 'total', width: 110, align: 'right', render: (fen: number) => formatFen(fen) },
  {
    title: '备注',
    key: 'previous',
    render: (_, ticket) =>
      ticket.previousInvoice ? (
        <Tag>
          原行程单 {ticket.previousInvoice.invoiceNo} {InvoiceStatus.label(ticket.previousInvoice.status)}
        </Tag>
      ) : null,
  },
];

/** The invoice just applied for: it prints on the tax platform's answer; the history follows it. */
function Issued({ invoice, onAgain }: { invoice: InvoiceDetail; onAgain: () => void }) {
  return (
    <Card>
      <Result
        status="success"
        title={`已提交开具申请：行程单 ${invoice.invoiceNo}`}
        subTitle={
          <Space wrap>
            <Tag color={InvoiceStatus.color(invoice.status)}>{InvoiceStatus.label(invoice.status)}</Tag>
            <span>
              {invoice.ticketCount} 张客票 · 合计 {formatFen(invoice.totalAmount)} · 购买方 {invoice.buyerName}
            </span>
            <span>
              开具完成后推送至{InvoicePushChannel.label(invoice.push.channel)} {invoice.push.target}
            </span>
          </Space>
        }
        extra={[
          <Authorized key="history" code={AUTH.ITINERARY_HISTORY}>
            <Link to={ROUTES.itineraryHistory.path}>查看开具历史</Link>
          </Authorized>,
          <Button key="again" onClick={onAgain}>
            继续开具
          </Button>,
        ]}
      />
    </Card>
  );
}

/** The tickets chosen so far (kept across pages), and why the summary refuses an empty choice. */
function useTicketSelection() {
  const [selected, setSelected] = useState<Selection>(new Map());
  const [selectionError, setSelectionError] = useState<string | null>(null);

  const choose = (next: Selection) => {
    setSelected(next);
    if (next.size > 0) setSelectionError(null);
  };

  /** Said at the summary whether or not the buyer's fields pass. */
  const checkSelection = () => {
    if (selected.size === 0) setSelectionError('请至少选择一张客票');
    return selected.size > 0;
  };

  return { selected, setSelected, selectionError, choose, checkSelection };
}

type TicketSelection = ReturnType<typeof useTicketSelection>;
/** The buyer's form and its draft, which the card fills and the write reads (field errors, the draft cleared once issued). */
interface BuyerForm {
  form: FormInstance<BuyerValues>;
  draft: ReturnType<typeof useFormDraft<BuyerValues>>;
}
type TicketList = Parameters<typeof listTableProps<InvoiceableTicket>>[0];
type TicketListParams = Parameters<typeof invoiceableTicketList.query>[0];

/** Every ticket the filters find, or the first INVOICE_MAX_TICKETS of them (one itinerary's worth). */
function useSelectAllFound(params: TicketListParams, queryClient: QueryClient, choose: TicketSelection['choose']) {
  const [selectingAll, setSelectingAll] = useState(false);
  const selectAllFound = async () => {
    setSelectingAll(true);
    try {
      const all = await queryClient.fetchQuery(invoiceableTicketList.query({ ...params, currentPage: 1, perSize: INVOICE_MAX_TICKETS }));
      choose(new Map(all.items.map((ticket) => [ticket.ticketNo, ticket])));
    } finally {
      setSelectingAll(false);
    }
  };
  return { selectingAll, selectAllFound };
}

/**
 * Applying for the itinerary: a tax document, so what it will say is confirmed (buyer, tickets, total)
 * before it is applied for; a refusal naming a ticket takes that ticket out of the selection.
 */
function useIssueAfterConfirming({
  buyer,
  selection,
  queryClient,
  onIssued,
}: {
  buyer: BuyerForm;
  selection: TicketSelection;
  queryClient: QueryClient;
  onIssued: (invoice: InvoiceDetail) => void;
}) {
  const { selected, setSelected, choose, checkSelection } = selection;
  const issue = useWrite(issueItinerary, {
    ...buyer,
    fieldErrors: FIELD_ERRORS,
    onSuccess: ({ invoice }) => {
      onIssued(invoice);
      choose(new Map());
    },
    onError: (error) => {
      if (!(error instanceof BizRequestError) || !TICKET_REFUSALS.includes(error.errorCode ?? '')) return;
      // The named ticket went elsewhere meanwhile: out of the selection, and the list is read again.
      const refused = error.params.ticketNo;
      setSelected((current) => new Map([...current].filter(([ticketNo]) => ticketNo !== refused)));
      void ticketsMayHaveChanged(queryClient);
    },
  });

  const [confirming, setConfirming] = useState<BuyerValues | null>(null);
  const submit = (values: BuyerValues) => {
    if (!checkSelection()) return;
    setConfirming(values);
  };
  const confirmIssue = () => {
    if (!confirming) return;
    const values = confirming;
    setConfirming(null);
    issue.submit({
      ticketNos: [...selected.keys()],
      buyerType: values.buyerType,
      buyerName: values.buyerName.trim(),
      ...(needsCreditCode(values.buyerType) ? { buyerCreditCode: (values.buyerCreditCode ?? '').trim().toUpperCase() } : {}),
      push: toPush(values),
    });
  };
  return { issue, confirming, setConfirming, submit, confirmIssue };
}

/** The table's checkboxes: across pages, never more than one itinerary's worth. */
function ticketRowSelection(selected: Selection, choose: TicketSelection['choose'], warn: (text: string) => void) {
  return {
    ...CHINESE_SELECT_ALL,
    selectedRowKeys: [...selected.keys()],
    preserveSelectedRowKeys: true,
    onChange: (keys: Key[], rows: (InvoiceableTicket | undefined)[]) => {
      if (keys.length > INVOICE_MAX_TICKETS) {
        warn(`一张行程单最多 ${INVOICE_MAX_TICKETS} 张客票，已选 ${selected.size} 张`);
        return;
      }
      const known = new Map(rows.filter((row): row is InvoiceableTicket => row !== undefined).map((row) => [row.ticketNo, row]));
      choose(
        new Map(
          keys.flatMap((key) => {
            const ticket = known.get(String(key)) ?? selected.get(String(key));
            return ticket ? [[ticket.ticketNo, ticket] as const] : [];
          }),
        ),
      );
    },
    getCheckboxProps: (ticket: InvoiceableTicket) => ({
      disabled: !selected.has(ticket.ticketNo) && selected.size >= INVOICE_MAX_TICKETS,
      'aria-label': `选择 ${ticket.ticketNo}`,
    }),
  };
}

function SelectTicketsCard({ list, selection }: { list: TicketList & { params: TicketListParams }; selection: TicketSelection }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { selected, choose } = selection;
  const { selectingAll, selectAllFound } = useSelectAllFound(list.params, queryClient, choose);
  const found = list.query.data?.total ?? 0;
  const pageRows = list.query.data?.items.length ?? 0;
  const rowSelection = ticketRowSelection(selected, choose, (text) => void message.warning(text));
  return (
    <Card
      title="选择客票"
      extra={
        <Space>
          {found > pageRows && (
            <Button onClick={() => void selectAllFound()} loading={selectingAll}>
              {found <= INVOICE_MAX_TICKETS
                ? `选择全部 ${found} 张`
                : `选择前 ${INVOICE_MAX_TICKETS} 张（共 ${found} 张，一张行程单最多 ${INVOICE_MAX_TICKETS} 张）`}
            </Button>
          )}
          <Button onClick={() => choose(new Map())} disabled={selected.size === 0}>
            清空选择
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        可开具本单位已出票、未开具行程单的客票（开具失败或已冲红的客票可重新开具）；一张行程单最多 {INVOICE_MAX_TICKETS}{' '}
        张客票，翻页后已选客票保留。
      </Typography.Paragraph>
      <Table<InvoiceableTicket>
        rowKey="ticketNo"
        size="middle"
        columns={columns}
        rowSelection={rowSelection}
        scroll={{ x: 1100 }}
        {...listTableProps(list, '暂无可开具的客票')}
      />
    </Card>
  );
}

function BuyerCard({
  buyer: { form, draft },
  selection,
  total,
  submit,
  issuing,
}: {
  buyer: BuyerForm;
  selection: TicketSelection;
  total: number;
  submit: (values: BuyerValues) => void;
  issuing: boolean;
}) {
  const { checkSelection, selectionError } = selection;
  const selectedCount = selection.selected.size;
  const buyerType = Form.useWatch('buyerType', form) ?? INITIAL_BUYER.buyerType;
  return (
    <Card title="购买方与推送">
      <Form<BuyerValues>
        form={form}
        layout="vertical"
        name="itinerary-buyer"
        initialValues={INITIAL_BUYER}
        onValuesChange={draft.onValuesChange}
        onFinish={submit}
        onFinishFailed={checkSelection}
      >
        <Form.Item name="buyerType" label="购买方类型" rules={[{ required: true, message: '请选择购买方类型' }]}>
          <Radio.Group aria-label="购买方类型" options={[...InvoiceBuyerType.options]} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="buyerName" label="购买方名称" rules={[{ required: true, whitespace: true, message: '请输入购买方名称' }]}>
              <Input
                placeholder={needsCreditCode(buyerType) ? '单位全称，与税务登记一致' : '姓名或名称'}
                maxLength={INVOICE_BUYER_NAME_MAX}
                allowClear
              />
            </Form.Item>
          </Col>
          {needsCreditCode(buyerType) && (
            <Col xs={24} md={12}>
              <Form.Item
                name="buyerCreditCode"
                label="统一社会信用代码"
                normalize={(value?: string) => value?.toUpperCase()}
                rules={[{ required: true, whitespace: true, message: '请输入统一社会信用代码' }, creditCodeRule()]}
                validateFirst
              >
                <Input placeholder={`${CREDIT_CODE_LENGTH}位统一社会信用代码`} maxLength={CREDIT_CODE_LENGTH} allowClear />
              </Form.Item>
            </Col>
          )}
        </Row>
        <PushFields />
        <Space wrap align="center">
          <Typography.Text strong aria-live="polite">
            已选 {selectedCount} 张 · 合计 {formatFen(total)}
          </Typography.Text>
          {selectionError && (
            <Typography.Text type="danger" role="alert">
              {selectionError}
            </Typography.Text>
          )}
          <Button type="primary" htmlType="submit" loading={issuing}>
            开具行程单
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

/** What the itinerary will say, shown once more before it is applied for. */
function ConfirmIssueModal({
  confirming,
  selectedCount,
  total,
  onOk,
  onCancel,
}: {
  confirming: BuyerValues | null;
  selectedCount: number;
  total: number;
  onOk: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={confirming !== null}
      title="确认开具行程单"
      okText="确认开具"
      cancelText="返回修改"
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>行程单是报销凭证，开具后内容不可修改，如有错误须冲红后重新开具。</Typography.Paragraph>
      {confirming && (
        <Descriptions
          size="small"
          bordered
          column={1}
          items={[
            {
              key: 'buyer',
              label: '购买方',
              children: `${confirming.buyerName.trim()}（${InvoiceBuyerType.label(confirming.buyerType)}）`,
            },
            ...(needsCreditCode(confirming.buyerType)
              ? [{ key: 'credit', label: '统一社会信用代码', children: (confirming.buyerCreditCode ?? '').trim().toUpperCase() }]
              : []),
            { key: 'count', label: '客票', children: `${selectedCount} 张` },
            { key: 'total', label: '合计金额', children: <Typography.Text strong>{formatFen(total)}</Typography.Text> },
            { key: 'capitals', label: '金额大写', children: formatFenInCapitals(total) },
            {
              key: 'push',
              label: '推送至',
              children: `${InvoicePushChannel.label(confirming.pushChannel)} ${confirming.pushTarget.trim()}`,
            },
          ]}
        />
      )}
    </Modal>
  );
}

/**
 * /agent/itinerary/issue: find the organisation's ticketed tickets not yet invoiced, choose some (up to
 * INVOICE_MAX_TICKETS, across pages), give the buyer and where to push the itinerary, and issue it
 * (WAIT_PRINT until the tax platform answers; the history follows it).
 */
export default function ItineraryIssuePage() {
  const list = useList(invoiceableTicketList);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BuyerValues>();
  const buyer = { form, draft: useFormDraft(form, 'itinerary-buyer') };
  const selection = useTicketSelection();
  const [issued, setIssued] = useState<InvoiceDetail | null>(null);
  const total = useMemo(() => sumOf(selection.selected.values()), [selection.selected]);
  const { issue, confirming, setConfirming, submit, confirmIssue } = useIssueAfterConfirming({
    buyer,
    selection,
    queryClient,
    onIssued: setIssued,
  });

  return (
    <Page>
      {issued && <Issued invoice={issued} onAgain={() => setIssued(null)} />}
      <FilterForm {...list.filterBar} />
      <SelectTicketsCard list={list} selection={selection} />
      <BuyerCard buyer={buyer} selection={selection} total={total} submit={submit} issuing={issue.isPending} />
      <ConfirmIssueModal
        confirming={confirming}
        selectedCount={selection.selected.size}
        total={total}
        onOk={confirmIssue}
        onCancel={() => setConfirming(null)}
      />
    </Page>
  );
}
