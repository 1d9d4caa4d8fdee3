import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { CrewImportDialog, NameListEditor, type NameListEditorProps } from '@/components/name-list';
import { CREW_TEMPLATE_COLUMNS } from '@/domain/name-list';
import { idCheckChar } from '@/domain/validators';
import { buildWorkbook } from '@/lib/excel';
import { signIn } from '../render-app';
import { mountOnOrderPage } from './name-list-support';

const withCheck = (first17: string) => `${first17}${idCheckChar(first17)}`;
const ADULT_ID = withCheck('31011519850312123');
const OTHER_ADULT_ID = withCheck('31011519900101002');
const CHILD_ID = withCheck('44030620180704002');

function renderEditor(props: Partial<NameListEditorProps> = {}) {
  const onSave = vi.fn<NameListEditorProps['onSave']>(() => Promise.resolve());
  const user = mountOnOrderPage(
    <NameListEditor
      passengers={[
        {
          passengerId: 'P1',
          name: '张三',
          passengerType: 'ADT',
          idType: 'NI',
          idNo: ADULT_ID,
          birthDate: '1985-03-12',
          gender: 'M',
          allowedActions: ['EDIT', 'DELETE'],
        },
      ]}
      seatCapacity={10}
      infantCapacity={0}
      departureDate="2026-12-20"
      onSave={onSave}
      showPicker={false}
      {...props}
    />,
  );
  return { user, onSave };
}

const cell = (row: number, title: string) => screen.getByRole('textbox', { name: `第${row}行 ${title}` });
const gridText = () =>
  Array.from(screen.getByRole('grid', { name: '旅客名单' }).querySelectorAll('tbody tr')).map((tr) =>
    Array.from(tr.querySelectorAll('td')).map((td) => td.querySelector('input')?.value ?? td.textContent),
  );

