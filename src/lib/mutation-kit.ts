import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { call, type RequestOptions } from './gateway/client';
import type { Endpoint, Envelope } from './gateway/envelope';
import { ERRORS } from './gateway/error-codes';
import { BizRequestError, DEFAULT_BIZ_MESSAGE } from './gateway/errors';

/**
 * One pattern for a write (see docs/architecture.md "Adding a screen"):
 * - `api.ts` declares it once with `defineWrite` — the call, the reads it changes (by their kit
 *   keys, never a repeated literal) and what every use does after success;
 * - the screen runs it with `useWrite(write, { form, fieldErrors, draft, onSuccess })`: `isPending`
 *   for the button (a second submit while one is under way is ignored), a refusal whose code is in
 *   `fieldErrors` shown at that field instead of the toast (any other refusal: the catalogue toast
 *   of the gateway client), the draft cleared on success and kept on failure;
 * - a refusal saying the entity's state moved (`STATE_MOVED`) reads the write's entity again.
 */
interface WriteHooks<Input, Result> {
  /** The reads this write changes: `[list.keys.all]`, or computed from the input and answer. */
  invalidates?: readonly QueryKey[] | ((input: Input, result: Result) => readonly QueryKey[]);
  /**
   * The reads of the write's entity, read again after a refusal saying its state moved (`STATE_MOVED`).
   * Default: `invalidates` when it is a list (a computed one needs the answer a refusal lacks).
   */
  readAgainOnRefusal?: readonly QueryKey[] | ((input: Input) => readonly QueryKey[]);
  /** What every use does after success, before the invalidation (e.g. store the new session). */
  onSuccess?: (result: Result, input: Input, queryClient: QueryClient) => unknown;
}

export interface WriteDefinition<Input, Result> extends WriteHooks<Input, Result> {
  /** The call; `options` carries the per-code handlers that put refusals at fields. */
  write: (input: Input, options: RequestOptions) => Promise<Result>;
}

/** A write of one endpoint of the catalogue, its request as the input. */
export function defineWrite<Req, Res>(
  definition: { endpoint: Endpoint<Req, Res> } & WriteHooks<Req, Envelope<Res>>,
): WriteDefinition<Req, Envelope<Res>>;
/** A write composed by hand (several endpoints by kind, a body built from the input). */
export function defineWrite<Input, Result>(definition: WriteDefinition<Input, Result>): WriteDefinition<Input, Result>;
export function defineWrite<Input, Result>(
  definition: WriteDefinition<Input, Result> | ({ endpoint: Endpoint<Input, unknown> } & WriteHooks<Input, Result>),
): WriteDefinition<Input, Result> {
  if ('write' in definition) return definition;
  const { endpoint, ...hooks } = definition;
  return { ...hooks, write: (input, options) => call(endpoint, input, options) as Promise<Result> };
}

/** A refusal's place on the form: the field's name, and whether its value is spent (a captcha). */
export type FieldError<Name extends string = string> = Name | { field: Name; clear?: boolean };
/**
 * Catalogue code → field, typed by the form's values:
 * `FieldErrors<keyof LoginValues & string>` = `{ [ERRORS.CAPTCHA_INVALID.code]: { field: 'captchaCode', clear: true } }`.
 */
export type FieldErrors<Name extends string = string> = Partial<Record<string, FieldError<Name>>>;

/** The part of an antd FormInstance a refusal needs (kept structural: no antd in lib/). */
export interface FieldErrorTarget<Name extends string = string> {
  setFields(fields: { name: Name; errors: string[]; value?: unknown }[]): void;
}

export interface UseWriteOptions<Input, Result, Name extends string = never> {
  /** The form whose fields show the refusals named in `fieldErrors`. */
  form?: FieldErrorTarget<NoInfer<Name>>;
  fieldErrors?: FieldErrors<Name>;
  /** The form's draft (`useFormDraft`): cleared on success, kept on failure. */
  draft?: { clear(): void };
  onSuccess?: (result: Result, input: Input) => void;
  /**
   * Refusals the screen answers itself, by catalogue code, in place of the toast (e.g. a payment
   * already under way: follow it). A code also in `fieldErrors` is shown at its field as well.
   */
  onBizError?: RequestOptions['onBizError'];
  /** After a failure (already shown at its field or toasted), e.g. to fetch a new captcha. */
  onError?: (error: unknown, input: Input) => void;
}

/** Turns the field map into the client's per-code handlers (which replace the toast). */
export function fieldErrorHandlers<Name extends string>(
  form: FieldErrorTarget<Name> | undefined,
  fieldErrors: FieldErrors<Name> = {},
): RequestOptions['onBizError'] {
  if (!form) return undefined;
  const handlers: NonNullable<RequestOptions['onBizError']> = {};
  for (const [code, target] of Object.entries(fieldErrors)) {
    if (!target) continue;
    const { field, clear } = typeof target === 'object' ? target : { field: target, clear: false };
    handlers[code] = (error: BizRequestError) =>
      form.setFields([{ name: field, errors: [error.errorMsg || DEFAULT_BIZ_MESSAGE], ...(clear ? { value: undefined } : {}) }]);
  }
  return handlers;
}

