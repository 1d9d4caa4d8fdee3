import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DevPanel } from '@/mocks/dev-panel';
import { simulator } from '@/mocks/simulator';
import { FastAntd } from '../../render-app';
import { NOW } from './document-support';

describe('developer panel: itineraries and reports', () => {
  it('ends a pending print, a reversal and a report with the outcome chosen', async () => {
    await simulator.reset({ now: NOW });
    const user = userEvent.setup();
    render(<DevPanel source={simulator} />, { wrapper: FastAntd });
    await user.click(screen.getByRole('button', { name: '打开网关模拟器' }));
    const drawer = await screen.findByRole('dialog');
    const [waitPrint, waitCancel] = [...simulator.invoices.pending()].sort((a, b) => a.status.localeCompare(b.status)).reverse();
    const report = simulator.reports.pending()[0]!;
    const item = (text: string) => within(drawer).getByText(text, { exact: false }).closest('li')!;

    await user.click(within(item(`行程单${waitPrint!.invoiceNo}`)).getByRole('button', { name: '开具失败' }));
    expect(simulator.invoices.get(waitPrint!.invoiceNo)!.status).toBe('PRINT_FAILED');
    await user.click(within(item(`行程单${waitCancel!.invoiceNo}`)).getByRole('button', { name: '完成冲红' }));
    expect(simulator.invoices.get(waitCancel!.invoiceNo)!.status).toBe('CANCEL_SUCCESS');
    await user.click(within(item(`报表${report.reportNo}`)).getByRole('button', { name: '生成成功' }));
    expect(simulator.reports.get(report.reportNo)!.status).toBe('SUCCESS');
    expect(within(drawer).getByText('没有开具、冲红或生成中的单据')).toBeInTheDocument();
  });
});
