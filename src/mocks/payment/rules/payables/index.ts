import type { PayableKind } from '@/domain/payment';
import { orderPayable } from './order';
import { retroactivePayable } from './retroactive';
import type { PayableType } from './types';

/**
 * Every kind of payable the payment rules serve. The payment module's own are here; a module above it
 * (an ancillary order, a bid's deposit) registers its kind from the assembly (src/mocks/rules.ts), so
 * the payment rules serve a payable without knowing the module it belongs to. Registration order is the
 * order the due list asks them in.
 */
const PAYABLES: Partial<Record<PayableKind, PayableType>> = {
  ORDER: orderPayable,
  RETROACTIVE: retroactivePayable,
};

/** Adds a kind of payable the payment rules serve from now on. */
export function registerPayable(kind: PayableKind, type: PayableType): void {
  PAYABLES[kind] = type;
}

/** The kind's payable type; a kind no module registered is a wiring mistake, not a request to refuse. */
export function payableType(kind: PayableKind): PayableType {
  const type = PAYABLES[kind];
  if (!type) throw new Error(`No payable of kind ${kind} is registered (src/mocks/rules.ts registers them).`);
  return type;
}

/** Every registered kind with its type, in the order they were registered. */
export function payableTypes(): [PayableKind, PayableType][] {
  return Object.entries(PAYABLES) as [PayableKind, PayableType][];
}

export { orderTarget, orderTitle } from './order';
export type { PayableType, Target, TargetState } from './types';
