import { immer } from './immer';
import type { DueTransition, DueTransitions } from './rules/log';

/**
 * The settle step: applies, in order of due time, whatever has fallen due by `now` — for every entity
 * that registers due-transitions (rules/<entity>.ts). After each transition the rules are asked again,
 * so one transition may cancel a later one (an order cancelled at its deposit deadline has no balance
 * deadline) or bring a new one due. Pure: answers the next state, the given one when nothing was due.
 */

/** More transitions than this in one settle means a rule that never stops being due: a bug. */
const MAX_TRANSITIONS = 10_000;

function earliestDue<S>(state: S, now: number, rules: readonly DueTransitions<S>[]): DueTransition<S> | undefined {
  let earliest: DueTransition<S> | undefined;
  for (const rule of rules) {
    for (const transition of rule(state, now)) {
      if (transition.dueAt <= now && (earliest === undefined || transition.dueAt < earliest.dueAt)) earliest = transition;
    }
  }
  return earliest;
}

export function settle<S extends object>(state: S, now: number, rules: readonly DueTransitions<S>[]): S {
  let current = state;
  for (let applied = 0; applied < MAX_TRANSITIONS; applied += 1) {
    const next = earliestDue(current, now, rules);
    if (!next) return current;
    current = immer.produce(current, (draft) => next.apply(draft)) as S;
  }
  throw new Error(`settle: more than ${MAX_TRANSITIONS} transitions due at once`);
}
