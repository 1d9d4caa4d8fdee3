/**
 * The name-list benchmark page (npm run bench): the real <NameListEditor> with 200 passengers in a
 * production build, driven by scripts/bench.mjs in Debian's Chromium. Not part of the app's build
 * (Vite's input is index.html); built on its own by the script. Each measure runs an action the way
 * the browser delivers it (DOM events into React) and stops after the next frame is painted.
 */
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NameListEditor } from '@/components/name-list';
import { blankRow, CREW_TEMPLATE_COLUMNS, fillFromId, parseTemplateRows, validateNameList, type NameListRow } from '@/domain/name-list';
import { buildWorkbook, loadExcel, readWorkbookRows } from '@/lib/excel';
import { idCheckChar } from '@/domain/validators';
import type { PassengerInput } from '@/lib/gateway/endpoints/order';
import { createQueryClient } from '@/lib/query';

const DEPARTURE = '2026-12-20';
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂英';

function idNumber(seed: number, year = 1960 + (seed % 45)): string {
  const month = String((seed % 12) + 1).padStart(2, '0');
  const day = String((seed % 28) + 1).padStart(2, '0');
  const first17 = `310115${year}${month}${day}${String(seed % 1000).padStart(3, '0')}`;
  return first17 + idCheckChar(first17);
}

function passengers(count: number, offset = 0): PassengerInput[] {
  return Array.from({ length: count }, (_, index) => {
    const seed = index + offset;
    return {
      name: `${SURNAMES[seed % SURNAMES.length]}${GIVEN[(seed * 7) % GIVEN.length]}${GIVEN[(seed * 3 + 1) % GIVEN.length]}`,
      passengerType: 'ADT',
      idType: 'NI',
      idNo: idNumber(seed),
      mobile: `138${String(10000000 + seed).slice(0, 8)}`,
    };
  });
}

const frame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(0);
    }),
  );

const grid = () => document.querySelector('table[role=grid] tbody')!;
const cellAt = (row: number, col: number) => grid().querySelectorAll('tr')[row]!.querySelectorAll('td')[col]!;
const activeInput = () => document.activeElement as HTMLInputElement;
const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

async function focusCell(row: number, col: number) {
  cellAt(row, col).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
  await frame();
}

function key(key: string, init: KeyboardEventInit = {}) {
  activeInput().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
}

/** The script part of the last measure (the event's handlers and React's render and commit). */
let lastScript = 0;

async function timed(action: () => void): Promise<number> {
  const started = performance.now();
  action();
  // React renders a discrete event's update in a microtask queued during the event: after this one.
  await Promise.resolve();
  lastScript = performance.now() - started;
  await frame();
  return performance.now() - started;
}

let round = 0;

const bench = {
  async mount(): Promise<number> {
    const list = passengers(200);
    const router = createMemoryRouter(
      [
        {
          path: '/bench',
          element: (
            <NameListEditor
              passengers={list}
              seatCapacity={200}
              infantCapacity={0}
              departureDate={DEPARTURE}
              onSave={() => Promise.resolve()}
              showPicker={false}
            />
          ),
        },
      ],
      { initialEntries: ['/bench'] },
    );
    const started = performance.now();
    createRoot(document.getElementById('root')!).render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    while (!document.querySelector('table[role=grid] tbody tr')) await frame();
    lastScript = performance.now() - started;
    await frame();
    return performance.now() - started;
  },
  /** Nothing at all: the wait for the next painted frame that every measure includes. */
  noop: (): Promise<number> => timed(() => {}),
  async addRow(): Promise<number> {
    const button = Array.from(document.querySelectorAll('button')).find((item) => item.textContent === '添加一行')!;
    return timed(() => button.click());
  },
  async typeCharacter(): Promise<number> {
    await focusCell(100, 0);
    const ms = await timed(() => {
      setInputValue.call(activeInput(), `${activeInput().value}甲`);
      activeInput().dispatchEvent(new Event('input', { bubbles: true }));
    });
    key('Escape');
    await frame();
    return ms;
  },
  async editCell(): Promise<number> {
    round += 1;
    await focusCell(100, 0);
    setInputValue.call(activeInput(), `测试${'甲乙丙丁戊己庚辛'[round % 8]}`);
    activeInput().dispatchEvent(new Event('input', { bubbles: true }));
    await frame();
    return timed(() => key('Enter'));
  },
  async editIdNumber(): Promise<number> {
    round += 1;
    await focusCell(120, 3);
    setInputValue.call(activeInput(), idNumber(5000 + round, 2018));
    activeInput().dispatchEvent(new Event('input', { bubbles: true }));
    await frame();
    return timed(() => key('Enter'));
  },
  lastScript: () => lastScript,
  validateAll(): number {
    const rows: NameListRow[] = passengers(200, 1000).map((passenger) =>
      fillFromId({ ...blankRow(), ...passenger, birthDate: '', gender: '', mobile: passenger.mobile ?? '' }, DEPARTURE),
    );
    const started = performance.now();
    const result = validateNameList(rows, {
      now: Date.parse('2026-11-23T00:00:00Z'),
      departureDate: DEPARTURE,
      seatCapacity: 200,
      infantCapacity: 0,
    });
    const ms = performance.now() - started;
    lastScript = ms;
    if (result.errorCount !== 0) throw new Error(`bench rows invalid: ${result.errorCount}`);
    return ms;
  },
  async paste200(): Promise<number> {
    round += 1;
    await focusCell(0, 0);
    const text = passengers(200, 2000 + round * 200)
      .map((passenger) => [passenger.name, '成人', '身份证', passenger.idNo, '', '', passenger.mobile].join('\t'))
      .join('\r\n');
    const data = new DataTransfer();
    data.setData('text/plain', `${text}\r\n`);
    const ms = await timed(() =>
      activeInput().dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })),
    );
    if (!document.querySelector('[role=status]')?.textContent?.includes('已粘贴200行')) throw new Error('paste did not land');
    key('z', { ctrlKey: true });
    await frame();
    return ms;
  },
  async loadExcel(): Promise<number> {
    const started = performance.now();
    await loadExcel();
    lastScript = performance.now() - started;
    return lastScript;
  },
  /** Reads a 200-row crew list (.xlsx written by exceljs) and checks every row, as the import dialog does. */
  async import200(): Promise<number> {
    const columns = CREW_TEMPLATE_COLUMNS.map((column) => ({ header: column.title, key: column.key }));
    const rows = passengers(200, 9000).map((passenger) => ({ ...passenger, passengerType: '成人', idType: '身份证' }));
    const file = new File([await buildWorkbook([{ name: '旅客名单', columns, rows }])], 'crew.xlsx');
    const started = performance.now();
    const sheet = await readWorkbookRows(file);
    const result = parseTemplateRows(sheet, CREW_TEMPLATE_COLUMNS, { now: Date.parse('2026-11-23T00:00:00Z'), departureDate: DEPARTURE });
    lastScript = performance.now() - started;
    if (result.errors.length > 0 || result.rows.length !== 200)
      throw new Error(`import rows: ${result.rows.length}, errors ${result.errors.length}`);
    return lastScript;
  },
  rowCount: () => grid().querySelectorAll('tr').length,
};

(window as unknown as { bench: typeof bench }).bench = bench;
