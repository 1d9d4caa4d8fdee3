import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Space } from 'antd';
import type { FormInstance } from 'antd';
import { stampChangedBy, formatChangedBy } from '@/domain/name-list-merge';
import { useDraftBase } from '@/lib/drafts';
import { ERRORS } from '@/lib/gateway/error-codes';
import type { BizRequestError, RequestOptions, RevisionConflict } from '@/lib/gateway';
import { UnpagedTable } from './unpaged-table';

/*
 * A form's save refused because someone else saved the record after the form read it (REVISION_CONFLICT,
 * whose answer carries the record as it is now). One hook for every form of a record with a revision
 * (an order's contact, a role, a sub-account, a frequent passenger, the staff member's own details):
 * instead of the toast, a dialog shows what differs, field by field (theirs now against mine), and
 * offers to apply mine on top (the same values again, based on the revision just read) or to take
 * theirs into the form. Either way, and on 取消, the form keeps what was typed until the user chooses.
 *
 *   const conflict = useRevisionConflict({ form, what: '联系人', fields, theirs: (c) => …, record: { revision, values } });
 *   const save = useWrite(updateContact, { onBizError: conflict.onBizError, … });
 *   onFinish={(values) => save.submit({ …, baseRevision: conflict.baseRevision() })}
 *   {conflict.element}
 *
 * The revision sent is the one the form opened on (a record read again meanwhile — the order page asks
 * each minute — does not move it: that would overwrite unseen), or the newer one the user chose to
 * write over. A newer revision read while the form is open is said above it at once, with 查看差异.
 */

export interface ConflictField<V> {
  name: keyof V & string;
  label: string;
  /** How a value reads (a code as its label, a list joined); plain text otherwise. */
  format?: (value: unknown) => string;
}

export interface RevisionConflictOptions<V> {
  form: FormInstance<V>;
  /** What the record is called in the sentence: 联系人, 角色, 子账号… */
  what: string;
  fields: readonly ConflictField<V>[];
  /** The refusal's current record as the form's values (undefined for a conflict of another record). */
  theirs: (conflict: RevisionConflict) => Partial<V> | undefined;
  /** The record as the page reads it now (none when the form creates one): its revision and its values as the form's. */
  record?: { revision: RevisionConflict['revision']; values: Partial<V> };
  /** The form's draft (useFormDraft's formId): a draft restored after a reload keeps the revision it was typed over. */
  draftId?: string;
}

export interface RevisionConflictState {
  /** For useWrite's onBizError: the refusal opens the dialog in place of the toast. */
  onBizError: NonNullable<RequestOptions['onBizError']>;
  /** The revision to send: the one the form opened on, or the newer one the user chose to write over; 0 to create. */
  baseRevision: () => number;
  /** The dialog (render it beside the form). */
  element: ReactNode;
}

const plain = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '（空）';
  if (Array.isArray(value)) return value.map(plain).join('、');
  return String(value);
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

interface Open<V> {
  revision: RevisionConflict['revision'];
  theirs: Partial<V>;
  mine: Partial<V>;
}

export function useRevisionConflict<V extends object>({
  form,
  what,
  fields,
  theirs,
  record,
  draftId,
}: RevisionConflictOptions<V>): RevisionConflictState {
  const [open, setOpen] = useState<Open<V> | null>(null);
  const opened = useDraftBase(draftId, record?.revision.revision ?? 0);
  // The revision chosen to write over: a ref for 以我的覆盖, which submits the form at once (before a
  // render could hand it the new value), and state for what the page shows.
  const over = useRef(0);
  const [shownOver, setShownOver] = useState(0);
  const writeOver = (revision: number) => {
    over.current = revision;
    setShownOver(revision);
  };

  const onRefused = (error: BizRequestError) => {
    const current = error.conflict && theirs(error.conflict);
    if (!error.conflict || !current) return;
    setOpen({ revision: error.conflict.revision, theirs: current, mine: form.getFieldsValue(true) as Partial<V> });
  };

  const rows = open
    ? fields
        .filter((field) => !same(open.theirs[field.name], open.mine[field.name]))
        .map((field) => {
          const show = field.format ?? plain;
          return { key: field.name, label: field.label, theirs: show(open.theirs[field.name]), mine: show(open.mine[field.name]) };
        })
    : [];
  const by = (open && formatChangedBy(stampChangedBy(open.revision))) || '他人';

  const applyMine = () => {
    if (!open) return;
    writeOver(open.revision.revision);
    setOpen(null);
    form.submit();
  };
  const takeTheirs = () => {
    if (!open) return;
    writeOver(open.revision.revision);
    form.setFieldsValue(open.theirs as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    setOpen(null);
  };

  const newer = record && record.revision.revision > Math.max(opened, shownOver) ? record : undefined;
  const notice = newer ? (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 12 }}
      title={`${formatChangedBy(stampChangedBy(newer.revision)) || '他人'} 修改了${what}，您填写的内容仍保留。`}
      action={
        <Button
          size="small"
          onClick={() => setOpen({ revision: newer.revision, theirs: newer.values, mine: form.getFieldsValue(true) as Partial<V> })}
        >
          查看差异
        </Button>
      }
    />
  ) : null;

  const dialog = open ? (
    <TheirChangeDialog
      title={`${what}已被他人修改`}
      onCancel={() => setOpen(null)}
      width={640}
      actions={
        <>
          <Button onClick={() => setOpen(null)}>取消（保留我填写的）</Button>
          <Button onClick={takeTheirs}>采用对方的</Button>
          <Button type="primary" onClick={applyMine}>
            以我的覆盖
          </Button>
        </>
      }
      notice={`${by} 修改了${what}，您填写的内容仍保留在表单中。`}
      explanation="“以我的覆盖”在对方的版本上保存您填写的内容；“采用对方的”把表单换成对方的内容。"
    >
      <UnpagedTable
        rowKey="key"
        aria-label="双方不同的字段"
        dataSource={rows}
        locale={{ emptyText: '对方的修改与您填写的内容相同' }}
        columns={[
          { title: '字段', dataIndex: 'label', width: 120 },
          { title: '对方的（最新）', dataIndex: 'theirs' },
          { title: '我的', dataIndex: 'mine' },
        ]}
      />
    </TheirChangeDialog>
  ) : null;
  const element = (
    <>
      {notice}
      {dialog}
    </>
  );

  return {
    onBizError: { [ERRORS.REVISION_CONFLICT.code]: onRefused },
    baseRevision: () => Math.max(opened, over.current),
    element,
  };
}

/**
 * A dialog over someone else's newer version of what the user is editing: who changed it and that the
 * user's own input is kept, said first, then what the two hold and the choices (`actions`).
 */
export function TheirChangeDialog({
  title,
  width,
  onCancel,
  closesOnMask = true,
  actions,
  notice,
  explanation,
  children,
}: {
  title: string;
  width: number;
  onCancel: () => void;
  closesOnMask?: boolean;
  actions: ReactNode;
  notice: string;
  explanation: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      width={width}
      title={title}
      onCancel={onCancel}
      mask={closesOnMask ? undefined : { closable: false }}
      footer={<Space wrap>{actions}</Space>}
    >
      <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={notice} description={explanation} />
      {children}
    </Modal>
  );
}
