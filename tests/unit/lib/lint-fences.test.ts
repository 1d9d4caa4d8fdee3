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
});
