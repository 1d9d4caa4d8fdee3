import { useEffect, useReducer, type CSSProperties } from 'react';
import type { PanelSource } from './dev-panel-source';

/**
 * The developer panel's button until its first click: a plain button where the panel's FloatButton will
 * be, looking alike, with the same name. The panel itself (dev-panel.tsx) needs antd's Drawer, Table,
 * Descriptions, Image… and their styles: evaluating those chunks and rendering the FloatButton took
 * 0.4–0.6 s of the page's main thread at 3× CPU, in the first seconds of every demo page load, for a
 * panel most visits never open. It loads when the pointer comes near the button (or focus reaches it)
 * and mounts, open, on the click (browser.ts).
 */
export function DevPanelLauncher({ source, onOpen, onIntent }: { source: PanelSource; onOpen: () => void; onIntent: () => void }) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => source.subscribe(rerender), [source]);
  const { notice, saveError } = source.persistence;
  const attention = Boolean(notice || saveError || source.violations().length > 0);
  return (
    <button type="button" aria-label="打开网关模拟器" style={BUTTON} onClick={onOpen} onPointerEnter={onIntent} onFocus={onIntent}>
      模拟器
      {attention && <span style={DOT} />}
    </button>
  );
}

// The FloatButton's square look (antd's default tokens): the panel replaces this button with it.
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
