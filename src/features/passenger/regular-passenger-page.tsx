import { useState } from 'react';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { rowLinksColumn } from '@/components/list-columns';
import { AUTH } from '@/config/auth-codes';
import { formatDateTime } from '@/domain/format';
import { Gender, IdType, PassengerType } from '@/domain/passenger';
import { Authorized } from '@/components/authorized';
import { DeleteLink } from '@/components/delete-link';
import { ListScreen } from '@/components/list-screen';
import { CHINESE_SELECT_ALL, ListTable } from '@/components/list-table';
import type { RegularPassenger } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { useWrite } from '@/lib/mutation-kit';
import { deleteRegularPassengers, regularPassengerList } from '@/lib/regular-passengers';
import { RegularPassengerForm } from './regular-passenger-form';

export const loader = regularPassengerList.loader;

type Editing = { passenger?: RegularPassenger } | null;

/** /agent/user/regular-passenger: the account's frequent passengers — query, add, edit, delete. */
export default function RegularPassengerPage() {
  const list = useList(regularPassengerList);
  const { message } = App.useApp();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useWrite(deleteRegularPassengers, {
    onSuccess: ({ deletedCount }) => {
      setSelected([]);
      void message.success(`已删除 ${deletedCount} 位常用旅客`);
    },
  });
  const removeIds = (passengerIds: string[]) => remove.submit({ passengerIds });

  const columns: ColumnsType<RegularPassenger> = [
    { title: '姓名', dataIndex: 'name', width: 130 },
    { title: '类型', dataIndex: 'passengerType', width: 70, render: (value: string) => PassengerType.label(value) },
    { title: '证件类型', dataIndex: 'idType', width: 100, render: (value: string) => IdType.label(value) },
    { title: '证件号码', dataIndex: 'idNo', width: 170 },
    { title: '出生日期', dataIndex: 'birthDate', width: 110 },
    { title: '性别', dataIndex: 'gender', width: 60, render: (value?: string) => Gender.label(value) },
    { title: '手机号', dataIndex: 'mobile', width: 130 },
    { title: '备注', dataIndex: 'remark', ellipsis: true },
    { title: '更新时间', dataIndex: 'updateTime', width: 150, render: (value: string) => formatDateTime(value) },
    rowLinksColumn({
      width: 130,
      gap: 0,
      links: (row) => (
        <>
          <Button type="link" size="small" onClick={() => setEditing({ passenger: row })} aria-label={`修改 ${row.name}`}>
            修改
          </Button>
          <DeleteLink
            subject={row.name}
            title={`删除常用旅客 ${row.name}？`}
            busy={remove.isPending}
            onConfirm={() => removeIds([row.passengerId])}
          />
        </>
      ),
    }),
  ];

  return (
    <ListScreen
      list={list}
      beside={editing && <RegularPassengerForm passenger={editing.passenger} onClose={() => setEditing(null)} />}
      extra={
        <Authorized code={AUTH.REGULAR_PASSENGER}>
          <Space>
            <Popconfirm
              title={`删除选中的 ${selected.length} 位常用旅客？`}
              okText="删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              disabled={selected.length === 0}
              onConfirm={() => removeIds(selected)}
            >
              <Button danger disabled={selected.length === 0} loading={remove.isPending}>
                批量删除{selected.length > 0 ? `（${selected.length}）` : ''}
              </Button>
            </Popconfirm>
            <Button type="primary" onClick={() => setEditing({})}>
              新增常用旅客
            </Button>
          </Space>
        </Authorized>
      }
    >
      <Typography.Paragraph type="secondary">
        常用旅客可在下单、录入名单时直接选用；身份证号码会自动带出出生日期、性别和旅客类型。
      </Typography.Paragraph>
      <ListTable<RegularPassenger>
        list={list}
        rowKey="passengerId"
        columns={columns}
        scroll={{ x: 1100 }}
        emptyText="暂无常用旅客"
        rowSelection={{
          ...CHINESE_SELECT_ALL,
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as string[]),
          getCheckboxProps: (row) => ({ 'aria-label': `选择 ${row.name}` }),
        }}
      />
    </ListScreen>
  );
}
