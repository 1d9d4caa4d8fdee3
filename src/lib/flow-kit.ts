import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES, type RouteKey } from '@/config/routes';
import { warm } from './query';
import type { ScreenLoaderArgs } from './route-types';

/**
 * The booking-flow kit: a booking journey is a typed address codec, a list of steps and the page
 * bodies. The whole state of a flow lives in the address (a reload, a shared link, the return after a
 * session expiry show the same step with the same choices); each step says what it needs from that
 * state and which reads it makes, and the kit gives it its loader (the same reads, warmed), its guard
 * (a step reached without what the steps before it choose leads back to where it is chosen), the links
 * between steps and the step header. Temporary group, normal booking, series, charter, promotional and
 * scattered booking are each one `defineFlow`.
 */

/** A flow's state in the address, both ways. */
export interface FlowCodec<S> {
  /** The state as far as the address holds it, or null when it holds nothing usable. */
  read(search: URLSearchParams): S | null;
  /** The query string of a state, with its leading '?'. */
  write(state: S): string;
}

/**
 * A read as `queryOptions` makes it. The kit only hands it to the client (`queryClient.query`), whose
 * generic options do not accept every read's own data type as one list: the list keeps the key.
 */
type AnyQuery = { queryKey: QueryKey };

export interface FlowStep<S, N> {
  route: RouteKey;
  /** The step's short name in the header. */
  label: string;
  /**
   * What the step needs from the state, or null when the steps before it have not chosen it yet (the
   * guard then shows `missing`). A first step that works from an empty address answers `{}` always.
   */
  needs: (state: S | null) => N | null;
  /** The reads the step's page makes once it has what it needs (its loader warms the same). */
  reads?: (needs: N, state: S) => readonly AnyQuery[];
  /** The guard's words and the step it leads back to. */
  missing?: { title: string; action: string; step: string };
}

/** A step as the flow keeps it, whatever it needs (`flowStep` checks each one's own types). */
export interface AnyFlowStep<S> extends Omit<FlowStep<S, unknown>, 'reads'> {
  reads?: (needs: never, state: S) => readonly AnyQuery[];
}

/** A step, its `needs` and `reads` checked against each other. */
export function flowStep<S, N>(step: FlowStep<S, N>): AnyFlowStep<S> {
  return step;
}

export interface FlowDefinition<S, K extends string> {
  codec: FlowCodec<S>;
  /** In journey order. */
  steps: { [key in K]: AnyFlowStep<S> };
  /** Reads every step makes whatever its state (the airports). */
  always?: readonly AnyQuery[];
  /** What a guard's link keeps of the state when it leads back (the search, not the choice). */
  keep?: (state: S | null, step: K) => S | null;
}

export interface Flow<S, K extends string> {
  codec: FlowCodec<S>;
  keys: readonly K[];
  steps: { [key in K]: AnyFlowStep<S> };
  /** The address of a step with a state (or none). */
  href(step: K, state?: S | null): string;
  /** The step's route loader: the flow's reads for the state in the request's address, warmed. */
  loader(step: K): (args: Pick<ScreenLoaderArgs, 'request' | 'queryClient'>) => Promise<null>;
  /** Where the guard of a step leads when the state lacks what it needs. */
  backTo(step: K, state: S | null): string;
}

export function defineFlow<S, K extends string>(definition: FlowDefinition<S, K>): Flow<S, K> {
  const { codec, steps } = definition;
  const keys = Object.keys(steps) as K[];
  const href = (step: K, state?: S | null) => `${ROUTES[steps[step].route].path}${state ? codec.write(state) : ''}`;
  const readsOf = (step: K, state: S | null): readonly AnyQuery[] => {
    const needs = steps[step].needs(state);
    const reads = steps[step].reads as ((needs: unknown, state: S) => readonly AnyQuery[]) | undefined;
    return [...(definition.always ?? []), ...(needs !== null && state && reads ? reads(needs, state) : [])];
  };
  return {
    codec,
    keys,
    steps,
    href,
    loader:
      (step) =>
      ({ request, queryClient }) =>
        warmAll(queryClient, readsOf(step, codec.read(new URL(request.url).searchParams))),
    // Without any state, the journey starts over at its first step.
    backTo: (step, state) => {
      const target = (state ? (steps[step].missing?.step ?? keys[0]!) : keys[0]!) as K;
      return href(target, definition.keep ? definition.keep(state, target) : state);
    },
  };
}

function warmAll(queryClient: QueryClient, reads: readonly AnyQuery[]): Promise<null> {
  return warm(Promise.all(reads.map((read) => queryClient.query(read as Parameters<QueryClient['query']>[0]))));
}

export interface FlowStepState<S, N, K extends string> {
  /** The state in the address (null when it holds nothing usable). */
  state: S | null;
  /** What this step needs, or null: render the guard. */
  needs: N | null;
  /** Moves to a step with a state (`replace` for a choice made on the same step). */
  go: (step: K, state: S, options?: { replace?: boolean }) => void;
  /** The address of a step. */
  href: (step: K, state?: S | null) => string;
}

/** A step's way to another step (or itself, with a new choice). */
export type FlowGo<S, K extends string> = FlowStepState<S, unknown, K>['go'];

/** A step's page: the flow's state in the address and what the step needs of it. */
export function useFlowStep<S, N, K extends string>(flow: Flow<S, K>, step: K): FlowStepState<S, N, K> {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const key = search.toString();
  // Read once per address: a new object each render would make every dependent effect run again.
  const state = useMemo(() => flow.codec.read(new URLSearchParams(key)), [flow, key]);
  const needs = useMemo(() => flow.steps[step].needs(state) as N | null, [flow, step, state]);
  return {
    state,
    needs,
    href: flow.href,
    go: (target, next, options) => {
      const to = flow.href(target, next);
      void navigate(target === step ? { search: flow.codec.write(next) } : to, { replace: options?.replace ?? false });
    },
  };
}

/**
 * A form that shows what the address holds. `follow`: on every change of the address (back and
 * forward between counts), or on every change of the key it names (the search's inputs, not the
 * choices made in its results); otherwise once, when the screen opens — a search in the address (a reload,
 * 修改查询) wins over the draft the form restored, and later typing is the user's. `values` may hold
 * what JSON cannot (dayjs dates): the address's own text decides when they are shown again.
 */
export function useFormFromAddress<V extends object>(
  form: FormInstance,
  values: V | null | undefined,
  { follow }: { follow: boolean | string },
): void {
  const [search] = useSearchParams();
  const [opened] = useState(() => search.toString());
  // A string: shown again when it changes (the inputs the address holds, not every choice made below them).
  const shownFor = typeof follow === 'string' ? `${opened}|${follow}` : follow ? search.toString() : opened;
  const show = useEffectEvent(() => {
    if (values) form.setFieldsValue(values);
  });
  useEffect(() => show(), [shownFor]);
}

/**
 * Whether the answer a step shows (a quote, a search's results) still answers its form. The answer was
 * made for the inputs in the address (`answered`); once the agent changes an input without quoting or
 * searching again, the answer is stale: the step says so (`StaleAnswer`, components/booking/flow.tsx)
 * and does not go on with it — what it would carry to the next step is not what the form shows. `keyOf`
 * reads the inputs that matter, the same way for the form's values and the address's.
 */
export function useStaleAnswer<V>(form: FormInstance<V>, answered: V | null | undefined, keyOf: (values: Partial<V>) => string): boolean {
  const current = Form.useWatch((values: Partial<V>) => keyOf(values ?? {}), form);
  if (!answered || current === undefined) return false;
  return current !== keyOf(answered);
}
