import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useLocation } from 'react-router-dom';

/** The id of the signed-in layouts' `<main>`: the skip link's target. */
export const MAIN_ID = 'main-content';

/** The screen's heading (the `Page` title, an h1 with tabIndex -1) inside the layout's `<main>`. */
function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`#${MAIN_ID} h1`);
}

/** A control the new screen focused itself (an autoFocus field): kept. */
function focusedInside(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== main && main.contains(active) && active.tagName !== 'H1';
}

/**
 * The screen is being left from one of its own controls (a list's order number): focus waits on the
 * content area until the new screen's heading takes it. Left on the control, the commit that removes it
 * made Chromium recalculate the whole page's style there and then (the focused element leaving the
 * document), and again once the new screen was in: ~135 ms of a detail's first visit at 3× CPU.
 */
function focusContentArea(): void {
  const main = document.getElementById(MAIN_ID);
  const active = document.activeElement;
  if (main && active instanceof HTMLElement && active !== main && main.contains(active)) main.focus({ preventScroll: true });
}

/**
 * Where keyboard focus goes when the screen changes under it (WCAG 2.4.3): to the new screen's heading
 * after a change of address (a menu link, 开始询价, 下一步, 提交预订, 去支付, 确认支付), and to the heading
 * when the focused control goes away or is disabled by what it did (保存名单) — instead of `<body>`, where
 * the next Tab would start again at the logo. A change of the query alone (a filter, a page of a list, a
 * choice on the same step) keeps focus where it is; the first screen of a load leaves it to the browser.
 */
export function useFocusOnScreenChange(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  const router = useContext(DataRouterContext)?.router;

  // Told by the router itself, at once, not by a render of its navigation state: a screen whose data is
  // cached (a revisit) goes from loading to its new address within one task, React renders only the end
  // of it, and an effect of the navigation state never saw the screen being left — the commit then
  // removed the focused link.
  useEffect(
    () =>
      router?.subscribe((state) => {
        if (state.navigation.state !== 'idle' && state.navigation.location.pathname !== state.location.pathname) focusContentArea();
      }),
    [router],
  );

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    const focusHeading = (): boolean => {
      const heading = mainHeading();
      if (!heading) return false;
      if (!focusedInside(main)) heading.focus({ preventScroll: true });
      return true;
    };
    // Focused in the next frame, not in the commit that shows the heading: focus() needs the page's style
    // and layout, and forced there they were computed for the new screen, then again for what the rest of
    // the commit changed (a tab opened, the rows of a list) — ~85 ms of TO100126's first visit at 3x CPU.
    // A screen whose chunk or data is still on its way: its heading comes a moment later.
    let frame: number | undefined;
    const focusSoon = () => {
      frame ??= window.requestAnimationFrame(() => {
        frame = undefined;
        if (focusHeading()) observer.disconnect();
      });
    };
    const observer = new MutationObserver(focusSoon);
    focusSoon();
    observer.observe(main, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
      if (frame !== undefined) window.cancelAnimationFrame(frame);
    };
  }, [pathname]);

  useEffect(() => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Focus was on a control of the screen (by keyboard or a click on it): when that control goes away
    // or is disabled, focus goes to the heading. A click elsewhere decides focus itself.
    let held = false;
    const rescue = () => {
      if (held && document.hasFocus() && (document.activeElement === document.body || document.activeElement === null)) {
        held = false;
        mainHeading()?.focus({ preventScroll: true });
      }
    };
    const onFocusIn = () => (held = true);
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !main.contains(event.relatedTarget)) held = false;
      else window.setTimeout(rescue, 0);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && main.contains(event.target))) held = false;
    };
    const onMouseDownInMain = (event: MouseEvent) => {
      // A click on the content's background (not on a control): the reader put focus there.
      if (event.target instanceof Element && !event.target.closest('a, button, input, textarea, select, [tabindex]')) held = false;
    };
    const observer = new MutationObserver(rescue);
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    main.addEventListener('focusin', onFocusIn);
    main.addEventListener('focusout', onFocusOut);
    main.addEventListener('mousedown', onMouseDownInMain, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      observer.disconnect();
      main.removeEventListener('focusin', onFocusIn);
      main.removeEventListener('focusout', onFocusOut);
      main.removeEventListener('mousedown', onMouseDownInMain, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);
}

/** The first stop of Tab on every signed-in screen: past the header and the menu to the content. */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // Focus, not a fragment in the address (the router owns the address).
        event.preventDefault();
        (mainHeading() ?? document.getElementById(MAIN_ID))?.focus();
      }}
    >
      跳到主要内容
    </a>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls of a dialog that Tab can reach and a reader can see. */
function tabStops(dialog: Element): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => {
    if (element.tabIndex < 0 || element.closest('[aria-hidden="true"]')) return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
  });
}

/**
 * Tab inside a modal dialog goes round its own controls. antd's focus lock brings focus back only once
 * it has left the page: after the dialog's last control (the last thing of the page) Tab went to the
 * browser's own bar first — a stop nobody sees. Here the last control leads to the first, Shift+Tab the
 * first to the last, for every modal dialog at once.
 */
export function useDialogTabWrap(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const active = document.activeElement;
      const dialog = active?.closest('[role="dialog"][aria-modal="true"]');
      if (!dialog) return;
      const stops = tabStops(dialog);
      const [first, last] = [stops[0], stops.at(-1)];
      if (!first || !last) return;
      if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
