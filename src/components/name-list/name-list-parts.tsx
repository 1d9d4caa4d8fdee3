import type { ComponentProps, MouseEvent, ReactNode, RefObject, UIEvent } from 'react';
import { Alert, Button, Modal, Popconfirm } from 'antd';
import type { Blocker } from 'react-router-dom';
import { NAME_LIST_TITLES, type NameListField, type NameListValidation } from '@/domain/name-list';
import { formatChangedBy, type ChangedBy, type MergeChoice } from '@/domain/name-list-merge';
import { Gender, IdType, PassengerType } from '@/domain/passenger';
import { PassengerPicker } from '../passenger-picker';
import { WhenOpened } from '../when-opened';
import { GridRow } from './name-list-cells';
import type { Merging } from './name-list-hooks';
import { NameListMergeDialog } from './name-list-merge-dialog';
import { COLS, type errorCells, isFixed, isKept, type Cell, type EditorRow, type Notice, type RowRights } from './name-list-state';

/*
 * The parts of the name-list editor (name-list-editor.tsx) around its grid: the toolbar, the grid itself,
 * what is said above and under it, the error list, and the question before leaving unsaved.
 */

const WIDTHS: Record<NameListField, number> = {
  name: 150,
  passengerType: 80,
  idType: 110,
  idNo: 190,
  birthDate: 110,
  gender: 64,
  mobile: 130,
};
/** The choice columns' choices (the active cell offers them as a datalist). */
export const CHOICES: Partial<Record<NameListField, readonly { label: string }[]>> = {
  passengerType: PassengerType.options,
  idType: IdType.options,
  gender: Gender.options,
};

/** What the toolbar's buttons do. */
export interface ToolbarHandlers {
  addRow: () => void;
  deleteSelected: () => void;
  undo: () => void;
  pick: ComponentProps<typeof PassengerPicker>['onPick'];
  discard: () => void;
  save: () => void;
}

/** Add, delete, undo, pick, discard and save; the progress, and the page's own count until saved. */
export function NameListToolbar({
  readOnly,
  locked,
  saving,
  dirty,
  selectedCount,
  canUndo,
  showPicker,
  presentIds,
  toolbarExtra,
  on,
  progress,
  unsaved,
}: {
  readOnly: boolean;
  locked: boolean;
  saving: boolean;
  dirty: boolean;
  selectedCount: number;
  canUndo: boolean;
  showPicker: boolean;
  presentIds: ComponentProps<typeof PassengerPicker>['exclude'];
  toolbarExtra: ReactNode;
  on: ToolbarHandlers;
  progress: ReactNode;
  unsaved: ReactNode;
}) {
  return (
    <div className="name-list-toolbar">
      {!readOnly && (
        <>
          <Button onClick={on.addRow} disabled={locked}>
            添加一行
          </Button>
          <Button danger disabled={locked || selectedCount === 0} onClick={on.deleteSelected}>
            删除选中行{selectedCount > 0 ? `（${selectedCount}）` : ''}
          </Button>
          <Button disabled={locked || !canUndo} onClick={on.undo}>
            撤销
          </Button>
          {showPicker && <PassengerPicker disabled={locked} exclude={presentIds} onPick={on.pick} />}
          {toolbarExtra}
          {dirty && (
            <Popconfirm
              title="放弃未保存的修改？"
              description="名单将恢复为订单中已保存的旅客"
              okText="放弃修改"
              cancelText="取消"
              onConfirm={on.discard}
            >
              <Button disabled={locked}>放弃修改</Button>
            </Popconfirm>
          )}
          <Button type="primary" loading={saving} disabled={readOnly || !dirty} onClick={on.save}>
            保存名单
          </Button>
        </>
      )}
      {readOnly && toolbarExtra}
      {progress}
      {dirty && <span className="name-list-unsaved">{unsaved}</span>}
    </div>
  );
}

