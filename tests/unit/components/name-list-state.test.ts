import { describe, expect, it } from 'vitest';
import {
  clampCell,
  contentKey,
  countSelected,
  draftOf,
  editorReducer,
  errorCells,
  initialEditorState,
  isDirty,
  nameListChanges,
  LAST_COL,
  MAX_UNDO,
  nextError,
  passengersKey,
  pasteWithFields,
  planMove,
  routePaste,
  savePlan,
  toggleSelected,
  type EditContext,
  type EditorAction,
  type EditorPassenger,
  type EditorState,
  type RowRights,
} from '@/components/name-list/name-list-state';
import { validateNameList, type NameListRow } from '@/domain/name-list';
import { parseClipboard, planPaste } from '@/domain/name-list-paste';
import { idCheckChar } from '@/domain/validators';

const withCheck = (first17: string) => `${first17}${idCheckChar(first17)}`;
const ADULT_ID = withCheck('31011519850312123'); // 1985-03-12, male
const OTHER_ADULT_ID = withCheck('31011519900101002'); // 1990-01-01, female
const CHILD_ID = withCheck('44030620180704002'); // 2018-07-04, female: 8 on departure
const DEPARTURE = '2026-12-20';
const NOW = Date.UTC(2026, 5, 1, 4);

/** What the editor's registry asks answer for TICKETED (P2): the gateway allows it neither EDIT nor DELETE. */
const RIGHTS: RowRights = { fixed: new Set(['P2']), kept: new Set(['P2']) };
const CTX: EditContext = { departureDate: DEPARTURE, readOnly: false, rights: RIGHTS };
const LOCKED: EditContext = { departureDate: DEPARTURE, readOnly: true, rights: RIGHTS };

/** Column indexes of the grid (NAME_LIST_FIELDS order). */
const COL = { name: 0, passengerType: 1, idType: 2, idNo: 3, birthDate: 4, gender: 5, mobile: 6 } as const;

const ZHANG: EditorPassenger = {
  passengerId: 'P1',
  name: '张三',
  passengerType: 'ADT',
  idType: 'NI',
  idNo: ADULT_ID,
  birthDate: '1985-03-12',
  gender: 'M',
};
const TICKETED: EditorPassenger = {
  ...ZHANG,
  passengerId: 'P2',
  name: '王五',
  idNo: OTHER_ADULT_ID,
  birthDate: '1990-01-01',
  gender: 'F',
  ticketNo: '880-1234567890',
};

const start = (passengers: readonly EditorPassenger[] = [ZHANG]) => initialEditorState(passengers, false, null);
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const edit = (row: number, col: number, text: string, ctx = CTX): EditorAction => ({ type: 'edit', ctx, row, col, text });
const dirty = (state: EditorState) => isDirty(state, contentKey(state.rows), passengersKey(state.adopted));
const validate = (state: EditorState) =>
  validateNameList(state.rows, { now: NOW, departureDate: DEPARTURE, seatCapacity: 10, infantCapacity: 0 });

describe('initialEditorState', () => {
  it('starts an editable empty list with one blank row, a read-only one with none', () => {
    expect(start([]).rows).toHaveLength(1);
    expect(contentKey(start([]).rows)).toBe('');
    expect(initialEditorState([], true, null).rows).toEqual([]);
  });

  it('restores a draft that differs from the order, and only then', () => {
    const draft = { rows: [...draftOf(start()).rows, { name: '李四', idNo: CHILD_ID } as NameListRow] };
    const restored = initialEditorState([ZHANG], false, draft);
    expect(restored.restored).toBe(true);
    expect(restored.rows.map((row) => row.name)).toEqual(['张三', '李四']);
    // A cell the draft lacks starts blank, and every row has its own key.
    expect(restored.rows[1]!.mobile).toBe('');
    expect(new Set(restored.rows.map((row) => row.key)).size).toBe(2);
    expect(dirty(restored)).toBe(true);

    const same = initialEditorState([ZHANG], false, draftOf(start()));
    expect(same.restored).toBe(false);
    expect(initialEditorState([ZHANG], true, draft).rows.map((row) => row.name)).toEqual(['张三']);
  });
});

