import { Immer } from 'immer';

/**
 * The simulator's own Immer instance (the portal's code is not affected by its settings). States are
 * frozen in tests (a stray write outside a transaction throws) and left unfrozen in the browser, where
 * freezing newly created parts of a several-MB state costs time on every call (docs/architecture.md).
 */
export const immer = new Immer({ autoFreeze: import.meta.env.MODE === 'test' });
