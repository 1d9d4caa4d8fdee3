import { useState } from 'react';
import { Alert, App, Button, Form, InputNumber, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatFen } from '@/domain/format';
import { AncillaryKind, AncillaryStatus } from '@/domain/order';
import { PassengerType } from '@/domain/passenger';
import { Countdown } from '@/components/countdown';
import { CHINESE_SELECT_ALL } from '@/components/list-table';
import { rowActionsColumn } from '@/components/list-columns';
import { ANCILLARY_ACTIONS } from '@/components/actions/registry';
import { ERRORS, type AncillaryOrder, type AncillaryPassenger, type AncillaryProduct, type OrderDetail } from '@/lib/gateway';
import { useWrite } from '@/lib/mutation-kit';
import { ancillaryListQuery, ancillaryProductsQuery, cancelAncillary, createAncillary } from './api';
import { QueryBlock } from '@/components/query-block';
import { UnpagedTable } from '@/components/unpaged-table';
import { atLeastOne } from '@/components/form-rules';
import { FormModal } from '@/components/form-modal';

interface BuyValues {
  kind: 'MEAL' | 'BAGGAGE';
  productCode?: string;
  quantity: number;
  passengerIds: string[];
}

/** The passengers the gateway says may be given an ancillary (an open ticket each), with a checkbox each. */
function PassengerPicker({
  passengers,
  value = [],
  onChange,
}: {
  passengers: AncillaryPassenger[];
  value?: string[];
  onChange?: (ids: string[]) => void;
}) {
  return (
    <Table
      rowKey="passengerId"
      size="small"
      dataSource={passengers}
      pagination={passengers.length > 8 ? { pageSize: 8, showSizeChanger: false } : false}
      columns={[
        { title: '旅客', dataIndex: 'name', width: 120 },
        { title: '类型', dataIndex: 'passengerType', width: 70, render: (type: string) => PassengerType.label(type) },
        { title: '票号', dataIndex: 'ticketNo', width: 150 },
      ]}
      rowSelection={{
        ...CHINESE_SELECT_ALL,
        selectedRowKeys: value,
        onChange: (keys) => onChange?.(keys as string[]),
        getCheckboxProps: (row) => ({ 'aria-label': `选择旅客 ${row.name}` }),
      }}
    />
  );
}