describe('editing a cell', () => {
  it('normalises it, records one undo step, keeps the row key and makes the list dirty', () => {
    const before = start();
    expect(dirty(before)).toBe(false);
    const after = run(before, edit(0, COL.mobile, '138-0013-8000'));
    expect(after.rows[0]!.mobile).toBe('13800138000');
    expect(after.rows[0]!.key).toBe(before.rows[0]!.key);
    expect(after.past).toEqual([before.rows]);
    expect(dirty(after)).toBe(true);
    // Typing the old value back: same content as the order, no longer dirty (the undo step stays).
    const back = run(after, edit(0, COL.mobile, ''));
    expect(dirty(back)).toBe(false);
    expect(back.past).toHaveLength(2);
  });

  it('changes nothing (no undo step) when the normalised value is the same', () => {
    const before = start();
    expect(run(before, edit(0, COL.passengerType, '成人'))).toBe(before);
  });

  it('is validated again: a wrong cell is listed, fixing it clears the list', () => {
    const wrong = run(start(), edit(0, COL.mobile, '12345'));
    expect(errorCells(validate(wrong)).map((item) => item.text)).toEqual(['第1行 手机号：手机号须为11位中国大陆手机号']);
    const fixed = run(wrong, edit(0, COL.mobile, '13800138000'));
    expect(errorCells(validate(fixed))).toEqual([]);
  });

  it('fills birth date, gender and type from a mainland ID number typed in', () => {
    const state = run(start(), { type: 'addRow' }, edit(1, COL.name, '李四'), edit(1, COL.idNo, CHILD_ID));
    expect(state.rows[1]).toMatchObject({ name: '李四', idType: 'NI', birthDate: '2018-07-04', gender: 'F', passengerType: 'CHD' });
  });

  it('refuses a fixed row (with the notice) and anything while locked', () => {
    const state = start([TICKETED]);
    const refused = run(state, edit(0, COL.name, '李四'));
    expect(refused.rows).toBe(state.rows);
    expect(refused.notice).toEqual({ text: '已出票旅客不可在此修改，请通过名单变更办理', tone: 'error' });
    const locked = start();
    expect(run(locked, edit(0, COL.name, '李四', LOCKED))).toBe(locked);
  });
});

describe('rows', () => {
  it('adds a blank row with a new key: an undo step, but the content (and dirtiness) unchanged', () => {
    const before = start();
    const after = run(before, { type: 'addRow' });
    expect(after.rows).toHaveLength(2);
    expect(after.rows[1]!.key).not.toBe(before.rows[0]!.key);
    expect(after.past).toHaveLength(1);
    expect(dirty(after)).toBe(false);
  });

  it('deletes the selected rows but never a kept one, and leaves one blank row when all go', () => {
    const state = run(start([ZHANG, TICKETED]), { type: 'addRow' });
    const [zhang, ticketed, blank] = state.rows;
    const deleted = run(state, { type: 'deleteRows', rights: RIGHTS, keys: new Set([zhang!.key, ticketed!.key, blank!.key]) });
    expect(deleted.rows.map((row) => row.key)).toEqual([ticketed!.key]);
    expect(deleted.notice).toEqual({ text: '已删除2行，可按 Ctrl+Z 撤销', tone: 'info' });
    expect(dirty(deleted)).toBe(true);

    const single = start();
    const emptied = run(single, { type: 'deleteRows', rights: RIGHTS, keys: new Set([single.rows[0]!.key]) });
    expect(emptied.rows).toHaveLength(1);
    expect(contentKey(emptied.rows)).toBe('');
    expect(emptied.rows[0]!.key).not.toBe(single.rows[0]!.key);

    expect(run(single, { type: 'deleteRows', rights: RIGHTS, keys: new Set(['nobody']) })).toBe(single);
  });

  it('adds picked passengers into blank rows first, skipping those already listed (ID case aside)', () => {
    const state = run(start([]), { type: 'addRow' });
    const blankKey = state.rows[0]!.key;
    const picked = [
      { name: '张三', passengerType: 'ADT' as const, idType: 'NI' as const, idNo: ADULT_ID },
      { name: '李四', passengerType: 'CHD' as const, idType: 'NI' as const, idNo: CHILD_ID },
      { name: '重复', passengerType: 'ADT' as const, idType: 'NI' as const, idNo: ADULT_ID.toLowerCase() },
    ];
    const added = run(state, { type: 'addPassengers', ctx: CTX, passengers: picked });
    expect(added.rows.map((row) => row.name)).toEqual(['张三', '李四']);
    expect(added.rows[0]!.key).toBe(blankKey);
    // Cells the ID decides were blank: filled in.
    expect(added.rows[1]).toMatchObject({ birthDate: '2018-07-04', gender: 'F' });
    expect(added.notice?.text).toBe('已添加2位旅客，1位已在名单中');

    const again = run(added, { type: 'addPassengers', ctx: CTX, passengers: picked.slice(0, 1) });
    expect(again.rows).toBe(added.rows);
    expect(again.past).toBe(added.past);
    expect(again.notice?.text).toBe('已添加0位旅客，1位已在名单中');
  });
});

