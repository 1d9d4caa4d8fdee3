import { expect } from '@playwright/test';
import { dayAfter, loginByToken, mainlandId, pageTitle, pickAirport, simulatorNow, test, TOKENS, typeDate } from './support';

/**
 * A normal user books an individual order: itinerary, flights by cabin, price, passengers, and the
 * order awaiting payment. The travel date is a few weeks after the simulator's "now", the day the
 * seeded timetable is relative to.
 */

test('a normal user books 2 adults and 1 child PVG→CTU and reaches the order awaiting payment', async ({ page }) => {
  const adults = [
    { name: '张伟', idNo: mainlandId('19850615', '131') },
    { name: '李娜', idNo: mainlandId('19870203', '242') },
  ];
  const child = { name: '张小宇', idNo: mainlandId('20180310', '351') };

  await loginByToken(page, TOKENS.user01);
  await expect(page).toHaveURL('/normal/home');
  const date = dayAfter(await simulatorNow(page), 24);

  await test.step('the itinerary: airports by type-ahead, the date, 2 adults and 1 child', async () => {
    await page.getByRole('menuitem', { name: '机票预订' }).click();
    await expect(page).toHaveURL('/normal/book/reserver');
    await expect(page).toHaveTitle(pageTitle('机票预订'));
    await pickAirport(page, '出发', 'pvg', '上海 · 上海浦东 PVG');
    await pickAirport(page, '到达', 'chengdu', '成都 · 成都双流 CTU');
    await typeDate(page, '出发日期', date);
    await page.getByRole('spinbutton', { name: '成人' }).fill('2');
    await page.getByRole('spinbutton', { name: '儿童' }).fill('1');
    await page.getByRole('button', { name: /查询航班/ }).click();
    await expect(page).toHaveURL(`/normal/book/price?from=PVG&to=CTU&date=${date}&trip=OW&adt=2&chd=1&inf=0`);
  });

  let total = '';
  await test.step('the flights by cabin: choosing one shows the price and its rules', async () => {
    await expect(page.getByText('成人2 儿童1 婴儿0')).toBeVisible();
    await page.getByRole('button', { name: '选择 XY5101 经济舱 Y' }).click();
    await expect(page.getByRole('button', { name: '选择 XY5101 经济舱 Y' })).toHaveAttribute('aria-pressed', 'true');
    const priceCard = page.locator('.ant-card').filter({ has: page.getByText('价格明细', { exact: true }) });
    await expect(priceCard.getByText('运价规则')).toBeVisible();
    total = ((await priceCard.getByTestId('fare-total').textContent()) ?? '').trim();
    expect(total).toMatch(/¥[\d,]+\.\d{2}/);
    await priceCard.getByRole('link', { name: /下一步/ }).click();
    await expect(page).toHaveURL(/\/normal\/book\/create\?.*out=XY5101(~|%7E)Y$/);
    await expect(page).toHaveTitle(pageTitle('填写旅客信息'));
  });

  await test.step('three passengers with their ID numbers, and the contact', async () => {
    for (const [index, passenger] of [...adults, child].entries()) {
      await page.getByRole('textbox', { name: `旅客${index + 1} 姓名` }).fill(passenger.name);
      await page.getByRole('textbox', { name: `旅客${index + 1} 证件号` }).fill(passenger.idNo);
    }
    // The ID number tells birth date and gender.
    await expect(page.getByText('1985-06-15 · 男')).toBeVisible();
    await expect(page.getByText('1987-02-03 · 女')).toBeVisible();
    await expect(page.getByText('2018-03-10 · 男')).toBeVisible();
    await page.getByLabel('联系人姓名').fill('张伟');
    await page.getByLabel('联系电话').fill('13800138000');
    // The total on the form is the one priced on the previous screen.
    await expect(page.getByText('订单总价')).toContainText(total.match(/¥[\d,]+\.\d{2}/)![0]);
    await page.getByRole('button', { name: '提交订单' }).click();
  });

  await test.step('the order awaits payment, with its countdown and the three passengers', async () => {
    await expect(page).toHaveURL(/\/normal\/order\/list\/\w+$/);
    await expect(page).toHaveTitle(pageTitle('订单详情'));
    const summary = page.locator('.ant-descriptions').first();
    await expect(summary.getByText('待支付', { exact: true })).toBeVisible();
    await expect(summary.locator('.countdown')).toHaveText(/^剩 \d+(天|小时|分)/);
    await expect(summary).toContainText('PVG → CTU');
    // The order's amount is the price the user saw.
    await expect(summary).toContainText(total.match(/¥[\d,]+\.\d{2}/)![0]);
    const passengers = page.locator('.ant-card').filter({ has: page.getByText('乘机人', { exact: true }) });
    for (const passenger of [...adults, child])
      await expect(passengers.getByRole('cell', { name: passenger.name, exact: true })).toBeVisible();
    await expect(passengers.getByRole('row')).toHaveCount(4);
  });
});
