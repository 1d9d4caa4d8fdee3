import { useState, type ReactNode } from 'react';

/**
 * A dialog (or drawer) rendered from the first time it opens, and kept from then on: closing it still
 * animates, destroys its body as the dialog says and returns focus to where it was. Until then nothing of it
 * renders — a closed antd Modal otherwise makes its theme's variables and its hooks (forms, mutations)
 * at the screen's first render: six of them on a team order's detail, on the way to its first paint.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return open || opened ? children : null;
}
