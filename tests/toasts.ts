/**
 * Every toast (antd's message) the document showed in this test, recorded as it appeared: a toast goes
 * after 3 s, so a check made after another wait — a navigation, a dialog closing — may come when it has
 * gone on a loaded machine. tests/setup.ts starts the record afresh for each test.
 */
const shown: string[] = [];
let observer: MutationObserver | null = null;

export function recordToasts(): void {
  shown.length = 0;
  if (observer || typeof MutationObserver === 'undefined') return;
  observer = new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const notices = node.matches('.ant-message-notice')
          ? [node]
          : Array.from(node.querySelectorAll<HTMLElement>('.ant-message-notice'));
        for (const notice of notices) shown.push(notice.textContent ?? '');
      }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The words of every toast shown in this test so far, gone or not. */
export const toastsShown = (): string[] => [...shown];
