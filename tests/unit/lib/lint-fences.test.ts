import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules the project's eslint.config.js reports for `code` placed at `filePath`. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message.split(':')[0]}`);
}

const reaches = (specifier: string) => `import { x } from '${specifier}';\nexport { x };\n`;

describe('the layering lint', () => {
  it('keeps features apart, by alias and by relative path', async () => {
    expect(await violations('src/features/account/probe.ts', reaches('@/features/bulletin/api'))).toHaveLength(1);
    expect(await violations('src/features/bulletin/probe.ts', reaches('../account/api'))).toHaveLength(1);
    expect(await violations('src/features/account/probe.ts', reaches('./api'))).toEqual([]);
  });

  it.each([
    'src/features/account/probe.ts',
    'src/components/probe.ts',
    'src/lib/probe.ts',
    'src/config/probe.ts',
    'src/domain/probe.ts',
    'src/app/probe.ts',
  ])('keeps the simulator out of %s, imported or loaded', async (filePath) => {
    expect(await violations(filePath, reaches('@/mocks/simulator'))).toHaveLength(1);
    expect(await violations(filePath, "export const load = () => import('@/mocks/browser');\n")).toHaveLength(1);
  });

  it('lets main.tsx start the simulator', async () => {
    expect(await violations('src/main.tsx', "export const load = () => import('./mocks/browser');\n")).toEqual([]);
  });

  it.each(['antd', 'react', '@ant-design/icons', 'react-router-dom', '@/lib/clock'])('keeps %s out of domain/', async (specifier) => {
    expect(await violations('src/domain/probe.ts', reaches(specifier))).toHaveLength(1);
  });

  it('refuses the browser’s clock where "now" must be the gateway’s', async () => {
    const code = "import dayjs from 'dayjs';\nexport const now = [Date.now(), new Date(), dayjs(), new Date(0), dayjs(0)];\n";
    expect(await violations('src/features/account/probe.ts', code)).toHaveLength(3);
    expect(await violations('src/lib/clock.ts', code)).toEqual([]);
  });

  it('refuses a status compared to offer an action in a feature, and lets a status decide what a page says', async () => {
    const header = "import { Button, Tag } from 'antd';\nimport type { OrderSummary } from '@/lib/gateway';\nexport { Button, Tag };\n";
    const offers = [
      "export const a = (order: OrderSummary) => order.status === 'BOOKED' && <Button>取消订单</Button>;",
      "export const b = (order: OrderSummary, ok: boolean) => ok && order.status !== 'CANCELED' && <Button>支付</Button>;",
      "export const c = (order: OrderSummary) => (order.status === 'BOOKED' ? <Button>取消订单</Button> : null);",
      "export const d = (row: OrderSummary) => ({ disabled: row.status !== 'BOOKED' });",
      "export const e = (row: OrderSummary) => <Button disabled={row.status !== 'BOOKED'}>取消</Button>;",
    ];
    for (const line of offers)
      expect(await violations('src/features/order/probe.tsx', `${header}${line}\n`)).toEqual([
        "local/offers-from-gateway: Offer what the gateway's allowedActions name (components/actions",
      ]);
    const says = "export const f = (order: OrderSummary) => order.status === 'CANCELED' && <Tag>已取消</Tag>;\n";
    expect(await violations('src/features/order/probe.tsx', `${header}${says}`)).toEqual([]);
    // Even the gateway's own list is read through the registry, which knows each action's function.
    const reads = "export const g = (row: OrderSummary) => ({ disabled: !row.allowedActions.includes('CANCEL') });\n";
    expect(await violations('src/features/order/probe.tsx', `${header}${reads}`)).toEqual([
      'local/offers-from-gateway: Only the action registry (components/actions) reads allowedActions',
    ]);
  });
});