/** Both sets of per-code handlers: a code in both runs both. */
function mergeHandlers(a: RequestOptions['onBizError'], b: RequestOptions['onBizError']): RequestOptions['onBizError'] {
  if (!a || !b) return a ?? b;
  const merged: NonNullable<RequestOptions['onBizError']> = { ...a };
  for (const [code, handler] of Object.entries(b)) {
    const first = a[code];
    merged[code] =
      first && handler
        ? (error) => {
            first(error);
            handler(error);
          }
        : (handler ?? first);
  }
  return merged;
}

/**
 * Refusals saying that the entity moved on since the screen read it — handled already (已处理（已接受）),
 * in another state, paid, departed, past a deadline, its figures changed. The screen's copy is stale, so
 * the write's reads are read again whichever screen refused: the banner, buttons and figures then show
 * what holds now, beside the refusal's toast, instead of inviting the same refused step again.
 */
export const STATE_MOVED: ReadonlySet<string> = new Set(
  [
    ERRORS.SCHEDULE_CHANGE_HANDLED,
    ERRORS.SCHEDULE_CHANGE_PASSENGER_HANDLED,
    ERRORS.ORDER_STATE_FORBIDS,
    ERRORS.NAME_DEADLINE_PASSED,
    ERRORS.PASSENGER_TICKETED,
    ERRORS.NAME_CHANGE_NOT_FOUND,
    ERRORS.NAME_CHANGE_PENDING,
    ERRORS.NEGATIVE_GROUP_COUNT,
    ERRORS.DEPARTED,
    ERRORS.RELEASE_QUOTE_CHANGED,
    ERRORS.PAYABLE_NOT_FOUND,
    ERRORS.ALREADY_PAID,
    ERRORS.PAYMENT_IN_PROGRESS,
    ERRORS.PAY_AMOUNT_CHANGED,
    ERRORS.PAYMENT_DEADLINE_PASSED,
    ERRORS.REFUND_EXISTS,
    ERRORS.SUPPLEMENT_PENDING,
    ERRORS.DEREGISTRATION_PENDING,
    ERRORS.TICKET_ALREADY_INVOICED,
    ERRORS.INVOICE_STATE_FORBIDS,
    ERRORS.REPORT_STATE_FORBIDS,
    ERRORS.TEAM_REFUND_STATE_FORBIDS,
    ERRORS.ANCILLARY_STATE_FORBIDS,
    ERRORS.DELAY_PENDING,
    ERRORS.AUCTION_ENDED,
    ERRORS.BID_STATE_FORBIDS,
    ERRORS.BID_QUOTE_CHANGED,
    ERRORS.SERIES_CANCEL_CHANGED,
    ERRORS.SCATTERED_PNR_BOOKED,
    ERRORS.SCATTERED_REFUND_STATE_FORBIDS,
    // Someone else saved the record since it was read: the screen reads the new one (its conflict dialog shows both).
    ERRORS.REVISION_CONFLICT,
  ].map((error) => error.code),
);

/** The reads to read again after a refusal saying the state moved; none after any other failure. */
function readAgainAfter<Input, Result>(definition: WriteDefinition<Input, Result>, error: unknown, input: Input): readonly QueryKey[] {
  if (!(error instanceof BizRequestError) || !error.errorCode || !STATE_MOVED.has(error.errorCode)) return [];
  const { readAgainOnRefusal, invalidates } = definition;
  if (readAgainOnRefusal) return typeof readAgainOnRefusal === 'function' ? readAgainOnRefusal(input) : readAgainOnRefusal;
  return typeof invalidates === 'function' ? [] : (invalidates ?? []);
}

export interface WriteState<Input, Result> {
  /** Runs the write (for `Form.onFinish` or a button); ignored while one is under way. */
  submit: (input: Input) => void;
  /** The same, as a promise (rejects on failure); a call while one is under way joins it. */
  submitAsync: (input: Input) => Promise<Result>;
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
}

export function useWrite<Input, Result, Name extends string = never>(
  definition: WriteDefinition<Input, Result>,
  options: UseWriteOptions<Input, Result, Name> = {},
): WriteState<Input, Result> {
  const queryClient = useQueryClient();
  const inFlight = useRef<Promise<Result> | null>(null);
  const mutation = useMutation({
    mutationFn: ({ input, request }: { input: Input; request: RequestOptions }) => definition.write(input, request),
    onSuccess: async (result, { input }) => {
      await definition.onSuccess?.(result, input, queryClient);
      const { invalidates = [] } = definition;
      const keys = typeof invalidates === 'function' ? invalidates(input, result) : invalidates;
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error, { input }) => {
      for (const queryKey of readAgainAfter(definition, error, input)) void queryClient.invalidateQueries({ queryKey });
    },
  });

  const submitAsync = (input: Input): Promise<Result> => {
    if (inFlight.current) return inFlight.current;
    const { form, fieldErrors, draft, onSuccess, onError, onBizError } = options;
    const request: RequestOptions = { onBizError: mergeHandlers(fieldErrorHandlers(form, fieldErrors), onBizError) };
    const run = mutation
      .mutateAsync({ input, request })
      .then(
        (result) => {
          draft?.clear();
          onSuccess?.(result, input);
          return result;
        },
        (error: unknown) => {
          onError?.(error, input);
          throw error;
        },
      )
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    return run;
  };

  return {
    submit: (input) => void submitAsync(input).catch(() => undefined),
    submitAsync,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    error: mutation.error,
  };
}
