import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { NameListEditor, type NameListEditorProps, type NameListTheirs } from '@/components/name-list';
import { idCheckChar } from '@/domain/validators';
import { signIn } from '../render-app';
import { mountOnOrderPage } from './name-list-support';

/*
 * The name list's merge as an agent meets it: a save refused because a colleague saved the list first
 * (the refusal names the gateway's current list), or the colleague's save arriving while the page holds
 * unsaved rows. What reached `onSave` is what the order screen sends to the gateway.
 */

const withCheck = (first17: string) => `${first17}${idCheckChar(first17)}`;
const ZHANG = {
  passengerId: 'P1',
  name: '张三',
  passengerType: 'ADT',
  idType: 'NI',
  idNo: withCheck('31011519850312123'),
  birthDate: '1985-03-12',
  gender: 'M',
  revision: 2,
  allowedActions: ['EDIT', 'DELETE'],
} as const;
const LI = {
  passengerId: 'P2',
  name: '李四',
  passengerType: 'ADT',
  idType: 'NI',
  idNo: withCheck('31011519900101002'),
  birthDate: '1990-01-01',
  gender: 'F',
  revision: 3,
  allowedActions: ['EDIT', 'DELETE'],
} as const;
const QIAN = {
  passengerId: 'P3',
  name: '钱七',
  passengerType: 'ADT',
  idType: 'NI',
  idNo: withCheck('44030619800704002'),
  birthDate: '1980-07-04',
  gender: 'F',
  revision: 1,
  allowedActions: ['EDIT', 'DELETE'],
} as const;
const BY = { revisedBy: 'staff02', revisedAt: '2026-11-23T09:30:00+08:00' };

class Refused extends Error {}

function renderEditor(props: Partial<NameListEditorProps>, theirs?: NameListTheirs) {
  const onSave = vi.fn<NameListEditorProps['onSave']>(() => Promise.resolve());
  const user = mountOnOrderPage(
    <NameListEditor
      passengers={[ZHANG, LI]}
      revision={5}
      seatCapacity={10}
      infantCapacity={0}
      departureDate="2026-12-20"
      onSave={onSave}
      readConflict={(error) => (error instanceof Refused ? theirs : undefined)}
      showPicker={false}
      draftId="TO1"
      {...props}
    />,
  );
  return { user, onSave };
}

/** Types `text` into a row's 手机号 (the 7th column) from its first cell. */
async function typeMobile(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.click(screen.getByRole('gridcell', { name }));
  await user.keyboard(`{ArrowRight>6/}${text}{Enter}`);
}

const dialog = () => screen.getByRole('dialog', { name: '名单已被他人修改，请核对合并' });
const mergedRow = (name: string) =>
  within(dialog())
    .getAllByRole('row')
    .find((row) => row.querySelector('td')?.textContent === name)!;

describe('the name list merge', () => {
  beforeEach(() => signIn('agent01'));

  it('shows the rows side by side when the save is refused, and saves what the agent chose over the new revision', async () => {
    const theirs: NameListTheirs = {
      passengers: [{ ...ZHANG, mobile: '13900000002', revision: 3, ...BY }, LI, { ...QIAN, ...BY }],
      revision: 7,
      changedBy: { by: 'staff02', at: BY.revisedAt },
    };
    const { user, onSave } = renderEditor({}, theirs);
    onSave.mockRejectedValueOnce(new Refused());
    await typeMobile(user, '张三', '13800000001');
    await user.click(screen.getByRole('button', { name: '保存名单' }));

    await waitFor(() => expect(dialog()).toBeInTheDocument());
    expect(onSave.mock.calls[0]![1]).toEqual({
      baseRevision: 5,
      passengers: [{ ...withoutRevision(ZHANG), mobile: '13800000001', baseRevision: 2 }],
      removed: [],
    });
    // Both changed 张三: mine against theirs, with who changed theirs and when.
    const zhang = within(mergedRow('张三'));
    expect(zhang.getByText('双方都修改了')).toBeInTheDocument();
    expect(zhang.getByRole('rowheader', { name: '手机号' }).parentElement).toHaveTextContent('手机号1380000000113900000002');
    expect(zhang.getByText('staff02 于 11-23 09:30')).toBeInTheDocument();
    // What they added is listed and kept.
    expect(within(mergedRow('钱七')).getByText('对方新增')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: '保存合并结果' })).toBeDisabled();

    // By keyboard: the row's choice is a radio group.
    within(mergedRow('张三')).getByRole('radio', { name: '保留我的' }).focus();
    await user.keyboard(' ');
    await user.click(within(dialog()).getByRole('button', { name: '保存合并结果' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![1]).toEqual({
      baseRevision: 7,
      passengers: [{ ...withoutRevision(ZHANG), mobile: '13800000001', baseRevision: 3 }],
      removed: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when they removed a passenger I edited, and keeps mine as a new row when I choose so', async () => {
    const theirs: NameListTheirs = { passengers: [ZHANG], revision: 6, changedBy: { by: 'staff02', at: BY.revisedAt } };
    const { user, onSave } = renderEditor({}, theirs);
    onSave.mockRejectedValueOnce(new Refused());
    await typeMobile(user, '李四', '13800000009');
    await user.click(screen.getByRole('button', { name: '保存名单' }));

    await waitFor(() => expect(within(mergedRow('李四')).getByText('对方删除了，我修改了')).toBeInTheDocument());
    await user.click(within(mergedRow('李四')).getByRole('radio', { name: '保留我的（重新添加）' }));
    await user.click(within(dialog()).getByRole('button', { name: '保存合并结果' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![1]).toEqual({
      baseRevision: 6,
      passengers: [{ ...withoutRevision(LI, 'passengerId'), mobile: '13800000009' }],
      removed: [],
    });
  });

  it('keeps the draft over a reload, says when the colleague saved meanwhile, and merges on request', async () => {
    const first = renderEditor({});
    await typeMobile(first.user, '李四', '13800000009');
    // A reload: the order now holds the colleague's save (a changed 张三).
    cleanup();
    const now = [{ ...ZHANG, name: '张叁', revision: 3, ...BY }, LI];
    const { user, onSave } = renderEditor({ passengers: now, revision: 6, listChangedBy: { by: 'staff02', at: BY.revisedAt } });
    expect(screen.getByRole('gridcell', { name: '13800000009' })).toBeInTheDocument();
    expect(screen.getByText('staff02 于 11-23 09:30 保存了新的名单，您的修改仍保留在本页。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '查看并合并' }));
    expect(within(mergedRow('张叁')).getByText('对方修改，采用对方的')).toBeInTheDocument();
    expect(within(mergedRow('李四')).getByText('我的修改，保留')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: '保存合并结果' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![1]).toEqual({
      baseRevision: 6,
      passengers: [{ ...withoutRevision(LI), mobile: '13800000009', baseRevision: 3 }],
      removed: [],
    });
  });
});

/** The passenger as a save sends it: its fields, without what the gateway answered about it. */
function withoutRevision<T extends { revision?: number; passengerId?: string; allowedActions?: unknown }>(
  passenger: T,
  drop?: 'passengerId',
) {
  const { revision: _revision, allowedActions: _actions, ...rest } = passenger;
  if (drop) delete (rest as { passengerId?: string }).passengerId;
  return rest;
}
