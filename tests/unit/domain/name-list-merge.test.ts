import { describe, expect, it } from 'vitest';
import { blankRow, type NameListRow } from '@/domain/name-list';
import { mergeNameLists, resolveMerge, type TheirRow } from '@/domain/name-list-merge';

const row = (passengerId: string | undefined, name: string, extra: Partial<NameListRow> = {}): NameListRow => ({
  ...blankRow(),
  name,
  passengerType: 'ADT',
  idType: 'PP',
  idNo: `E${name.length}${name.charCodeAt(0)}`,
  ...(passengerId ? { passengerId } : {}),
  ...extra,
});

const BASE = [row('P1', '张三'), row('P2', '李四'), row('P3', '王五')];
const WHO = { by: 'staff02', at: '2026-11-23T10:00:00+08:00' };

const kinds = (merge: ReturnType<typeof mergeNameLists>) => Object.fromEntries(merge.entries.map((entry) => [entry.key, entry.kind]));
const names = (rows: readonly NameListRow[] | null) => rows?.map((item) => `${item.passengerId ?? '+'}:${item.name}:${item.mobile}`);

describe('mergeNameLists', () => {
  it('takes their change where only they changed a row, and keeps mine where only I did', () => {
    const mine = [BASE[0]!, { ...BASE[1]!, mobile: '13800000001' }, BASE[2]!];
    const theirs = [{ ...BASE[0]!, mobile: '13900000002' }, BASE[1]!, BASE[2]!];
    const merge = mergeNameLists(BASE, mine, theirs, WHO);
    expect(kinds(merge)).toEqual({ P1: 'theirs', P2: 'mine', P3: 'unchanged' });
    expect(merge.conflicts).toBe(0);
    expect(merge.entries[0]).toMatchObject({ fields: ['mobile'], changedBy: WHO });
    expect(names(resolveMerge(merge, {}).rows)).toEqual(['P1:张三:13900000002', 'P2:李四:13800000001', 'P3:王五:']);
  });

  it('asks for a choice where both changed a row differently, naming the fields and who changed theirs', () => {
    const mine = [{ ...BASE[0]!, mobile: '13800000001', name: '张叁' }, BASE[1]!, BASE[2]!];
    const theirs: TheirRow[] = [
      { ...BASE[0]!, mobile: '13900000002', revisedBy: 'staff03', revisedAt: '2026-11-23T09:30:00+08:00' },
      BASE[1]!,
      BASE[2]!,
    ];
    const merge = mergeNameLists(BASE, mine, theirs, WHO);
    expect(merge.conflicts).toBe(1);
    expect(merge.entries[0]).toMatchObject({
      kind: 'conflict',
      conflict: 'edited',
      fields: ['name', 'mobile'],
      changedBy: { by: 'staff03', at: '2026-11-23T09:30:00+08:00' },
    });
    expect(resolveMerge(merge, {})).toEqual({ rows: null, missing: ['P1'] });
    expect(names(resolveMerge(merge, { P1: 'mine' }).rows)).toEqual(['P1:张叁:13800000001', 'P2:李四:', 'P3:王五:']);
    const taken = resolveMerge(merge, { P1: 'theirs' }).rows!;
    expect(names(taken)).toEqual(['P1:张三:13900000002', 'P2:李四:', 'P3:王五:']);
    // What goes back to the gateway carries no bookkeeping of the answer.
    expect(taken[0]).not.toHaveProperty('revisedBy');
  });

  it('needs no choice where both made the same change', () => {
    const changed = { ...BASE[2]!, mobile: '13700000003' };
    const merge = mergeNameLists(BASE, [BASE[0]!, BASE[1]!, changed], [BASE[0]!, BASE[1]!, changed], WHO);
    expect(kinds(merge).P3).toBe('same');
    expect(merge.conflicts).toBe(0);
  });

  it('lists rows added on either side and keeps both', () => {
    const mineNew = row(undefined, '赵六');
    const theirNew = row('P9', '钱七');
    const merge = mergeNameLists(BASE, [...BASE, mineNew, blankRow()], [...BASE, theirNew], WHO);
    expect(kinds(merge)).toEqual({ P1: 'unchanged', P2: 'unchanged', P3: 'unchanged', 'mine:1': 'addedMine', P9: 'addedTheirs' });
    expect(names(resolveMerge(merge, {}).rows)).toEqual(['P1:张三:', 'P2:李四:', 'P3:王五:', '+:赵六:', 'P9:钱七:']);
  });

  it('makes one passenger of the same ID number added on both sides, asking which values stand', () => {
    const mineNew = row(undefined, '赵六', { idNo: 'E1234567', mobile: '13800000001' });
    const theirNew = row('P9', '赵六', { idNo: 'e1234567' });
    const merge = mergeNameLists(BASE, [...BASE, mineNew], [...BASE, theirNew], WHO);
    expect(merge.entries.at(-1)).toMatchObject({ key: 'P9', kind: 'conflict', conflict: 'addedBoth', fields: ['idNo', 'mobile'] });
    expect(names(resolveMerge(merge, { P9: 'mine' }).rows)?.at(-1)).toBe('P9:赵六:13800000001');
    expect(resolveMerge(merge, { P9: 'theirs' }).rows).toHaveLength(4);
  });

  it('removes what one side removed and the other left alone, and lists it', () => {
    const merge = mergeNameLists(BASE, [BASE[0]!, BASE[2]!], [BASE[0]!, BASE[1]!], WHO);
    expect(kinds(merge)).toEqual({ P1: 'unchanged', P3: 'removedTheirs', P2: 'removedMine' });
    expect(names(resolveMerge(merge, {}).rows)).toEqual(['P1:张三:']);
  });

  it('lists a row removed on both sides', () => {
    const merge = mergeNameLists(BASE, [BASE[0]!, BASE[1]!], [BASE[0]!, BASE[1]!], WHO);
    expect(merge.entries.at(-1)).toMatchObject({ key: 'P3', kind: 'removedBoth' });
    expect(resolveMerge(merge, {}).rows).toHaveLength(2);
  });

  it('asks when I removed a row they edited', () => {
    const theirs = [BASE[0]!, { ...BASE[1]!, mobile: '13900000002' }, BASE[2]!];
    const merge = mergeNameLists(BASE, [BASE[0]!, BASE[2]!], theirs, WHO);
    expect(merge.entries.find((entry) => entry.key === 'P2')).toMatchObject({
      kind: 'conflict',
      conflict: 'removedByMe',
      fields: ['mobile'],
      changedBy: WHO,
    });
    expect(names(resolveMerge(merge, { P2: 'mine' }).rows)).toEqual(['P1:张三:', 'P3:王五:']);
    expect(names(resolveMerge(merge, { P2: 'theirs' }).rows)).toEqual(['P1:张三:', 'P3:王五:', 'P2:李四:13900000002']);
  });

  it('asks when they removed a row I edited; kept, it goes back as a new passenger', () => {
    const mine = [BASE[0]!, { ...BASE[1]!, mobile: '13800000001' }, BASE[2]!];
    const merge = mergeNameLists(BASE, mine, [BASE[0]!, BASE[2]!], WHO);
    expect(merge.entries[1]).toMatchObject({ key: 'P2', kind: 'conflict', conflict: 'removedByThem', fields: ['mobile'] });
    expect(names(resolveMerge(merge, { P2: 'mine' }).rows)).toEqual(['P1:张三:', '+:李四:13800000001', 'P3:王五:']);
    expect(names(resolveMerge(merge, { P2: 'theirs' }).rows)).toEqual(['P1:张三:', 'P3:王五:']);
  });

  it('keeps a ticket they issued over what I typed on that row, and lists it', () => {
    const mine = [{ ...BASE[0]!, mobile: '13800000001' }, BASE[1]!, BASE[2]!];
    const theirs = [{ ...BASE[0]!, ticketNo: '999-1234567890' }, BASE[1]!, BASE[2]!];
    const merge = mergeNameLists(BASE, mine, theirs, WHO);
    expect(merge.entries[0]).toMatchObject({ kind: 'ticketed', fields: ['mobile'] });
    expect(resolveMerge(merge, {}).rows![0]).toMatchObject({ ticketNo: '999-1234567890', mobile: '' });
  });

  it('treats a passenger whose id the base lacks as mine, added', () => {
    const merge = mergeNameLists(BASE, [...BASE, row('PX', '孙八')], BASE, WHO);
    expect(merge.entries.at(-1)).toMatchObject({ kind: 'addedMine' });
    expect(merge.entries.at(-1)!.mine).not.toHaveProperty('passengerId');
  });
});
