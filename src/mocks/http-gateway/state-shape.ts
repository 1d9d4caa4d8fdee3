import { PERSISTED, type PersistedKey } from '../persistence';
import type { SimulatorState } from '../state';

/**
 * The shape check the HTTP gateway runs on the state it loads (its database, an imported state.json, a
 * migrated older version) before it serves a call: a state that passes runs the rules without a 500 at
 * the first call; one that does not stops the start with the first problem, named.
 *
 * The reference is a freshly made seed: each root key must be there with the seed's kind (a list, a
 * number, an object…); each record of a per-record collection (persistence.ts PERSISTED) must be an
 * object with its id, of the seed's id type, and no id twice; a sequence (the numbers orders,
 * payments, documents are minted from) must hold every counter the seed has, a whole number, since a
 * missing one would start again from the beginning and give a number twice. Deeper fields are not
 * compared with the seed: records the rules create legitimately differ from the seeded ones.
 */

/** The root keys the gateway keeps: the browser's persisted ones, and the call serial counter. */
export type GatewayKey = PersistedKey | 'serialCounter';
export const GATEWAY_KEYS: readonly GatewayKey[] = [...(Object.keys(PERSISTED) as PersistedKey[]), 'serialCounter'];

const SEQUENCES = new Set<string>(['orderSequences', 'moneySequences', 'agencySequences', 'documentSequences']);

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value;
}

const isRecord = (value: unknown): value is Record<string, unknown> => kindOf(value) === 'object';

/** The first problem of `candidate` as a state of this version, or null when it has the state's shape. */
export function firstShapeProblem(candidate: unknown, reference: SimulatorState): string | null {
  if (!isRecord(candidate)) return `the state is ${kindOf(candidate)}, not an object`;
  for (const key of GATEWAY_KEYS) {
    const value = candidate[key];
    const expected = reference[key] as unknown;
    if (value === undefined) return `state.${key} is missing`;
    const kind = kindOf(value);
    const expectedKind = kindOf(expected);
    if (expectedKind === 'null') {
      // session, lastCaptcha, pendingFault: empty, or a value of their own.
      if (kind !== 'null' && kind !== 'object' && kind !== 'string') return `state.${key} is a ${kind}`;
      continue;
    }
    if (kind !== expectedKind) return `state.${key} is a ${kind}, not a ${expectedKind}`;
    if (kind === 'number' && !Number.isFinite(value)) return `state.${key} is not a finite number`;
    const layout = key === 'serialCounter' ? 'whole' : PERSISTED[key];
    if (kind === 'list' && layout !== 'whole') {
      const idField = layout.recordId;
      const sample = (expected as Record<string, unknown>[])[0];
      // (A collection the seed leaves empty: either kind of id.)
      const idKinds = sample ? [kindOf(sample[idField])] : ['string', 'number'];
      const seen = new Set<unknown>();
      for (const [index, item] of (value as unknown[]).entries()) {
        if (!isRecord(item)) return `state.${key}[${index}] is a ${kindOf(item)}, not a record`;
        const id = item[idField];
        if (!idKinds.includes(kindOf(id)))
          return `state.${key}[${index}].${idField} is ${id === undefined ? 'missing' : `a ${kindOf(id)}, not a ${idKinds.join(' or ')}`}`;
        if (seen.has(id)) return `state.${key} holds ${idField} ${String(id)} twice`;
        seen.add(id);
      }
    }
    if (SEQUENCES.has(key)) {
      const counters = value as Record<string, unknown>;
      for (const name of Object.keys(expected as Record<string, number>)) {
        if (counters[name] === undefined) return `state.${key}.${name} is missing (numbers would be given again)`;
      }
      for (const [name, counter] of Object.entries(counters)) {
        if (typeof counter !== 'number' || !Number.isSafeInteger(counter) || counter < 0)
          return `state.${key}.${name} is not a whole number`;
      }
    }
  }
  return null;
}