describe('pasting', () => {
  const text = `李四\t${CHILD_ID}\n赵六\t${OTHER_ADULT_ID}\n`;

  it('asks where the columns go first when there are several, and pastes a single column at once', () => {
    const at = { row: 0, col: COL.name };
    const route = routePaste(text, { editing: false, locked: false, at, row: start().rows[0], ctx: CTX });
    expect(route.kind).toBe('preview');
    if (route.kind !== 'preview') return;
    expect(route.pending.plan.how).toBe('content');
    expect(route.pending.plan.fields).toEqual(['name', 'idNo']);

    expect(routePaste('李四\n赵六\n', { editing: false, locked: false, at, row: start().rows[0], ctx: CTX })).toEqual({
      kind: 'dispatch',
      action: { type: 'paste', ctx: CTX, row: 0, col: COL.name, text: '李四\n赵六\n' },
    });
  });

  it('leaves one value pasted into a cell being edited to the input, and refuses a locked list or a ticketed row', () => {
    const at = { row: 0, col: COL.name };
    const row = start().rows[0];
    expect(routePaste('李四', { editing: true, locked: false, at, row, ctx: CTX })).toEqual({ kind: 'native' });
    expect(routePaste(text, { editing: false, locked: true, at, row, ctx: CTX })).toEqual({
      kind: 'dispatch',
      action: { type: 'notice', text: '名单当前不可修改', tone: 'error' },
    });
    const ticketed = routePaste('李四', { editing: false, locked: false, at, row: start([TICKETED]).rows[0], ctx: CTX });
    expect(ticketed).toEqual({
      kind: 'dispatch',
      action: { type: 'notice', text: '已出票旅客不可在此修改，请通过名单变更办理', tone: 'error' },
    });
  });

  it('applies the confirmed plan below the focused row as one undo step, new rows with new keys', () => {
    const before = start();
    const plan = planPaste(parseClipboard(text), COL.name);
    const after = run(before, pasteWithFields({ text, at: { row: 1, col: COL.name }, plan }, plan.fields, CTX));
    expect(after.rows.map((row) => row.name)).toEqual(['张三', '李四', '赵六']);
    expect(after.rows[0]).toBe(before.rows[0]);
    expect(after.rows[1]).toMatchObject({ idNo: CHILD_ID, passengerType: 'CHD', birthDate: '2018-07-04' });
    expect(new Set(after.rows.map((row) => row.key)).size).toBe(3);
    expect(after.notice).toEqual({ text: '已粘贴2行（按内容识别列），可按 Ctrl+Z 撤销', tone: 'info' });

    const undone = run(after, { type: 'undo' });
    expect(undone.rows).toBe(before.rows);
    expect(undone.past).toEqual([]);
  });

  it('follows the columns as the agent corrected them (a column left out is not written)', () => {
    const plan = planPaste(parseClipboard(text), COL.name);
    const after = run(start([]), pasteWithFields({ text, at: { row: 0, col: 0 }, plan }, ['name', undefined], CTX));
    expect(after.rows.map((row) => [row.name, row.idNo])).toEqual([
      ['李四', ''],
      ['赵六', ''],
    ]);
  });

  it('passes over fixed rows and says so; a single value is an edit', () => {
    const state = start([TICKETED]);
    const pasted = run(state, { type: 'paste', ctx: CTX, row: 0, col: COL.name, text: '李四\n赵六\n' });
    expect(pasted.rows.map((row) => row.name)).toEqual(['王五', '李四', '赵六']);
    expect(pasted.rows[0]).toBe(state.rows[0]);
    expect(pasted.notice?.text).toBe('已粘贴2行，跳过1位已出票旅客，可按 Ctrl+Z 撤销');

    const single = run(start(), { type: 'paste', ctx: CTX, row: 0, col: COL.mobile, text: '13800138000\n' });
    expect(single.rows[0]!.mobile).toBe('13800138000');
    expect(single.notice).toBeNull();
  });
});

