import { useEffect, useReducer, type ComponentProps, type CSSProperties } from 'react';
import type { PanelSource } from './dev-panel-source';

/**
 * The developer panel's button until its first click: the same plain button the panel shows once loaded.
 * The panel itself (dev-panel.tsx) needs antd's Drawer, Table, Descriptions, Image… and their styles:
 * evaluating those chunks and rendering antd's FloatButton took
 * 0.4–0.6 s of the page's main thread at 3× CPU, in the first seconds of every demo page load, for a
 * panel most visits never open. It loads when the pointer comes near the button (or focus reaches it)
 * and mounts, open, on the click (browser.ts).
 */
export function DevPanelLauncher({ source, onOpen, onIntent }: { source: PanelSource; onOpen: () => void; onIntent: () => void }) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => source.subscribe(rerender), [source]);
  const { notice, saveError } = source.persistence;
  const attention = Boolean(notice || saveError || source.violations().length > 0);
  return <LauncherButton attention={attention} onClick={onOpen} onPointerEnter={onIntent} onFocus={onIntent} />;
}

/** The button that opens the panel, before its first click and after it alike: plain, so no antd styles load for it. */
export function LauncherButton({
  attention,
  ...handlers
}: { attention: boolean } & Pick<ComponentProps<'button'>, 'onClick' | 'onPointerEnter' | 'onFocus'>) {
  return (
    <button type="button" aria-label="打开网关模拟器" style={BUTTON} {...handlers}>
      模拟器
      {attention && <span style={DOT} />}
    </button>
  );
}

// The look of antd's square FloatButton (its default tokens), without its run-time styles.
const BUTTON: CSSProperties = {
  position: 'fixed',
  insetInlineEnd: 16,
  insetBlockEnd: 16,
  zIndex: 99,
  width: 40,
  minHeight: 40,
  padding: '2px 0',
  border: 'none',
  borderRadius: 8,
  background: '#fff',
  color: 'rgba(0, 0, 0, 0.88)',
  fontSize: 12,
  lineHeight: 1.3,
  cursor: 'pointer',
  opacity: 0.75,
  boxShadow: '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
};

const DOT: CSSProperties = {
  position: 'absolute',
  top: 2,
  insetInlineEnd: 2,
  width: 6,
  height: 6,
  borderRadius: '50%',
  background: '#ff4d4f',
};
