import { useState } from 'react';
import { App, Button, Descriptions, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ORDER_FIGURES } from '@/domain/figures';
import { formatDateTime, formatFen } from '@/domain/format';
import { AncillaryKind, NameChangeStatus } from '@/domain/order';
import { IdType } from '@/domain/passenger';
import { idNumberRule } from '@/domain/validators';
import { ticketed } from '@/components/order/order-facts';
import { gatewayNow } from '@/lib/clock';
import type { NameChange, NameChangeView, OrderDetail, OrderPassenger, PassengerInput } from '@/lib/gateway';
import { useFormDraft, useStoredDraft } from '@/lib/drafts';
import { useWrite } from '@/lib/mutation-kit';
import { changePassengers, confirmNameChange } from './api';
import { changedPassenger, isPassengerEdited, type PassengerEdit } from './order-actions';
import { CHINESE_SELECT_ALL } from '@/components/list-table';
import { rowActionsColumn } from '@/components/list-columns';
import { NAME_CHANGE_ACTIONS } from '@/components/actions/registry';
import { UnpagedTable } from '@/components/unpaged-table';

const describe = (passenger: PassengerInput) => `${passenger.name}（${IdType.label(passenger.idType)} ${passenger.idNo}）`;

function NameChangeSummary({ change }: { change: NameChange }) {
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          { key: 'no', label: '变更单号', children: change.changeNo },
          {
            key: 'status',
            label: '状态',
            children: <Tag color={NameChangeStatus.color(change.status)}>{NameChangeStatus.label(change.status)}</Tag>,
          },
          { key: 'count', label: '变更人数', children: `${change.items.length}人` },
          { key: 'total', label: '变更费合计', children: <Typography.Text strong>{formatFen(change.totalFee)}</Typography.Text> },
        ]}
      />
      <UnpagedTable
        rowKey="passengerId"
        style={{ marginTop: 12 }}
        dataSource={change.items}
        columns={[
          { title: '变更前', key: 'before', render: (_, item) => describe(item.before) },
          { title: '变更后', key: 'after', render: (_, item) => describe(item.after) },
          { title: '类型', dataIndex: 'kind', width: 80, render: (kind: string) => AncillaryKind.label(kind) },
          { title: '变更费', dataIndex: 'fee', width: 110, align: 'right', render: formatFen },
        ]}
      />
    </>
  );
}

type EditValues = Record<string, PassengerEdit>;

/**
 * Change the passenger list after ticketing: pick ticketed passengers, correct their names or
 * documents, see the change order (fee per passenger) and confirm it.
 */