describe('undo', () => {
  it('says when there is nothing to undo, and keeps at most MAX_UNDO steps', () => {
    const fresh = start();
    const nothing = run(fresh, { type: 'undo' });
    expect(nothing.rows).toBe(fresh.rows);
    expect(nothing.notice?.text).toBe('没有可撤销的修改');

    let state = fresh;
    for (let index = 0; index <= MAX_UNDO; index += 1) state = run(state, edit(0, COL.mobile, `1380013${String(index).padStart(4, '0')}`));
    expect(state.past).toHaveLength(MAX_UNDO);
    // The oldest step (the order's rows) fell off: the first remaining one already holds an edit.
    expect(state.past[0]![0]!.mobile).toBe('13800130000');
  });
});

describe('saving and reverting', () => {
  it('sends nothing while a cell is wrong, and names the count and the first wrong cell', () => {
    const state = run(start(), { type: 'addRow' }, edit(1, COL.name, '李四'), edit(0, COL.mobile, '123'));
    const plan = savePlan(state.rows, validate(state));
    expect(plan.kind).toBe('invalid');
    if (plan.kind !== 'invalid') return;
    expect(plan.first).toEqual({ row: 0, col: COL.mobile });
    expect(plan.text).toMatch(/^名单有\d+处错误，请修改后再保存$/);
    expect(plan.text).toBe(`名单有${validate(state).errorCount}处错误，请修改后再保存`);
  });

  it('sends the whole list: blank rows left out, passengerId kept, ticket numbers and empty cells not sent', () => {
    const state = run(
      start([ZHANG, TICKETED]),
      { type: 'addRow' },
      { type: 'addRow' },
      edit(3, COL.name, '李四'),
      edit(3, COL.idNo, CHILD_ID),
    );
    const plan = savePlan(state.rows, validate(state));
    expect(plan).toEqual({
      kind: 'send',
      passengers: [
        { passengerId: 'P1', name: '张三', passengerType: 'ADT', idType: 'NI', idNo: ADULT_ID, birthDate: '1985-03-12', gender: 'M' },
        { passengerId: 'P2', name: '王五', passengerType: 'ADT', idType: 'NI', idNo: OTHER_ADULT_ID, birthDate: '1990-01-01', gender: 'F' },
        { name: '李四', passengerType: 'CHD', idType: 'NI', idNo: CHILD_ID, birthDate: '2018-07-04', gender: 'F' },
      ],
    });
  });

  it('is clean once saved, and takes the order’s answer without an undo history', () => {
    const edited = run(start(), edit(0, COL.mobile, '13800138000'));
    const saved = run(edited, { type: 'saved', key: contentKey(edited.rows) });
    expect(dirty(saved)).toBe(false);
    expect(saved.notice?.text).toBe('名单已保存');
    // A further edit after the save is unsaved again.
    expect(dirty(run(saved, edit(0, COL.mobile, '13900139000')))).toBe(true);

    const answer = [{ ...ZHANG, mobile: '13800138000' }];
    const adopted = run(saved, { type: 'adopt', passengers: answer, revision: 2, readOnly: false });
    expect(adopted.savedKey).toBeNull();
    expect(adopted.past).toEqual([]);
    expect(adopted.rows[0]!.mobile).toBe('13800138000');
    expect(dirty(adopted)).toBe(false);
  });

  it('reverts to the order’s passengers: the edits and the restored draft are gone', () => {
    const draft = {
      rows: [
        ...draftOf(start()).rows,
        { name: '李四', passengerType: '', idType: '', idNo: CHILD_ID, birthDate: '', gender: '', mobile: '' },
      ],
    };
    const state = run(initialEditorState([ZHANG], false, draft), edit(0, COL.name, '张四'));
    expect(state.restored).toBe(true);
    const reverted = run(state, { type: 'adopt', passengers: [ZHANG], revision: 1, readOnly: false });
    expect(reverted.rows.map((row) => row.name)).toEqual(['张三']);
    expect(reverted.restored).toBe(false);
    expect(reverted.past).toEqual([]);
    expect(dirty(reverted)).toBe(false);
  });
});

