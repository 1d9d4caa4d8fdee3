import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The simulator in Node (vitest): the same handlers over an in-memory store. */
export const server = setupServer(...handlers);
