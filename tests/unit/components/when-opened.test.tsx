import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen as view, waitFor } from '@testing-library/react';
import { Button, Input, Modal } from 'antd';
import { WhenOpened } from '@/components/when-opened';

afterEach(cleanup);

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>填写原因</Button>
      <WhenOpened open={open}>
        <Modal open={open} title="取消原因" cancelText="关闭" onCancel={() => setOpen(false)} onOk={() => setOpen(false)}>
          <Input aria-label="原因" />
        </Modal>
      </WhenOpened>
    </>
  );
}

describe('a dialog rendered from its first opening', () => {
  it('is nowhere in the page until opened, then opens and closes as any dialog, and opens again with what was typed', async () => {
    render(<Screen />);
    expect(view.queryByText('取消原因')).toBeNull();
    expect(document.querySelector('.ant-modal-root, .ant-modal-wrap')).toBeNull();

    fireEvent.click(view.getByRole('button', { name: '填写原因' }));
    await waitFor(() => expect(view.getByRole('dialog', { name: '取消原因' })).toBeTruthy());
    fireEvent.change(view.getByRole('textbox', { name: '原因' }), { target: { value: '行程取消' } });

    fireEvent.click(view.getByRole('button', { name: /^关\s*闭$/ }));
    await waitFor(() => expect(view.queryByRole('dialog', { name: '取消原因' })).toBeNull());

    // Kept once opened (not destroyed on close): what was typed is still there.
    fireEvent.click(view.getByRole('button', { name: '填写原因' }));
    await waitFor(() => expect(view.getByRole('dialog', { name: '取消原因' })).toBeTruthy());
    expect((view.getByRole('textbox', { name: '原因' }) as HTMLInputElement).value).toBe('行程取消');
  });
});