export function ChangePassengersDialog({ order, open, onClose }: { order: OrderDetail; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EditValues>();
  const draft = useFormDraft(form, 'name-change');
  // The rows being edited when the session expired are chosen again (the draft holds their fields only).
  const stored = useStoredDraft<EditValues>('name-change');
  const [selected, setSelected] = useState<string[]>(() => Object.keys(stored ?? {}));
  const [change, setChange] = useState<NameChange | null>(null);
  const candidates = ticketed(order.passengers);
  const create = useWrite(changePassengers, { draft, onSuccess: ({ nameChange }) => setChange(nameChange) });
  const confirm = useWrite(confirmNameChange, {
    onSuccess: () => {
      void message.success('名单变更已确认，请支付变更费用');
      close();
    },
  });

  function close() {
    setSelected([]);
    setChange(null);
    form.resetFields();
    draft.clear();
    onClose();
  }

  const submit = (values: EditValues) => {
    const items = candidates
      .filter((passenger) => selected.includes(passenger.passengerId))
      .filter((passenger) => values[passenger.passengerId] && isPassengerEdited(passenger, values[passenger.passengerId]!))
      .map((passenger) => ({ passengerId: passenger.passengerId, after: changedPassenger(passenger, values[passenger.passengerId]!) }));
    if (items.length === 0) {
      void message.warning('所选旅客没有任何改动');
      return;
    }
    create.submit({ orderNo: order.orderNo, items });
  };

  const editing = (row: OrderPassenger) => selected.includes(row.passengerId);
  const columns: ColumnsType<OrderPassenger> = [
    {
      title: '姓名',
      key: 'name',
      width: 160,
      render: (_, row) =>
        editing(row) ? (
          <Form.Item
            name={[row.passengerId, 'name']}
            initialValue={row.name}
            style={{ marginBottom: 0 }}
            rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}
          >
            <Input aria-label={`${row.name} 的新姓名`} maxLength={40} />
          </Form.Item>
        ) : (
          row.name
        ),
    },
    {
      title: '证件类型',
      key: 'idType',
      width: 130,
      render: (_, row) =>
        editing(row) ? (
          <Form.Item name={[row.passengerId, 'idType']} initialValue={row.idType} noStyle>
            <Select aria-label={`${row.name} 的证件类型`} options={[...IdType.options]} style={{ width: 120 }} />
          </Form.Item>
        ) : (
          IdType.label(row.idType)
        ),
    },
    {
      title: '证件号',
      key: 'idNo',
      render: (_, row) =>
        editing(row) ? (
          <Form.Item
            name={[row.passengerId, 'idNo']}
            initialValue={row.idNo}
            dependencies={[[row.passengerId, 'idType']]}
            rules={[
              { required: true, whitespace: true, message: '请输入证件号' },
              ({ getFieldValue }) =>
                getFieldValue([row.passengerId, 'idType']) === 'NI' ? idNumberRule(gatewayNow) : { validator: () => Promise.resolve() },
            ]}
            style={{ marginBottom: 0 }}
          >
            <Input aria-label={`${row.name} 的新证件号`} maxLength={30} />
          </Form.Item>
        ) : (
          row.idNo
        ),
    },
    { title: '票号', dataIndex: 'ticketNo', width: 150 },
  ];

  return (
    <Modal
      open={open}
      width={820}
      title={`名单变更 · ${order.orderNo}`}
      onCancel={close}
      destroyOnHidden
      footer={
        change ? (
          <Space>
            <Button onClick={close}>稍后确认</Button>
            <Button
              type="primary"
              loading={confirm.isPending}
              onClick={() => confirm.submit({ orderNo: order.orderNo, changeNo: change.changeNo })}
            >
              确认变更
            </Button>
          </Space>
        ) : (
          <Space>
            <Button onClick={close}>返回</Button>
            <Button type="primary" disabled={selected.length === 0} loading={create.isPending} onClick={() => form.submit()}>
              计算变更费用
            </Button>
          </Space>
        )
      }
    >
      {change ? (
        <NameChangeSummary change={change} />
      ) : (
        <>
          <Typography.Paragraph>
            已出票旅客的姓名或证件变更为一笔附加订单，按人收取变更费用：同一旅客更正姓名为改名（每人
            {formatFen(ORDER_FIGURES.nameChangeFeePerPassenger)}）， 证件号变为另一位旅客为换人（每人
            {formatFen(ORDER_FIGURES.replaceFeePerPassenger)}）。请勾选要变更的旅客并修改。
          </Typography.Paragraph>
          <Form form={form} component={false} onValuesChange={draft.onValuesChange} onFinish={submit}>
            <Table
              rowKey="passengerId"
              size="small"
              columns={columns}
              dataSource={candidates}
              pagination={candidates.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
              rowSelection={{
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as string[]),
                ...CHINESE_SELECT_ALL,
                getCheckboxProps: (row) => ({ 'aria-label': `变更 ${row.name}` }),
              }}
            />
          </Form>
        </>
      )}
    </Modal>
  );
}

/**
 * The order's name changes; one waiting for confirmation can be confirmed here, and a confirmed one's
 * fee paid (the payment screen, payable kind ANCILLARY).
 */
export function NameChangeList({ order }: { order: OrderDetail }) {
  const { message } = App.useApp();
  const confirm = useWrite(confirmNameChange, { onSuccess: () => void message.success('名单变更已确认，请支付变更费用') });
  const columns: ColumnsType<NameChangeView> = [
    { title: '变更单号', dataIndex: 'changeNo' },
    {
      title: '状态',
      dataIndex: 'status',
      render: (status: string) => <Tag color={NameChangeStatus.color(status)}>{NameChangeStatus.label(status)}</Tag>,
    },
    { title: '人数', key: 'count', render: (_, row) => row.items.length },
    {
      title: '类型',
      key: 'kinds',
      render: (_, row) => [...new Set(row.items.map((item) => AncillaryKind.label(item.kind)))].join('、'),
    },
    { title: '合计', dataIndex: 'totalFee', align: 'right', render: formatFen },
    { title: '创建时间', dataIndex: 'createTime', render: formatDateTime },
    rowActionsColumn({
      kit: NAME_CHANGE_ACTIONS,
      subject: (row) => `名单变更 ${row.changeNo}`,
      busy: () => ({ CONFIRM: confirm.isPending }),
      handlers: (row) => ({ CONFIRM: () => confirm.submit({ orderNo: order.orderNo, changeNo: row.changeNo }) }),
    }),
  ];
  return (
    <UnpagedTable
      rowKey="changeNo"
      columns={columns}
      dataSource={order.nameChanges}
      expandable={{ expandedRowRender: (row) => <NameChangeSummary change={row} /> }}
    />
  );
}
