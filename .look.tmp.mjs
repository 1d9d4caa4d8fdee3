import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const axeSrc = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const base = 'http://127.0.0.1:4174';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
async function session(name, signIn, paths) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await signIn(page);
  for (const [i, p] of paths.entries()) {
    await page.goto(base + p);
    await page.waitForTimeout(2200);
    await page.screenshot({ path: `/tmp/shots/${name}${i}.png` });
    await page.addScriptTag({ content: axeSrc });
    const v = await page.evaluate(async () => (await window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] })).violations.map((x) => `${x.id}:${x.nodes.length}`));
    console.log(name + i, p, await page.locator('h1').first().innerText().catch(() => '-'), JSON.stringify(v));
  }
  if (errors.length) console.log('errors', errors);
  await page.close();
}
const token = (t) => async (page) => { await page.goto(`${base}/?tokenId=${t}`); await page.waitForURL(/\/agent|\/normal/); };
async function login(page, u, p) {
  await page.goto(`${base}/login`);
  await page.getByLabel('账号', { exact: true }).fill(u);
  await page.getByLabel('密码', { exact: true }).fill(p);
  await page.waitForFunction(() => window.__simulator?.peekCaptcha());
  await page.getByPlaceholder('请输入右侧验证码').fill(await page.evaluate(() => window.__simulator.peekCaptcha()));
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL(`${base}/agent`);
}
await session('g', async () => {}, ['/Register', '/login']);
await session('a', token('demo-agent01&tokenUUID=00000000-0000-4000-8000-000000000001'), [
  '/agent', '/agent/user/activation', '/agent/user/account-info', '/agent/user/agent-info', '/agent/user/changePassword',
  '/agent/user/singout', '/agent/user/subaccount', '/agent/user/subaccount/create', '/agent/user/subaccount/edit/STF0002',
  '/agent/user/subaccount/edit/NOPE', '/agent/user/auth', '/agent/user/auth/create', '/agent/user/auth/detail/ROL0002',
  '/agent/user/auth/edit/ROL0003', '/agent/user/auth/detail/ROL9999', '/agent/report', '/agent/itinerary/history', '/agent/itinerary/issue',
  '/agent/due/temp', '/agent/orderCenter/order', '/agent/user/transaction', '/agent/user/preExisted']);
await session('x', (p) => login(p, 'xinghai01', 'Xinghai@2026'), ['/agent', '/agent/user/activation', '/agent/user/agent-info']);
await session('c', (p) => login(p, 'corp01', 'Corp@2026'), ['/agent/itinerary/issue', '/agent/itinerary/history', '/agent/user/account-info']);
await browser.close();
