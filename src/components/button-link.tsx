import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

/**
 * A router link with the look of an antd button. Never put a Link inside a Button: that nests two
 * interactive elements (axe nested-interactive) and a keyboard user tabs to both. This is one `<a>`:
 * a click navigates inside the app, ctrl/middle click opens a new tab.
 */
export function ButtonLink({
  to,
  type,
  size,
  children,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
}: {
  to: To;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  children: ReactNode;
  /** When rows repeat the same text: starts with the visible text (去支付 TO100143 …). */
  'aria-label'?: string;
  /** What the user should know before following it (an action's hint). */
  'aria-describedby'?: string;
}) {
  const handleClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button type={type} size={size} href={useHref(to)} onClick={handleClick} aria-label={ariaLabel} aria-describedby={describedBy}>
      {children}
    </Button>
  );
}
