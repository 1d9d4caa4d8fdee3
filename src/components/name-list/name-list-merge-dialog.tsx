import { useMemo, useState } from 'react';
import { Button, Radio, Space, Table, Tag, Typography } from 'antd';
import { TheirChangeDialog } from '../revision-conflict';
import type { ColumnsType } from 'antd/es/table';
import { displayCell, NAME_LIST_TITLES, type NameListRow } from '@/domain/name-list';
import { formatChangedBy, type ChangedBy, type MergeChoice, type MergeEntry, type NameListMerge } from '@/domain/name-list-merge';

/**
 * The name list's merge, when someone else saved the list after this page read it: every passenger
 * either side touched, side by side. Rows only they changed are taken as theirs, rows only I changed
 * kept as mine; rows both changed (or one removed what the other edited) wait for a choice per row,
 * field by field, with who changed theirs and when. Additions and removals are listed. Saving sends the
 * merged list over the gateway's current revision; 稍后处理 keeps the draft as it is.
 */
export interface NameListMergeDialogProps {
  merge: NameListMerge;
  /** Who saved the gateway's list and when, when it says. */
  changedBy?: ChangedBy;
  saving?: boolean;
  onApply: (choices: Record<string, MergeChoice>) => void;
  onCancel: () => void;
}

const KIND_LABELS: Record<Exclude<MergeEntry['kind'], 'conflict'>, { text: string; color: string }> = {
  unchanged: { text: '未改动', color: 'default' },
  theirs: { text: '对方修改，采用对方的', color: 'blue' },
  mine: { text: '我的修改，保留', color: 'green' },
  same: { text: '双方修改相同', color: 'default' },
  addedMine: { text: '我新增', color: 'green' },
  addedTheirs: { text: '对方新增', color: 'blue' },
  removedMine: { text: '我删除', color: 'green' },
  removedTheirs: { text: '对方删除', color: 'blue' },
  removedBoth: { text: '双方都删除', color: 'default' },
  ticketed: { text: '对方已出票，我的修改未采用', color: 'orange' },
};

const CONFLICT_LABELS: Record<NonNullable<MergeEntry['conflict']>, string> = {
  edited: '双方都修改了',
  removedByMe: '我删除了，对方修改了',
  removedByThem: '对方删除了，我修改了',
  addedBoth: '双方都新增了同一证件号',
};

/** The two choices of a conflict, in the words of what each does. */
const CHOICE_LABELS: Record<NonNullable<MergeEntry['conflict']>, Record<MergeChoice, string>> = {
  edited: { mine: '保留我的', theirs: '采用对方的' },
  addedBoth: { mine: '保留我的', theirs: '采用对方的' },
  removedByMe: { mine: '删除（我的）', theirs: '保留对方修改' },
  removedByThem: { mine: '保留我的（重新添加）', theirs: '删除（对方的）' },
};

/** The passenger's name as the merge will have it (theirs where theirs is taken). */
const nameOf = (entry: MergeEntry) =>
  ((entry.kind === 'theirs' || entry.kind === 'ticketed' ? entry.theirs : undefined) ?? entry.mine ?? entry.theirs ?? entry.base)?.name ??
  '';

const cell = (row: NameListRow | undefined, field: keyof typeof NAME_LIST_TITLES) =>
  row ? displayCell(field, row[field]) || '（空）' : '';

