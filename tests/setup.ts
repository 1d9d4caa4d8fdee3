import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import * as React from 'react';
import { observeAnswers } from '@/mocks/gateway';
import { server } from '@/mocks/node';
import { simulator } from '@/mocks/simulator';
import { resetGatewayState } from '@/lib/gateway';
import { answerViolation } from './contract';
import { recordToasts } from './toasts';

/** Every test starts from the seed at a fixed instant of the simulator's clock. */
export const TEST_NOW = '2026-11-23T09:00:00+08:00';

// antd reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
// jsdom has no object URLs; a download (lib/excel.ts downloadFile) makes one and revokes it a second later.
// jsdom lays nothing out and has no scrollIntoView: a no-op a test may spy on (vi.spyOn(Element.prototype, 'scrollIntoView')).
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

if (!URL.createObjectURL) {
  URL.createObjectURL = () => 'blob:jsdom';
  URL.revokeObjectURL = () => {};
}
// jsdom does not scroll (the router's ScrollRestoration asks it to).
window.scrollTo = () => {};
// jsdom's getComputedStyle does not implement pseudo-elements; antd asks for them (scrollbar size).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

/** The first answer of the simulator this test saw that does not conform to its schema. */
let violation: string | null = null;
observeAnswers((endpoint, answer, request) => {
  violation ??= answerViolation(endpoint, answer, request);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  violation = null;
  sessionStorage.clear();
  localStorage.clear();
  recordToasts();
  simulator.reset({ now: TEST_NOW });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  resetGatewayState();
  if (violation) throw new Error(`The simulator answered outside its contract: ${violation}`);
});
afterAll(() => server.close());

// Screens load lazily and antd renders slowly in jsdom: give findBy/waitFor room. The first screen a
// worker renders also pays the cold transform of the app's modules, which on a loaded 2-core machine
// has taken over 5 s (session-expiry's first test, twice); with Playwright running beside vitest
// (scripts/test.mjs) on an overloaded machine, a file that imports the app afresh sat on the boot screen
// for 15 s. A passing wait ends as soon as it holds, so the room costs nothing until something is
// really wrong.
//
// A query that finds nothing throws an error whose message prints the whole document, and findBy/waitFor
// run the query again at every DOM change until it finds: each retry printed the page for nothing (a
// twentieth of an integration test's time). The message is now written when it is read, which only a
// failure's report does.
configure({
  asyncUtilTimeout: 30_000,
  getElementError(message, container) {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let written: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (written ??= [message, `Ignored nodes: comments, script, style\n${prettyDOM(container)}`].filter(Boolean).join('\n\n')),
    });
    return error;
  },
});

// React's development build records where each element was created (an Error and a console task per
// element, for the owner stacks of its warnings): a twentieth of an integration test's time. Tests keep
// the warnings, without those stacks.
const internals = (React as unknown as Record<string, object | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => Number.MAX_SAFE_INTEGER, set: () => {} });
}