describe('the active cell', () => {
  it('Tab wraps to the next row and cannot leave the grid; Enter below the last row opens one unless locked', () => {
    expect(planMove({ row: 0, col: LAST_COL }, 0, 1, { wrap: true }, 2, false)).toEqual({ to: { row: 1, col: 0 }, addRow: false });
    expect(planMove({ row: 1, col: 0 }, 0, -1, { wrap: true }, 2, false)).toEqual({ to: { row: 0, col: LAST_COL }, addRow: false });
    expect(planMove({ row: 1, col: LAST_COL }, 0, 1, { wrap: true }, 2, false)).toBeNull();
    expect(planMove({ row: 1, col: 3 }, 1, 0, { enter: true }, 2, false)).toEqual({ to: { row: 2, col: 3 }, addRow: true });
    expect(planMove({ row: 1, col: 3 }, 1, 0, { enter: true }, 2, true)).toEqual({ to: { row: 1, col: 3 }, addRow: false });
    // Arrows and PageDown stop at the edges.
    expect(planMove({ row: 0, col: 0 }, 10, -1, {}, 4, false)).toEqual({ to: { row: 3, col: 0 }, addRow: false });
    expect(clampCell({ row: Number.MAX_SAFE_INTEGER, col: 99 }, 5)).toEqual({ row: 4, col: LAST_COL });
  });

  it('goes to the next error after the active cell, then round to the first', () => {
    const items = [
      { row: 0, col: 3, text: 'a' },
      { row: 2, col: 1, text: 'b' },
    ];
    expect(nextError(items, { row: 0, col: 3 })).toBe(items[1]);
    expect(nextError(items, { row: 0, col: 2 })).toBe(items[0]);
    expect(nextError(items, { row: 2, col: 1 })).toBe(items[0]);
  });
});

describe('selection', () => {
  it('toggles a row by key, never a kept one, and counts only rows still listed', () => {
    const [zhang, ticketed] = start([ZHANG, TICKETED]).rows;
    const none: ReadonlySet<string> = new Set();
    const one = toggleSelected(none, zhang, RIGHTS);
    expect([...one]).toEqual([zhang!.key]);
    expect(toggleSelected(one, zhang, RIGHTS).size).toBe(0);
    expect(toggleSelected(one, ticketed, RIGHTS)).toBe(one);
    expect(toggleSelected(one, undefined, RIGHTS)).toBe(one);
    expect(countSelected([zhang!, ticketed!], new Set([zhang!.key, 'gone']))).toBe(1);
  });
});