/** Mine against theirs, field by field (a removed side says so). */
function SideBySide({ entry }: { entry: MergeEntry }) {
  const mineGone = entry.conflict === 'removedByMe';
  const theirsGone = entry.conflict === 'removedByThem';
  const otherSide = entry.conflict === 'edited' || entry.conflict === 'addedBoth' ? undefined : entry.base;
  return (
    <table className="nl-merge-fields">
      <thead>
        <tr>
          <th scope="col">字段</th>
          <th scope="col">我的</th>
          <th scope="col">对方的</th>
        </tr>
      </thead>
      <tbody>
        {entry.fields.map((field) => (
          <tr key={field}>
            <th scope="row">{NAME_LIST_TITLES[field]}</th>
            <td>{mineGone ? '已删除' : cell(entry.mine ?? otherSide, field)}</td>
            <td>{theirsGone ? '已删除' : cell(entry.theirs ?? otherSide, field)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What one side changed of the base: '手机号：138… → 139…'. */
function Changes({ entry }: { entry: MergeEntry }) {
  const after = entry.kind === 'theirs' ? entry.theirs : entry.mine;
  if (!entry.base || !after || entry.fields.length === 0) return null;
  return (
    <ul className="nl-merge-changes">
      {entry.fields.map((field) => (
        <li key={field}>
          {NAME_LIST_TITLES[field]}：{cell(entry.base, field)} → {cell(after, field)}
        </li>
      ))}
    </ul>
  );
}

export function NameListMergeDialog({ merge, changedBy, saving = false, onApply, onCancel }: NameListMergeDialogProps) {
  const [choices, setChoices] = useState<Record<string, MergeChoice>>({});
  const shown = useMemo(() => merge.entries.filter((entry) => entry.kind !== 'unchanged'), [merge]);
  const conflicts = useMemo(() => shown.filter((entry) => entry.kind === 'conflict'), [shown]);
  const missing = conflicts.filter((entry) => !choices[entry.key]).length;
  const chooseAll = (choice: MergeChoice) => setChoices(Object.fromEntries(conflicts.map((entry) => [entry.key, choice])));

  const columns: ColumnsType<MergeEntry> = [
    { title: '旅客', key: 'name', width: 120, render: (_, entry) => nameOf(entry) },
    {
      title: '情况',
      key: 'kind',
      width: 170,
      render: (_, entry) =>
        entry.kind === 'conflict' ? (
          <Tag color="red">{CONFLICT_LABELS[entry.conflict!]}</Tag>
        ) : (
          <Tag color={KIND_LABELS[entry.kind].color}>{KIND_LABELS[entry.kind].text}</Tag>
        ),
    },
    {
      title: '内容',
      key: 'fields',
      render: (_, entry) =>
        entry.kind === 'conflict' || entry.kind === 'ticketed' ? <SideBySide entry={entry} /> : <Changes entry={entry} />,
    },
    {
      title: '对方',
      key: 'by',
      width: 150,
      render: (_, entry) =>
        entry.kind === 'mine' || entry.kind === 'addedMine' || entry.kind === 'removedMine' ? '' : formatChangedBy(entry.changedBy),
    },
    {
      title: '选择',
      key: 'choice',
      width: 200,
      render: (_, entry) =>
        entry.kind === 'conflict' ? (
          <Radio.Group
            aria-label={`${nameOf(entry)}：选择保留哪一方`}
            value={choices[entry.key]}
            onChange={(event) => setChoices((current) => ({ ...current, [entry.key]: event.target.value as MergeChoice }))}
            options={(['mine', 'theirs'] as const).map((choice) => ({ value: choice, label: CHOICE_LABELS[entry.conflict!][choice] }))}
          />
        ) : null,
    },
  ];

  return (
    <TheirChangeDialog
      width={1040}
      title="名单已被他人修改，请核对合并"
      onCancel={onCancel}
      closesOnMask={false}
      actions={
        <>
          {missing > 0 && <Typography.Text type="warning">还有 {missing} 位旅客需要选择</Typography.Text>}
          <Button onClick={onCancel}>稍后处理（保留草稿）</Button>
          <Button type="primary" loading={saving} disabled={missing > 0} onClick={() => onApply(choices)}>
            保存合并结果
          </Button>
        </>
      }
      notice={`${formatChangedBy(changedBy) || '他人'} 保存了名单，您的修改仍保留在本页。`}
      explanation={
        conflicts.length > 0
          ? `${conflicts.length} 位旅客双方都有改动，请逐行选择保留哪一方；其余改动已按下表合并。`
          : '双方改动的是不同旅客，已按下表合并，请核对后保存。'
      }
    >
      {conflicts.length > 1 && (
        <Space style={{ marginBottom: 12 }}>
          <Button size="small" onClick={() => chooseAll('mine')}>
            全部保留我的
          </Button>
          <Button size="small" onClick={() => chooseAll('theirs')}>
            全部采用对方的
          </Button>
        </Space>
      )}
      <Table<MergeEntry>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={shown}
        pagination={false}
        scroll={{ y: 480 }}
        locale={{ emptyText: '双方的名单一致' }}
        aria-label="合并的旅客"
      />
    </TheirChangeDialog>
  );
}
