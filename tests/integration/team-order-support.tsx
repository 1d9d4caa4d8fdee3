import { screen, waitFor } from '@testing-library/react';
import { ancillaryApi, call, payApi } from '@/lib/gateway';
import type { renderApp } from '../render-app';

/*
 * Quick finders for the order screens' tests. Role queries walk the accessibility tree of the whole
 * document, which costs seconds on a page of tables in jsdom; these read the DOM directly.
 */

type User = ReturnType<typeof renderApp>['user'];

/** A button by its text, antd's space between two Chinese characters ignored. */
export function button(text: string, container: ParentNode = document): HTMLButtonElement {
  const wanted = text.replace(/\s/g, '');
  const found = Array.from(container.querySelectorAll<HTMLButtonElement>('button')).find(
    (node) => node.textContent?.replace(/\s/g, '') === wanted,
  );
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

export function queryButton(text: string, container: ParentNode = document): HTMLButtonElement | null {
  try {
    return button(text, container);
  } catch {
    return null;
  }
}

/** A tab by the start of its label. */
export function tab(label: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>('[role=tab]')).find((node) => node.textContent?.startsWith(label));
  if (!found) throw new Error(`no tab ${label}`);
  return found;
}

/** antd gives every dialog title the same id under test: find the open dialog by its title's text. */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((node) => node.querySelector('.ant-modal-title')?.textContent === title);
    if (!dialog) throw new Error(`no dialog titled ${title}`);
    return dialog;
  });
}

/** Puts text in a field at once (typing it key by key costs seconds in jsdom). */
export async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The form item (label, control, message) around a field. */
export function formItemOf(field: HTMLElement): HTMLElement {
  return field.closest('.ant-form-item') as HTMLElement;
}

/** The open Popconfirm's button `text` (its confirm), once the popup shows. */
export async function confirmPopup(text: string): Promise<HTMLButtonElement> {
  const popup = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons');
    if (!found) throw new Error('no popconfirm');
    return found;
  });
  return button(text, popup);
}

/**
 * Delays the signed-in agent's order to the first flight it may be delayed to and pays the delay from the
 * prepaid account, as a user would before the screen under test: the option and the delay's order.
 */
export async function delayAndPay(orderNo: string, idempotencyKey: string) {
  const option = (await call(ancillaryApi.delayOptions, { orderNo })).options.find((candidate) => candidate.available)!;
  const { ancillaryOrder } = await call(ancillaryApi.delay, {
    orderNo,
    flightNo: option.flightNo,
    flightDate: option.flightDate,
    expectedAmount: option.totalAmount,
  });
  const { payable } = await call(payApi.payable, { payableKind: 'ANCILLARY', payableNo: ancillaryOrder.ancilOrderNo });
  await call(payApi.payment, {
    payableKind: 'ANCILLARY',
    payableNo: ancillaryOrder.ancilOrderNo,
    method: 'PREPAID',
    points: 0,
    expectedAmount: payable.amount,
    idempotencyKey,
  });
  return { option, ancillaryOrder };
}
