import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { SEARCH_LIST_ID, type PanelKeys } from './search-panel-props';
import './search-box.css';

/*
 * The header's search box (docs/decisions.md "One search box"). This module is in every signed-in
 * screen's header, so it holds only the field and its shortcuts: plain elements, no antd. The results,
 * the gateway call and the recent items are search-panel.tsx, loaded the first time the box is used.
 */

const SearchPanel = lazy(() => import('./search-panel'));

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');

export function SearchBox({ navigate, account }: { navigate: NavigateFunction; account: string }) {
  const field = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const keys = useRef<PanelKeys | null>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    // Ctrl+K / ⌘K from anywhere; '/' where it would not be typed into a field.
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcut = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!shortcut && !slash) return;
      event.preventDefault();
      field.current?.focus();
      field.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  const close = () => setOpen(false);

  return (
    <div
      className="portal-search"
      role="search"
      ref={box}
      onBlur={(event) => !box.current?.contains(event.relatedTarget as Node | null) && close()}
    >
      <input
        ref={field}
        className="portal-search-field"
        type="search"
        role="combobox"
        aria-label="搜索订单、PNR、票号、旅客"
        aria-expanded={open}
        aria-controls={SEARCH_LIST_ID}
        aria-autocomplete="list"
        aria-keyshortcuts="Control+K Meta+K /"
        placeholder="搜索订单/PNR/票号/旅客（Ctrl K）"
        autoComplete="off"
        spellCheck={false}
        maxLength={50}
        value={text}
        onFocus={show}
        onClick={show}
        onChange={(event) => {
          setText(event.target.value);
          show();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            if (open) close();
            else setText('');
            return;
          }
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) show();
          keys.current?.onKeyDown(event);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <SearchPanel
            text={text}
            open={open}
            account={account}
            navigate={navigate}
            keysRef={keys}
            fieldRef={field}
            onOpened={() => {
              setText('');
              close();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
