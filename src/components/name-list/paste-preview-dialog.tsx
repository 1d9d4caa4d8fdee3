import { useState } from 'react';
import { Alert, Modal, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { NAME_LIST_FIELDS, NAME_LIST_TITLES, type NameListField } from '@/domain/name-list';
import type { PastePlan } from '@/domain/name-list-paste';

/*
 * Before a paste of several columns lands in the name list: which column goes where (by its header,
 * by what its cells hold, or by position), with a sample of each and a choice to correct it. Applying
 * is one step of the editor's undo.
 */

const HOW_TEXT: Record<PastePlan['how'], string> = {
  header: '已按第一行的表头对应各列',
  content: '已按各列内容识别（证件号码、姓名、手机号、类型等）',
  position: '未能识别各列内容，将从当前所在列起按顺序填入',
};

const SKIP = 'skip';

interface ColumnRow {
  index: number;
  sample: string;
}

/** A short sample of a column: its first three filled cells. */
function sampleOf(body: readonly (readonly string[])[], index: number): string {
  const values = body.map((line) => (line[index] ?? '').trim()).filter(Boolean);
  const shown = values.slice(0, 3).join('、');
  return values.length > 3 ? `${shown}…` : shown || '（空）';
}

export function PastePreviewDialog({
  plan,
  onApply,
  onCancel,
}: {
  plan: PastePlan;
  onApply: (fields: (NameListField | undefined)[]) => void;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState(plan.fields);
  const width = Math.max(fields.length, ...plan.body.map((line) => line.length));
  const rows: ColumnRow[] = Array.from({ length: width }, (_, index) => ({ index, sample: sampleOf(plan.body, index) }));
  const chosen = fields.filter((field): field is NameListField => Boolean(field));
  const twice = chosen.filter((field, index) => chosen.indexOf(field) !== index);
  const lines = plan.body.filter((line) => line.some((cell) => cell.trim() !== '')).length;

  const columns: ColumnsType<ColumnRow> = [
    { title: '粘贴的列', dataIndex: 'index', width: 90, render: (index: number) => `第 ${index + 1} 列` },
    { title: '内容示例', dataIndex: 'sample', ellipsis: true },
    {
      title: '填入',
      key: 'field',
      width: 160,
      render: (_, row) => (
        <Select<string>
          aria-label={`第 ${row.index + 1} 列填入`}
          style={{ width: 140 }}
          value={fields[row.index] ?? SKIP}
          status={fields[row.index] && twice.includes(fields[row.index]!) ? 'error' : undefined}
          options={[
            ...NAME_LIST_FIELDS.map((field) => ({ value: field, label: NAME_LIST_TITLES[field] })),
            { value: SKIP, label: '不导入' },
          ]}
          onChange={(value) => {
            const next = fields.slice();
            next[row.index] = value === SKIP ? undefined : (value as NameListField);
            setFields(next);
          }}
        />
      ),
    },
  ];

  return (
    <Modal
      open
      title="粘贴预览"
      okText={`粘贴 ${lines} 行`}
      cancelText="取消"
      okButtonProps={{ disabled: twice.length > 0 || chosen.length === 0 }}
      onOk={() => onApply(fields)}
      onCancel={onCancel}
      width={640}
    >
      <Typography.Paragraph>
        {HOW_TEXT[plan.how]}，共 {lines} 行。请核对每列填入的位置，粘贴后可按 Ctrl+Z 或“撤销”恢复。
      </Typography.Paragraph>
      <Table<ColumnRow> rowKey="index" size="small" pagination={false} columns={columns} dataSource={rows} />
      {twice.length > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={`${[...new Set(twice)].map((field) => NAME_LIST_TITLES[field]).join('、')}被选了两次，每项只能对应一列`}
        />
      )}
    </Modal>
  );
}
