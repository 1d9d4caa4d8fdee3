import type { Draft } from 'immer';
import type { LogAction } from '@/domain/log-action';
import { toGatewayIso } from '../time-format';

/**
 * The log entry every entity with a history keeps (orders, bids, invoices, reports): who did what,
 * when. Transitions of the settle step write one with `by: SYSTEM_ACTOR`.
 */
export interface LogEntry<A extends LogAction = LogAction> {
  /** ISO date-time of the simulator clock (gateway offset). */
  at: string;
  /** The actor's display name, or SYSTEM_ACTOR for what the gateway did by itself. */
  by: string;
  /**
   * A short machine-readable verb, e.g. 'EXPIRE', 'UNLOCK', 'AUTO_CANCEL': a value of the entity's log
   * enum (domain/log-action.ts), so every code the simulator writes has its Chinese label.
   */
  action: A;
  /** Chinese, for people. */
  detail: string;
}

export const SYSTEM_ACTOR = '系统';

export function logEntry<A extends LogAction>(at: number, action: A, detail: string, by: string = SYSTEM_ACTOR): LogEntry<A> {
  return { at: toGatewayIso(at), by, action, detail };
}

/**
 * Something that falls due at `dueAt` (clock ms): applying it changes the entity on the draft and writes
 * the entity's log entry. `entity` and `key` name it for ordering and tracing.
 */
export interface DueTransition<S> {
  dueAt: number;
  entity: string;
  key: string;
  apply(draft: Draft<S>): void;
}

/** An entity's settling rule: every transition of `state` that is due at or before `now`. Pure. */
export type DueTransitions<S> = (state: S, now: number) => DueTransition<S>[];

/**
 * The transitions of records that each fall due at one time (`dueAtOf`; undefined: not due at all): one
 * for each whose time has come, applying `apply` to the draft at that time.
 */
export function dueRecords<S, R>(
  records: readonly R[],
  now: number,
  rule: {
    entity: string;
    dueAtOf: (record: R) => number | undefined;
    keyOf: (record: R) => string;
    apply: (draft: Draft<S>, record: R, dueAt: number) => void;
  },
): DueTransition<S>[] {
  return records.flatMap((record) => {
    const dueAt = rule.dueAtOf(record);
    if (dueAt === undefined || !(dueAt <= now)) return [];
    return [{ dueAt, entity: rule.entity, key: rule.keyOf(record), apply: (draft: Draft<S>) => rule.apply(draft, record, dueAt) }];
  });
}