/** The grid: its header, the rows in view (the active one with its cell), and the height of the rest. */
export function NameListGrid({
  gridRef,
  onScroll,
  readOnly,
  rowCount,
  shownRows,
  rowErrors,
  selected,
  active,
  activeCell,
  restHeight,
  onMouseDown,
  onDoubleClick,
  toggleRow,
  rights,
}: {
  gridRef: RefObject<HTMLDivElement | null>;
  onScroll: (event: UIEvent<HTMLElement>) => void;
  readOnly: boolean;
  rowCount: number;
  shownRows: readonly EditorRow[];
  rowErrors: NameListValidation['rowErrors'];
  selected: ReadonlySet<string>;
  active: Cell;
  activeCell: ReactNode;
  restHeight: number;
  onMouseDown: (event: MouseEvent<HTMLTableSectionElement>) => void;
  onDoubleClick: (event: MouseEvent<HTMLTableSectionElement>) => void;
  toggleRow: (index: number) => void;
  rights: RowRights;
}) {
  return (
    <div className="name-list-scroll" ref={gridRef} onScroll={onScroll}>
      <table
        role="grid"
        aria-label="旅客名单"
        aria-readonly={readOnly || undefined}
        aria-multiselectable
        aria-rowcount={rowCount + 1}
        className="name-list-grid"
      >
        <colgroup>
          <col style={{ width: 64 }} />
          {COLS.map((field) => (
            <col key={field} style={{ width: WIDTHS[field] }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="nl-rowhead">
              序号
            </th>
            {COLS.map((field) => (
              <th key={field} scope="col" role="columnheader">
                {NAME_LIST_TITLES[field]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          onMouseDown={onMouseDown}
          onDoubleClick={onDoubleClick}
          onChange={(event) => {
            const index = Number((event.target as HTMLElement).dataset.select);
            if (Number.isInteger(index)) toggleRow(index);
          }}
        >
          {shownRows.map((row, index) => (
            <GridRow
              key={row.key}
              row={row}
              index={index}
              errors={rowErrors[index]}
              selected={selected.has(row.key)}
              fixed={isFixed(rights, row)}
              kept={isKept(rights, row)}
              activeCol={index === active.row ? active.col : -1}
              activeCell={index === active.row ? activeCell : null}
            />
          ))}
          {restHeight > 0 && (
            <tr aria-hidden="true" className="nl-rest">
              <td colSpan={COLS.length + 1} style={{ height: restHeight }} />
            </tr>
          )}
        </tbody>
      </table>
      {rowCount === 0 && <p className="name-list-status">暂无旅客</p>}
    </div>
  );
}

/** The wrong cells: the next one, or any of them, a click away. */
export function NameListErrors({
  errorItems,
  onNext,
  moveTo,
}: {
  errorItems: ReturnType<typeof errorCells>;
  onNext: () => void;
  moveTo: (cell: Partial<Cell>) => void;
}) {
  return (
    <div className="name-list-errors">
      <Button size="small" onClick={onNext}>
        定位下一处错误（共 {errorItems.length} 处）
      </Button>
      <details>
        <summary>名单有 {errorItems.length} 处错误（展开全部，点击定位）</summary>
        <ul>
          {errorItems.map((item) => (
            <li key={`${item.row}:${item.col}`}>
              <button type="button" onClick={() => moveTo({ row: item.row, col: item.col })}>
                {item.text}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

export function LeaveUnsavedModal({ blocker }: { blocker: Blocker }) {
  return (
    <WhenOpened open={blocker.state === 'blocked'}>
      <Modal
        open={blocker.state === 'blocked'}
        title="名单尚未保存"
        okText="离开"
        cancelText="留在此页"
        onOk={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        名单有未保存的修改。修改已暂存在本标签页，回到此订单可继续编辑；确定离开吗？
      </Modal>
    </WhenOpened>
  );
}

/** Someone else saved the list while this page holds unsaved changes: said at once, merged on request. */
export function OvertakenAlert({
  listChangedBy,
  locked,
  onMerge,
}: {
  listChangedBy: ChangedBy | undefined;
  locked: boolean;
  onMerge: () => void;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={`${formatChangedBy(listChangedBy) || '他人'} 保存了新的名单，您的修改仍保留在本页。`}
      action={
        <Button size="small" disabled={locked} onClick={onMerge}>
          查看并合并
        </Button>
      }
    />
  );
}

/** The choices of the choice columns, offered as the active cell's datalist. */
export function ChoiceLists({ ids }: { ids: string }) {
  return Object.entries(CHOICES).map(([field, options]) => (
    <datalist key={field} id={`${ids}-${field}`}>
      {options.map((option) => (
        <option key={option.label} value={option.label} />
      ))}
    </datalist>
  ));
}

export function KeysHelp() {
  return (
    <p className="name-list-keys">
      方向键、Tab、回车移动 · 直接输入即改写，F2 或双击修改 · Esc 取消 · Delete 清空 · Ctrl+Z 撤销 · Ctrl+V 粘贴从 Excel/WPS 复制的多行 ·
      Shift+空格 选中行 · 输入身份证号自动填写出生日期、性别和类型
    </p>
  );
}

/**
 * What is said above the grid: a draft restored, someone else's newer list (merged on request), the
 * merge itself while it is open, and what is wrong with the list as a whole.
 */
export function NameListNotices({
  restored,
  overtaken,
  merging: { merge, theirs, setTheirs },
  listChangedBy,
  locked,
  saving,
  listErrors,
  onMerge,
  onApplyMerge,
}: {
  restored: boolean;
  overtaken: boolean;
  merging: Merging;
  listChangedBy: ChangedBy | undefined;
  locked: boolean;
  saving: boolean;
  listErrors: readonly string[];
  onMerge: () => void;
  onApplyMerge: (choices: Record<string, MergeChoice>) => void;
}) {
  return (
    <>
      {restored && <Alert type="info" showIcon title="已恢复本标签页中未保存的名单修改，请核对后保存。" />}
      {overtaken && !theirs && <OvertakenAlert listChangedBy={listChangedBy} locked={locked} onMerge={onMerge} />}
      {merge && (
        <NameListMergeDialog
          key={theirs?.revision ?? 0}
          merge={merge}
          changedBy={theirs?.changedBy}
          saving={saving}
          onApply={onApplyMerge}
          onCancel={() => setTheirs(null)}
        />
      )}
      {listErrors.map((text) => (
        <Alert key={text} type="warning" showIcon title={text} />
      ))}
    </>
  );
}

/** Under the grid: what is wrong with the active cell (its input's description), and the editor's last notice (announced). */
export function NameListStatus({
  errorId,
  activeError,
  notice,
}: {
  errorId: string;
  activeError: string | undefined;
  notice: Notice | null;
}) {
  return (
    <>
      <div id={errorId} className="name-list-status nl-status-error">
        {activeError ?? ''}
      </div>
      <div className={`name-list-status${notice?.tone === 'error' ? ' nl-status-error' : ''}`} role="status" aria-live="polite">
        {notice?.text ?? ''}
      </div>
    </>
  );
}

/** The page's own count of named seats (and infants) while it differs from the order's. */
export function UnsavedCount({
  counts,
  seatCapacity,
  infantCapacity,
}: {
  counts: NameListValidation['counts'];
  seatCapacity: number;
  infantCapacity: number;
}) {
  return (
    <>
      未保存：本页已录入 {counts.adults + counts.children}/{seatCapacity}
      {infantCapacity > 0 ? ` · 婴儿 ${counts.infants}/${infantCapacity}` : ''}
    </>
  );
}
