import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { App, Button, Popconfirm, Segmented, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQueryClient } from '@tanstack/react-query';
import { CrewImportDialog, NameListEditor, NameListProgress, type NameListTheirs } from '@/components/name-list';
import { PresenceNotice } from '@/components/presence-notice';
import { WhenOpened } from '@/components/when-opened';
import { nameListProgress } from '@/components/order/order-facts';
import { PassengersTable } from '@/components/order/passengers-table';
import { BizRequestError, conflictOf, ERRORS, type OrderDetail, type OrderPassenger, type PassengerAction } from '@/lib/gateway';
import { stampChangedBy } from '@/domain/name-list-merge';
import { useWrite } from '@/lib/mutation-kit';
import { batchDeletePassengers, crewTemplateQuery, deletePassenger, importPassengers, savePassengers } from './api';
import { CHINESE_SELECT_ALL } from '@/components/list-table';
import { rowActionsColumn } from '@/components/list-columns';
import { PASSENGER_ACTIONS, permits } from '@/components/actions/registry';
import { useAccess } from '@/lib/current-user';

type View = 'editor' | 'table';

/** Ticket numbers, deletion one by one or by selection: the list view of the names. */
function PassengerList({ order, canEdit, focusId }: { order: OrderDetail; canEdit: boolean; focusId?: string }) {
  const { message } = App.useApp();
  const access = useAccess();
  const [selected, setSelected] = useState<string[]>([]);
  const { orderNo } = order;
  const removeOne = useWrite(deletePassenger, { onSuccess: () => void message.success('已删除旅客') });
  const removeMany = useWrite(batchDeletePassengers, {
    onSuccess: ({ deletedCount }) => {
      setSelected([]);
      void message.success(`已删除 ${deletedCount} 位旅客`);
    },
  });
  const busy = removeOne.isPending || removeMany.isPending;
  const revisionOf = new Map(order.passengers.map((passenger) => [passenger.passengerId, passenger.revision]));

  const actions: ColumnsType<OrderPassenger> = canEdit
    ? [
        rowActionsColumn<OrderPassenger, PassengerAction>({
          kit: PASSENGER_ACTIONS,
          width: 80,
          fixed: true,
          subject: (row) => row.name,
          busy: () => ({ DELETE: busy }),
          handlers: (row) => ({ DELETE: () => removeOne.submit({ orderNo, passengerId: row.passengerId, baseRevision: row.revision }) }),
        }),
      ]
    : [];

  return (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <NameListProgress {...nameListProgress(order)} nameDeadline={order.nameDeadline} />
        {canEdit && (
          <Popconfirm
            title={`删除所选 ${selected.length} 位旅客？`}
            okText="删除"
            cancelText="取消"
            disabled={selected.length === 0}
            onConfirm={() =>
              removeMany.submit({
                orderNo,
                passengerIds: selected,
                // Each as this page read it: one changed since by someone else refuses the deletion.
                baseRevisions: selected.map((id) => revisionOf.get(id) ?? 0),
              })
            }
          >
            <Button danger disabled={selected.length === 0 || busy} loading={removeMany.isPending}>
              批量删除{selected.length > 0 ? `（${selected.length}）` : ''}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <PassengersTable
        passengers={order.passengers}
        focusId={focusId}
        split={order.split}
        extraColumns={actions}
        rowSelection={
          canEdit
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as string[]),
                ...CHINESE_SELECT_ALL,
                getCheckboxProps: (row) => ({
                  disabled: !permits(PASSENGER_ACTIONS, row, 'DELETE', access.can),
                  'aria-label': `选择 ${row.name}`,
                }),
              }
            : undefined
        }
      />
    </>
  );
}

/** Who made a record's last accepted write and when, when the gateway says. */

/** The gateway's current list a refused save carries (someone else saved it since it was read). */
function nameListConflict(error: unknown): NameListTheirs | undefined {
  const conflict = error instanceof BizRequestError ? conflictOf(error.conflict, 'nameList') : undefined;
  if (!conflict) return undefined;
  const { passengers, nameListRevision } = conflict.current;
  return { passengers, revision: nameListRevision.revision, changedBy: stampChangedBy(nameListRevision) };
}

/** The editor answers this refusal with its merge: no toast. */
const MERGE_INSTEAD = { [ERRORS.REVISION_CONFLICT.code]: () => undefined };

/** The spreadsheet editor of the whole list, with the crew-list import beside it. */
function PassengerEditor({ order }: { order: OrderDetail }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const { orderNo } = order;
  const save = useWrite(savePassengers, {
    onBizError: MERGE_INSTEAD,
    onSuccess: ({ passengers, merged }) =>
      void message.success(`名单已保存${merged ? '（已与他人同时保存的修改合并）' : ''}，共 ${passengers.length} 位旅客`),
  });
  const load = useWrite(importPassengers, { onSuccess: ({ importedCount }) => void message.success(`已导入 ${importedCount} 位旅客`) });
  const departureDate = order.segments[0]?.flightDate ?? '';

  return (
    <>
      <PresenceNotice recordType="nameList" recordKey={orderNo} activity="EDITING" />
      <NameListEditor
        passengers={order.passengers}
        revision={order.nameListRevision.revision}
        listChangedBy={stampChangedBy(order.nameListRevision)}
        readConflict={nameListConflict}
        seatCapacity={order.groupCount}
        infantCapacity={order.infantCount}
        departureDate={departureDate}
        nameDeadline={order.nameDeadline}
        saving={save.isPending || load.isPending}
        onSave={(_list, changes) => save.submitAsync({ orderNo, ...changes })}
        draftId={orderNo}
        toolbarExtra={<Button onClick={() => setImporting(true)}>导入名单</Button>}
      />
      <WhenOpened open={importing}>
        <CrewImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          loadTemplate={() => queryClient.fetchQuery(crewTemplateQuery())}
          departureDate={departureDate}
          existing={order.passengers}
          onImport={(rows) => load.submitAsync({ orderNo, rows })}
          importing={load.isPending}
        />
      </WhenOpened>
    </>
  );
}

/**
 * The name list. With the right to edit (and while the order takes names): the spreadsheet editor
 * (add, edit, paste, delete rows, save the whole list; import from the crew-list template) or the
 * list (delete one or the selected). Otherwise the list, read-only.
 */
export function PassengersPanel({ order, canEdit }: { order: OrderDetail; canEdit: boolean }) {
  // A search's hit names a passenger (?passenger=ID): the list shows its row, in view and focused.
  const focusId = useSearchParams()[0].get('passenger') ?? undefined;
  const [view, setView] = useState<View>(focusId ? 'table' : 'editor');
  if (!canEdit) return <PassengerList order={order} canEdit={false} focusId={focusId} />;
  return (
    <>
      <Segmented<View>
        aria-label="名单视图"
        style={{ marginBottom: 12 }}
        value={view}
        onChange={setView}
        options={[
          { value: 'editor', label: '表格编辑' },
          { value: 'table', label: '名单列表' },
        ]}
      />
      {view === 'editor' ? <PassengerEditor order={order} /> : <PassengerList order={order} canEdit focusId={focusId} />}
    </>
  );
}
