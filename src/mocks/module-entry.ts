import type { GatewayRoute } from './gateway';
import type { MenuPlacement } from './kernel/menu-tree';
import type { OrderSeedAbove } from './order/seed/orders';
import type { SimulatorState } from './state';

/** How persistence keeps a root key of the state: whole in one record, or one record per entity by its id field. */
export type Layout = 'whole' | { recordId: string };

/**
 * A module of the simulator as the assembly sees it: its entry (`<module>/index.ts`) declares one, and
 * src/mocks/modules.ts lists them. The routes, persistence's layout, the seed's hooks and the state's
 * slice keys are all read from that list, so a new module adds its entry there and touches no other
 * shared file. `Slice` is the module's part of the state (declared beside its records, where it also
 * joins `SimulatorState`).
 */
export interface SimulatorModule<Slice extends object = object> {
  /** Its folder under src/mocks, for messages. */
  name: string;
  /** The gateway calls it answers (none: the catalogue, the due list, the kernel). */
  routes?: readonly GatewayRoute[];
  /** Its functions in the agent menu the gateway hands out, each in its group (the kernel's tree holds the rest). */
  menu?: readonly MenuPlacement[];
  /** How persistence keeps each root key of its slice (every key, checked by the compiler in persistence.ts). */
  persisted?: { [Key in keyof Slice]-?: Layout };
  /**
   * What it lends the order core's seed, at the turns among the orders it always had there (the order core
   * imports no module above it; seed.ts puts the modules' loans together).
   */
  orderSeed?: () => Partial<OrderSeedAbove>;
  /** Its slice as the seed starts it, for a module whose records the seed's common steps do not make. */
  initial?: (now: number) => Slice;
  /**
   * Its seeded records, made over the whole seeded state after the common steps (in the list's order),
   * so that every number seeded before stays as it was.
   */
  seed?: (state: SimulatorState, now: number) => SimulatorState;
}

/** A module's entry, its slice's keys checked against its layout. */
export function defineModule<Slice extends object = object>(module: SimulatorModule<Slice>): SimulatorModule<Slice> {
  return module;
}