describe('saving changes against the base', () => {
  const LI: EditorPassenger = { ...ZHANG, passengerId: 'P3', name: '李四', idNo: OTHER_ADULT_ID, birthDate: '1990-01-01', revision: 4 };
  const base = [{ ...ZHANG, revision: 2 }, LI, { ...TICKETED, revision: 7 }];

  it('sends the rows changed and added, and the rows removed, each changed one with the revision it was read at', () => {
    const rows = [
      { ...ZHANG, mobile: '13800000001' },
      TICKETED,
      { name: '赵六', passengerType: 'ADT' as const, idType: 'PP' as const, idNo: 'E1234567' },
    ];
    expect(nameListChanges(base, rows)).toEqual({
      passengers: [
        { ...ZHANG, mobile: '13800000001', baseRevision: 2 },
        { name: '赵六', passengerType: 'ADT', idType: 'PP', idNo: 'E1234567' },
      ],
      removed: [{ passengerId: 'P3', baseRevision: 4 }],
    });
  });

  it('sends neither a change of a fixed row nor the removal of a kept one', () => {
    const rows = [{ ...ZHANG }, { ...LI }, { ...TICKETED, mobile: '13800000009' }];
    expect(nameListChanges(base, rows, RIGHTS)).toEqual({ passengers: [], removed: [] });
    expect(nameListChanges(base, rows.slice(0, 2), RIGHTS)).toEqual({ passengers: [], removed: [] });
    // Without the gateway's word against it, the same rows are a change and a removal.
    expect(nameListChanges(base, rows).passengers).toEqual([expect.objectContaining({ passengerId: 'P2', baseRevision: 7 })]);
    expect(nameListChanges(base, rows.slice(0, 2)).removed).toEqual([{ passengerId: 'P2', baseRevision: 7 }]);
  });

  it('sends nothing for a list that is the base', () => {
    expect(
      nameListChanges(
        base,
        base.map(({ revision: _r, ticketNo: _t, ...passenger }) => passenger),
      ),
    ).toEqual({ passengers: [], removed: [] });
  });

  it('keeps the base in the draft, so that a reload still saves against what was read', () => {
    const typed = run(initialEditorState(base, false, null, 9), edit(0, COL.name, '张四'));
    const stored = JSON.parse(JSON.stringify(draftOf(typed))) as ReturnType<typeof draftOf>;
    // The order has moved on meanwhile (someone else saved): the draft's base stands.
    const reloaded = initialEditorState([{ ...ZHANG, revision: 3, name: '张五' }], false, stored, 10);
    expect(reloaded.rows.map((row) => row.name)).toEqual(['张四', '李四', '王五']);
    expect(reloaded.adopted).toEqual(base);
    expect(reloaded.revision).toBe(9);
  });

  it('rebases on a merge: the merged rows over the gateway list, with its revision, and nothing to undo', () => {
    const typed = run(initialEditorState(base, false, null, 9), edit(0, COL.name, '张四'));
    const theirs = [{ ...ZHANG, revision: 3, mobile: '13900000002' }];
    const merged = run(typed, { type: 'rebase', passengers: theirs, revision: 11, rows: [{ ...typed.rows[0]!, mobile: '13900000002' }] });
    expect(merged.adopted).toBe(theirs);
    expect(merged.revision).toBe(11);
    expect(merged.past).toEqual([]);
    expect(
      nameListChanges(
        merged.adopted,
        merged.rows.map(({ key: _k, ...row }) => ({ ...row, passengerType: 'ADT' as const, idType: 'NI' as const, gender: 'M' as const })),
      ),
    ).toMatchObject({
      passengers: [{ passengerId: 'P1', name: '张四', mobile: '13900000002', baseRevision: 3 }],
      removed: [],
    });
  });
});