describe('NameListEditor', () => {
  beforeEach(() => signIn('agent01'));

  it("Enter on 添加一行 in an empty list puts focus in the new row's first cell, where typing lands", async () => {
    const { user } = renderEditor({ passengers: [] });
    screen.getByRole('button', { name: '添加一行' }).focus();
    await user.keyboard('{Enter}');
    expect(cell(1, '姓名')).toHaveFocus();
    await user.keyboard('王五{Tab}');
    // The empty list's blank row took the name: no second blank row under it.
    expect(gridText().map((row) => row[0])).toEqual(['王五']);
  });

  it('moves between cells by keyboard, edits, pastes rows from Excel and undoes', async () => {
    const { user, onSave } = renderEditor();
    await user.click(screen.getByRole('gridcell', { name: '张三' }));
    expect(cell(1, '姓名')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell(1, '类型')).toHaveFocus();
    await user.keyboard('{Tab}{Tab}');
    expect(cell(1, '证件号码')).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(cell(1, '证件类型')).toHaveFocus();
    // Enter on the last row opens a new one; typing replaces the cell.
    await user.keyboard('{Enter}');
    expect(cell(2, '证件类型')).toHaveFocus();
    await user.keyboard('{Home}王五{Escape}');
    expect(cell(2, '姓名')).toHaveValue('');

    // Three rows copied from Excel: a child, a child's ID marked adult, a duplicate of row 1.
    await user.paste(
      `李四\t儿童\t身份证\t${CHILD_ID}\n赵六\t成人\t身份证\t${withCheck('44030620190101003')}\n钱七\t成人\t身份证\t${ADULT_ID}\n`,
    );
    // Several columns: where each goes is shown first (recognised by content), then applied.
    const preview = await screen.findByRole('dialog', { name: '粘贴预览' });
    expect(within(preview).getByText(/已按各列内容识别/)).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: '粘贴 3 行' }));
    expect(screen.getByRole('status')).toHaveTextContent('已粘贴3行（按内容识别列），可按 Ctrl+Z 撤销');
    expect(gridText()).toHaveLength(4);
    expect(gridText()[1]).toEqual(['李四', '儿童', '身份证', CHILD_ID, '2018-07-04', '女', '']);
    const errors = screen.getByText(/名单有 \d+ 处错误/).closest('details')!;
    expect(within(errors).getByRole('button', { name: `第1行 证件号码：与第4行证件号重复` })).toBeInTheDocument();
    expect(within(errors).getByRole('button', { name: `第4行 证件号码：与第1行证件号重复` })).toBeInTheDocument();

    // Undo takes the whole paste back.
    await user.keyboard('{Control>}z{/Control}');
    expect(gridText()).toHaveLength(2);
    expect(screen.queryByText(/名单有 \d+ 处错误/)).not.toBeInTheDocument();

    // Typing a child's ID fills birth date, gender and type; marking it adult is flagged.
    await user.click(screen.getAllByRole('gridcell')[7 + 0]!); // row 2, 姓名
    await user.keyboard(`李四{Tab}{Tab}{Tab}${CHILD_ID}{Enter}`);
    expect(gridText()[1]).toEqual(['李四', '儿童', '身份证', CHILD_ID, '2018-07-04', '女', '']);
    await user.click(screen.getAllByRole('gridcell')[8]!); // row 2, 类型
    await user.keyboard('成人{Enter}');
    expect(screen.getByRole('button', { name: '第2行 类型：按身份证应为儿童' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存名单' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('名单有1处错误');
    expect(cell(2, '类型')).toHaveFocus();

    await user.keyboard('儿童{Enter}');
    await user.click(screen.getByRole('button', { name: '保存名单' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual([
      { passengerId: 'P1', name: '张三', passengerType: 'ADT', idType: 'NI', idNo: ADULT_ID, birthDate: '1985-03-12', gender: 'M' },
      { name: '李四', passengerType: 'CHD', idType: 'NI', idNo: CHILD_ID, birthDate: '2018-07-04', gender: 'F' },
    ]);
  });

  it('places a two-column paste (name, ID number) by what the columns hold, after a preview; lists every error; the progress line keeps the saved count', async () => {
    const { user } = renderEditor({ seatCapacity: 40 });
    await user.click(screen.getByRole('button', { name: '添加一行' }));
    expect(cell(2, '姓名')).toHaveFocus();
    // 30 people copied as name + ID number, from the 姓名 column; 10 of the IDs are bad.
    const lines = Array.from({ length: 30 }, (_, index) => {
      const first17 = `310115199001${String((index % 28) + 1).padStart(2, '0')}${String(100 + index * 2 + 1).padStart(3, '0')}`;
      return `旅客${'甲乙丙丁戊己庚辛壬癸'[index % 10]}${'一二三'[Math.floor(index / 10)]}\t${index < 10 ? `${first17}${idCheckChar(first17) === '0' ? '1' : '0'}` : withCheck(first17)}`;
    });
    await user.paste(`${lines.join('\n')}\n`);
    const preview = await screen.findByRole('dialog', { name: '粘贴预览' });
    expect(within(preview).getByText(/已按各列内容识别/)).toBeInTheDocument();
    expect(within(preview).getByRole('combobox', { name: '第 1 列填入' }).closest('.ant-select')).toHaveTextContent('姓名');
    expect(within(preview).getByRole('combobox', { name: '第 2 列填入' }).closest('.ant-select')).toHaveTextContent('证件号码');
    await user.click(within(preview).getByRole('button', { name: '粘贴 30 行' }));

    expect(gridText()).toHaveLength(31);
    expect(gridText()[11]).toEqual(['旅客甲二', '成人', '身份证', withCheck('31011519900111121'), '1990-01-11', '男', '']);
    // Only the bad check characters are errors, every one listed, and a way to the next.
    const summary = screen.getByText(/^名单有 \d+ 处错误/);
    const errors = summary.closest('details')!;
    expect(within(errors).getAllByRole('button')).toHaveLength(10);
    expect(summary).toHaveTextContent('名单有 10 处错误');
    await user.click(screen.getByRole('button', { name: '定位下一处错误（共 10 处）' }));
    expect(cell(2, '证件号码')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '定位下一处错误（共 10 处）' }));
    expect(cell(3, '证件号码')).toHaveFocus();

    // The progress line says what the order holds (as the page header does) and the page's own count apart.
    expect(screen.getByText(/^已录入 1\/40/)).toBeInTheDocument();
    expect(screen.getByText('未保存：本页已录入 31/40')).toBeInTheDocument();

    // One undo takes the paste back.
    await user.click(screen.getByRole('button', { name: /^撤\s*销$/ }));
    expect(gridText()).toHaveLength(2);
    expect(screen.queryByText(/^未保存/)).toBeNull();
  });

  it('keeps a row the gateway allows no EDIT read-only (a ticketed one) and restores an unsaved draft', async () => {
    const passengers = [
      {
        passengerId: 'P1',
        ticketNo: '880-1234567890',
        name: '张三',
        passengerType: 'ADT' as const,
        idType: 'NI' as const,
        idNo: ADULT_ID,
        allowedActions: [],
      },
    ];
    const { user } = renderEditor({ passengers });
    await user.click(screen.getByRole('gridcell', { name: '张三' }));
    await user.keyboard('李');
    expect(cell(1, '姓名')).toHaveValue('张三');
    expect(screen.getByRole('status')).toHaveTextContent('已出票旅客不可在此修改');
    await user.click(screen.getByRole('button', { name: '添加一行' }));
    await user.keyboard(`王五{Tab}成人{Tab}身份证{Tab}${OTHER_ADULT_ID}{Enter}`);
    expect(gridText()[1]).toEqual(['王五', '成人', '身份证', OTHER_ADULT_ID, '1990-01-01', '女', '']);

    // A session expiry or reload remounts the screen: the unsaved rows come back from the tab's draft.
    cleanup();
    renderEditor({ passengers });
    expect(screen.getByText('已恢复本标签页中未保存的名单修改，请核对后保存。')).toBeInTheDocument();
    expect(gridText()[1]).toEqual(['王五', '成人', '身份证', OTHER_ADULT_ID, '1990-01-01', '女', '']);
  });
});

describe('CrewImportDialog', () => {
  const header = CREW_TEMPLATE_COLUMNS.map((column) => ({ header: column.title, key: column.key }));
  const xlsx = async (rows: Record<string, string>[]) =>
    new File([await buildWorkbook([{ name: '旅客名单', columns: header, rows }])], '名单.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });

  it('lists wrong rows and imports nothing, then imports a clean file', async () => {
    const onImport = vi.fn(() => Promise.resolve());
    const user = mountOnOrderPage(
      <CrewImportDialog
        open
        onClose={() => {}}
        departureDate="2026-12-20"
        existing={[{ name: '张三', idNo: ADULT_ID }]}
        onImport={onImport}
      />,
    );
    const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(
      fileInput(),
      await xlsx([
        { name: '李四', passengerType: '成人', idType: '身份证', idNo: CHILD_ID },
        { name: '王五', passengerType: '成人', idType: '身份证', idNo: ADULT_ID },
      ]),
    );
    await waitFor(() => expect(screen.getByText('名单.xlsx：2处错误，未导入任何旅客')).toBeInTheDocument());
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /第2行 旅客类型 按身份证应为儿童/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /第3行 证件号码 订单中已有此证件号的旅客（张三）/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导 入' })).toBeDisabled();

    await user.upload(fileInput(), await xlsx([{ name: '李四', passengerType: '儿童', idType: '身份证', idNo: CHILD_ID }]));
    await user.click(await screen.findByRole('button', { name: '导入1位旅客' }));
    expect(onImport).toHaveBeenCalledWith([
      { rowNo: 2, name: '李四', passengerType: 'CHD', idType: 'NI', idNo: CHILD_ID, birthDate: '2018-07-04', gender: 'F' },
    ]);
  });
});