/** 购买附加服务: a product of a kind, so many per passenger, for the chosen passengers; the total first. */
function BuyAncillaryDialog({
  order,
  products,
  eligible,
  open,
  onClose,
}: {
  order: OrderDetail;
  products: AncillaryProduct[];
  /** Who may be given one now: the gateway's list (passengers with an open ticket). */
  eligible: AncillaryPassenger[];
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<BuyValues>();
  const [priceChanged, setPriceChanged] = useState(false);
  const kind = Form.useWatch('kind', form) ?? 'BAGGAGE';
  const productCode = Form.useWatch('productCode', form);
  const quantity = Form.useWatch('quantity', form) ?? 1;
  const passengerIds = Form.useWatch('passengerIds', form) ?? [];
  const ofKind = products.filter((product) => product.kind === kind);
  const product = ofKind.find((candidate) => candidate.code === productCode);
  const total = product ? product.unitPrice * quantity * passengerIds.length : 0;
  const kinds = [...new Set(products.map((candidate) => candidate.kind))];

  const create = useWrite(createAncillary, {
    onBizError: { [ERRORS.PAY_AMOUNT_CHANGED.code]: () => setPriceChanged(true) },
    onSuccess: ({ ancillaryOrder }) => {
      form.resetFields();
      onClose();
      void message.success(
        `附加服务单 ${ancillaryOrder.ancilOrderNo} 已生成（${ancillaryOrder.covers}），请在付款期限前支付 ${formatFen(ancillaryOrder.amount)}`,
      );
    },
  });

  const submit = (values: BuyValues) => {
    setPriceChanged(false);
    create.submit({
      orderNo: order.orderNo,
      kind: values.kind,
      lines: values.passengerIds.map((passengerId) => ({ passengerId, productCode: values.productCode!, quantity: values.quantity })),
      expectedAmount: total,
    });
  };

  return (
    <FormModal
      form={form}
      open={open}
      title={`购买附加服务 ${order.orderNo}`}
      width={720}
      okText={total > 0 ? `确认购买 ${formatFen(total)}` : '确认购买'}
      cancelText="返回"
      okButtonProps={{ loading: create.isPending }}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind: kinds.includes('BAGGAGE') ? 'BAGGAGE' : kinds[0], quantity: 1, passengerIds: [] }}
        onFinish={submit}
      >
        <Form.Item name="kind" label="服务类型">
          <Radio.Group
            options={kinds.map((value) => ({ value, label: AncillaryKind.label(value) }))}
            onChange={() => form.setFieldsValue({ productCode: undefined })}
          />
        </Form.Item>
        <Space size="large" align="start" wrap>
          <Form.Item name="productCode" label="项目" rules={[{ required: true, message: '请选择项目' }]}>
            <Select
              style={{ width: 320 }}
              placeholder="请选择"
              options={ofKind.map((candidate) => ({
                value: candidate.code,
                label: `${candidate.name}（${formatFen(candidate.unitPrice)}/${candidate.unit}）`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="quantity"
            label={`每人数量${product ? `（${product.unit}）` : ''}`}
            rules={[{ required: true, message: '请输入数量' }]}
          >
            <InputNumber min={1} max={product?.maxPerPassenger ?? products[0]?.maxPerPassenger ?? 1} precision={0} style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <Form.Item name="passengerIds" label={`旅客（已选 ${passengerIds.length} 人）`} rules={[atLeastOne('请选择旅客')]}>
          <PassengerPicker passengers={eligible} />
        </Form.Item>
        {priceChanged && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="价格已变化，请关闭后重新选择" />}
        <Typography.Text aria-live="polite">
          {product && passengerIds.length > 0
            ? `合计：${product.name} ${formatFen(product.unitPrice)} × ${quantity}${product.unit} × ${passengerIds.length}人 = ${formatFen(total)}`
            : '选择项目和旅客后显示合计'}
        </Typography.Text>
      </Form>
    </FormModal>
  );
}

function columns(cancel: (ancilOrderNo: string) => void): ColumnsType<AncillaryOrder> {
  return [
    { title: '附加服务单号', dataIndex: 'ancilOrderNo', width: 120 },
    { title: '类型', dataIndex: 'kind', width: 70, render: (kind: string) => AncillaryKind.label(kind) },
    {
      title: '内容',
      key: 'covers',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{row.covers}</Typography.Text>
          {row.lines.some((line) => line.passengerName) && (
            <Typography.Text type="secondary">
              {[...new Set(row.lines.map((line) => line.passengerName).filter(Boolean))].join('、')}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: '金额', dataIndex: 'amount', width: 110, align: 'right', render: formatFen },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: string) => <Tag color={AncillaryStatus.color(status)}>{AncillaryStatus.label(status)}</Tag>,
    },
    {
      title: '付款期限 / 支付时间',
      key: 'deadline',
      width: 170,
      render: (_, row) =>
        row.status === 'UNPAID' ? (
          <Space orientation="vertical" size={0}>
            {formatDateTime(row.deadline)}
            <Countdown deadline={row.deadline} />
          </Space>
        ) : row.paidTime ? (
          formatDateTime(row.paidTime)
        ) : (
          '-'
        ),
    },
    rowActionsColumn({
      kit: ANCILLARY_ACTIONS,
      width: 150,
      subject: (row) => `附加服务单 ${row.ancilOrderNo}`,
      handlers: (row) => ({ CANCEL: () => cancel(row.ancilOrderNo) }),
    }),
  ];
}

/**
 * The order's 附加服务 tab: its ancillary orders (meals, baggage, name changes, a delay) with what each
 * allows (pay, cancel), and 购买附加服务 when the order allows buying, for a user who may. 申请延期 stands
 * with the order's other actions (the page's action bar).
 */
export function AncillaryPanel({ order, canBuy }: { order: OrderDetail; canBuy: boolean }) {
  const { message } = App.useApp();
  const list = useQuery(ancillaryListQuery(order.orderNo));
  const products = useQuery({ ...ancillaryProductsQuery(order.orderNo), enabled: canBuy });
  const [buying, setBuying] = useState(false);
  const cancel = useWrite(cancelAncillary, {
    onSuccess: ({ ancillaryOrder }) => void message.success(`附加服务单 ${ancillaryOrder.ancilOrderNo} 已取消`),
  });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {canBuy && (
        <Space wrap>
          <Button
            type="primary"
            disabled={!products.data?.products.length || !products.data.passengers.length}
            onClick={() => setBuying(true)}
          >
            购买附加服务
          </Button>
          <Typography.Text type="secondary">为持有效客票的旅客加购餐食、额外托运行李，生成附加服务单后支付。</Typography.Text>
        </Space>
      )}
      <QueryBlock query={list}>
        {(rows) => (
          <UnpagedTable
            rowKey="ancilOrderNo"
            columns={columns((ancilOrderNo) => cancel.submit({ ancilOrderNo }))}
            dataSource={rows}
            locale={{ emptyText: '暂无附加服务' }}
          />
        )}
      </QueryBlock>
      {canBuy && products.data && (
        <BuyAncillaryDialog
          order={order}
          products={products.data.products}
          eligible={products.data.passengers}
          open={buying}
          onClose={() => setBuying(false)}
        />
      )}
    </Space>
  );
}
