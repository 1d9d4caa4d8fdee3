import { bookingCommands } from './booking';
import { moneyCommands } from './money';
import { orderCommands } from './orders';
import { revisionCommands } from './commands-revisions';
import { airlineCommands, clockCommands, scheduleChangeCommands } from './schedule-changes';

/**
 * The model-based test's actions (docs/architecture.md "The model-based test"), one array per area, each
 * in a file of its own built on ./support (the model, the actors, the call through the gateway, what was
 * offered against what was answered). An area added to the portal adds its file and one line here. An
 * action listed twice is drawn twice as often.
 */
export const commands = [
  ...bookingCommands,
  ...orderCommands,
  ...moneyCommands,
  ...scheduleChangeCommands,
  ...airlineCommands,
  ...clockCommands,
  ...revisionCommands,
];

export { expectNoViolation, stats, type Model, type Real, type Step } from './support';
