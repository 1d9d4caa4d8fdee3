import { screen, waitFor, within } from '@testing-library/react';
import { call, moneyApi, orderApi } from '@/lib/gateway';
import type { renderApp } from '../render-app';
import { button, findDialog } from './team-order-support';

/*
 * Helpers of the payment screens' tests: the balance as the gateway tells it, the confirmation
 * dialog, a method and a bank chosen as a user would.
 */

type User = ReturnType<typeof renderApp>['user'];

export const payPath = (area: 'agent' | 'normal', payableKind: string, payableNo: string) =>
  `/${area}/pay/payment?payableKind=${payableKind}&payableNo=${payableNo}`;

/** agent01's prepaid account now (fen). */
export async function prepaid(): Promise<{ balance: number; frozen: number }> {
  const { account } = await call(moneyApi.prepaid, {});
  return { balance: account.balance, frozen: account.frozen };
}

/** The amount still owed on a team order's next milestone (fen). */
export async function teamOrderDue(orderNo: string): Promise<{ kind: string; amount: number }> {
  const { order } = await call(orderApi.detail, { orderNo });
  const due = order.milestones.find((milestone) => milestone.status === 'WAIT' || milestone.status === 'UNDER_WAY')!;
  return { kind: due.kind, amount: due.amount - due.paidAmount };
}

/** '¥1,234.50' for integer fen, as the screens show it. */
export const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The value beside a label of an antd Descriptions (the first one with that label). */
export function described(label: string, container: ParentNode = document): HTMLElement {
  const cell = Array.from(container.querySelectorAll('.ant-descriptions-item-label')).find((node) => node.textContent === label);
  if (!cell) throw new Error(`no item ${label}`);
  return (cell.nextElementSibling ?? cell.parentElement!.querySelector('.ant-descriptions-item-content')) as HTMLElement;
}

/** Picks a payment method by its label's start. */
export async function chooseMethod(user: User, label: string) {
  const radio = Array.from(document.querySelectorAll<HTMLInputElement>('input[type=radio]')).find((input) =>
    input.closest('label')?.textContent?.startsWith(label),
  );
  if (!radio) throw new Error(`no method ${label}`);
  await user.click(radio);
}

/** Picks the B2B bank. */
export async function chooseBank(user: User, bank: string) {
  await user.click(screen.getByLabelText('付款银行'));
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((node) => node.textContent === bank);
    if (!found) throw new Error(`no bank ${bank}`);
    return found;
  });
  await user.click(option);
}

/** 去支付 → the confirmation dialog. */
export async function openConfirmation(user: User): Promise<HTMLElement> {
  await user.click(button('去支付'));
  return findDialog('确认支付');
}

export { within };

/** A link by its text, antd's space between two Chinese characters ignored. */
export function link(text: string, container: ParentNode = document): HTMLAnchorElement {
  const wanted = text.replace(/\s/g, '');
  const found = Array.from(container.querySelectorAll<HTMLAnchorElement>('a')).find(
    (node) => node.textContent?.replace(/\s/g, '') === wanted,
  );
  if (!found) throw new Error(`no link ${text}`);
  return found;
}
