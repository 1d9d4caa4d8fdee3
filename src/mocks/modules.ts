import type { SimulatorModule } from './module-entry';
import { placeInAgentMenu } from './kernel/menu-tree';
import kernel from './kernel';
import session from './session';
import catalogue from './catalogue';
import order from './order';
import payment from './payment';
import refund from './refund';
import scheduleChange from './schedule-change';
import ancillary from './ancillary';
import temporary from './channels/temporary';
import series from './channels/series';
import charter from './channels/charter';
import promotional from './channels/promotional';
import scattered from './channels/scattered';
import bidding from './channels/bidding';
import due from './due';
import documents from './documents';

/**
 * The simulator's modules, each by its entry (src/mocks/<module>/index.ts, `defineModule`): the one list a new
 * module or channel adds itself to. What the assembly reads of the modules comes from here: the routes
 * (handlers.ts), persistence's layout of each root key (persistence.ts, checked complete against the state's
 * slices), what the modules lend the order core's seed and the seed steps of modules added since (seed.ts).
 * Lower modules first: a seed step runs in this order.
 */
export const MODULES = [
  kernel,
  session,
  catalogue,
  order,
  payment,
  refund,
  scheduleChange,
  ancillary,
  temporary,
  series,
  charter,
  promotional,
  scattered,
  bidding,
  due,
  documents,
] as const;

// The modules' functions join the agent menu here, as the list loads: before any menu is made.
placeInAgentMenu(MODULES.flatMap((module) => module.menu ?? []));

type SliceOf<Module> = Module extends SimulatorModule<infer Slice> ? Slice : never;
type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (whole: infer All) => void ? All : never;

/** Every module's slice in one type: the state's part the modules hold, as the list declares it. */
export type ModuleSlices = Intersection<SliceOf<(typeof MODULES)[number]>>;
