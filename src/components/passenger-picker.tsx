import { useMemo, useState, type Key } from 'react';
import { Button, Input, Modal, Table, Tabs, type TableColumnsType, type TableProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Gender, IdType, PassengerType } from '@/domain/passenger';
import type { PassengerInput } from '@/lib/gateway/endpoints/order';
import { passengerHistory, passengerInputOf } from '@/lib/passenger-history';
import { DEFAULT_PAGE_SIZE } from '@/lib/query';
import { regularPassengerList } from '@/lib/regular-passengers';
import { CHINESE_SELECT_ALL, listTableProps } from './list-table';
import { idKey } from '@/domain/name-list';
import { WhenOpened } from './when-opened';

/**
 * Picks passengers for any passenger form: the account's frequent passengers (regularPassengerApi.query
 * through `regularPassengerList`, searchable) and the passengers entered earlier in this tab (the local
 * history of lib/passenger-history.ts, keyed by idNo). A button opens the picker; 确定 hands over the
 * chosen passengers as PassengerInput[].
 *
 * Props:
 *   onPick(passengers)  the chosen passengers (PassengerInput: name, type, ID, birth date, gender, mobile)
 *   exclude?            ID numbers already in the form: shown as added and not offered again
 *   max?                how many may be chosen at most (e.g. seats left); unlimited by default
 *   disabled?           the button disabled
 *   buttonText?         default '从常用旅客添加'
 */
export interface PassengerPickerProps {
  onPick: (passengers: PassengerInput[]) => void;
  exclude?: readonly string[];
  max?: number;
  disabled?: boolean;
  buttonText?: string;
}

type Source = 'regular' | 'history';

const COLUMNS: TableColumnsType<PassengerInput> = [
  { title: '姓名', dataIndex: 'name', width: 120 },
  { title: '类型', dataIndex: 'passengerType', width: 70, render: (value: string) => PassengerType.label(value) },
  { title: '证件类型', dataIndex: 'idType', width: 100, render: (value: string) => IdType.label(value) },
  { title: '证件号码', dataIndex: 'idNo', width: 190 },
  { title: '性别', dataIndex: 'gender', width: 60, render: (value?: string) => Gender.label(value) },
  { title: '手机号', dataIndex: 'mobile', width: 130 },
];

function PickerBody({
  exclude,
  max,
  onDone,
}: {
  exclude: ReadonlySet<string>;
  max?: number;
  onDone: (picked: PassengerInput[] | null) => void;
}) {
  const [source, setSource] = useState<Source>('regular');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ currentPage: 1, perSize: DEFAULT_PAGE_SIZE });
  const [chosen, setChosen] = useState<Map<string, PassengerInput>>(() => new Map());
  const query = useQuery({
    ...regularPassengerList.query({ ...page, ...(keyword ? { keyword } : {}) }),
    enabled: source === 'regular',
  });
  const [history] = useState(passengerHistory);
  const historyRows = useMemo(() => {
    const word = keyword.toUpperCase();
    return word ? history.filter((item) => `${item.name} ${item.idNo} ${item.mobile ?? ''}`.toUpperCase().includes(word)) : history;
  }, [history, keyword]);

  const full = max !== undefined && chosen.size >= max;
  const rowSelection = {
    ...CHINESE_SELECT_ALL,
    selectedRowKeys: [...chosen.keys()],
    preserveSelectedRowKeys: true,
    getCheckboxProps: (record: PassengerInput) => {
      const key = idKey(record.idNo);
      return {
        disabled: exclude.has(key) || (full && !chosen.has(key)),
        'aria-label': exclude.has(key) ? `${record.name}已在名单中` : `选择 ${record.name}`,
      };
    },
    onChange: (_keys: Key[], rows: PassengerInput[]) => {
      setChosen((current) => {
        const next = new Map<string, PassengerInput>();
        // Keep choices of the other tab and of other pages; take this table's selection as given.
        const visible = new Set((source === 'regular' ? (query.data?.items ?? []) : historyRows).map((row) => idKey(row.idNo)));
        for (const [key, value] of current) if (!visible.has(key)) next.set(key, value);
        for (const row of rows) if (row) next.set(idKey(row.idNo), passengerInputOf(row));
        if (max !== undefined && next.size > max) return current;
        return next;
      });
    },
  };

  // Both sources show the same columns and choose the same way; only where the rows come from differs.
  const shown: TableProps<PassengerInput> = {
    size: 'small',
    rowKey: (row) => idKey(row.idNo),
    columns: COLUMNS,
    rowSelection,
    scroll: { x: 700 },
  };
  const table =
    source === 'regular' ? (
      <Table<PassengerInput>
        {...shown}
        {...listTableProps({ query, setParams: setPage }, keyword ? '没有符合条件的常用旅客' : '暂无常用旅客')}
      />
    ) : (
      <Table<PassengerInput>
        {...shown}
        dataSource={historyRows}
        pagination={{ pageSize: DEFAULT_PAGE_SIZE, hideOnSinglePage: true }}
        locale={{ emptyText: '本次登录尚未录入过旅客' }}
      />
    );

  return (
    <>
      <Input.Search
        aria-label="搜索旅客"
        placeholder="姓名、证件号或手机号"
        allowClear
        maxLength={30}
        style={{ width: 280, marginBottom: 8 }}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage((current) => ({ ...current, currentPage: 1 }));
        }}
      />
      <Tabs
        activeKey={source}
        onChange={(key) => setSource(key as Source)}
        items={[
          { key: 'regular', label: '常用旅客', children: source === 'regular' ? table : null },
          { key: 'history', label: `最近录入（${history.length}）`, children: source === 'history' ? table : null },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, alignItems: 'center' }}>
        <span aria-live="polite">
          已选 {chosen.size} 位{max !== undefined ? `（最多 ${max} 位）` : ''}
        </span>
        <Button onClick={() => onDone(null)}>取消</Button>
        <Button type="primary" disabled={chosen.size === 0} onClick={() => onDone([...chosen.values()])}>
          添加所选旅客
        </Button>
      </div>
    </>
  );
}

export function PassengerPicker({ onPick, exclude = [], max, disabled, buttonText = '从常用旅客添加' }: PassengerPickerProps) {
  const [open, setOpen] = useState(false);
  const excluded = useMemo(() => new Set(exclude.map(idKey)), [exclude]);
  return (
    <>
      <Button disabled={disabled} onClick={() => setOpen(true)}>
        {buttonText}
      </Button>
      <WhenOpened open={open}>
        <Modal open={open} title="选择旅客" width={820} footer={null} destroyOnHidden onCancel={() => setOpen(false)}>
          {open && (
            <PickerBody
              exclude={excluded}
              max={max}
              onDone={(picked) => {
                setOpen(false);
                if (picked && picked.length > 0) onPick(picked);
              }}
            />
          )}
        </Modal>
      </WhenOpened>
    </>
  );
}
