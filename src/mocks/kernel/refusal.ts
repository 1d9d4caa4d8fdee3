import { ERRORS, errorMessage, type ErrorKey } from '@/lib/gateway/error-codes';
import type { RevisionConflict } from '@/lib/gateway/revision';

export interface RefusalOptions {
  /**
   * The call's changes so far stand despite the refusal, because recording the attempt is the point
   * (a spent captcha, a counted wrong password). Without it a refusal leaves the state untouched.
   */
  keepChanges?: boolean;
  /** REVISION_CONFLICT: the record as it is now, sent beside errorParams as `conflict`. */
  conflict?: RevisionConflict;
}

/** A business refusal: thrown by a resolver, answered by the gateway glue as isOk false (HTTP 200). */
export class SimulatorRefusal extends Error {
  readonly key: ErrorKey;
  readonly params: Record<string, string | number>;
  readonly keepChanges: boolean;
  readonly conflict?: RevisionConflict;

  constructor(key: ErrorKey, params: Record<string, string | number> = {}, options: RefusalOptions = {}) {
    const message = errorMessage(key, params);
    // A refusal is an answer, not a fault: its stack is never read, and capturing one was a tenth of a
    // team order list's time (allowedActions asks the rules for a refusal of each action of each order).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'SimulatorRefusal';
    this.key = key;
    this.params = params;
    this.keepChanges = options.keepChanges ?? false;
    // Copied now, inside the call's transaction: the record may be read from a draft that is gone by the
    // time the answer is written.
    if (options.conflict) this.conflict = JSON.parse(JSON.stringify(options.conflict)) as RevisionConflict;
  }

  get code(): string {
    return ERRORS[this.key].code;
  }
}

export function refuse(key: ErrorKey, params?: Record<string, string | number>, options?: RefusalOptions): SimulatorRefusal {
  return new SimulatorRefusal(key, params, options);
}

/**
 * The fields of a checked input `T` as a request brings them, before a rule checks what its schema
 * cannot say (blank text, ranges, dates): a typed request body is one, with no cast.
 */
export type Unchecked<T> = { readonly [K in keyof T]?: unknown };

/** PARAM_INVALID with a Chinese detail, e.g. invalidParam('用户名不能为空'). */
export function invalidParam(detail: string): SimulatorRefusal {
  return new SimulatorRefusal('PARAM_INVALID', { detail });
}

/**
 * A required free text (a group's name, a reason), trimmed, within `max` characters: PARAM_INVALID
 * otherwise. `missing` is what a blank one is told; `field` names the form field where the screen marks it.
 */
export function requireBoundedText(value: unknown, rule: { label: string; max: number; missing?: string; field?: string }): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const refusal = (detail: string) => refuse('PARAM_INVALID', rule.field === undefined ? { detail } : { detail, field: rule.field });
  if (text === '') throw refusal(rule.missing ?? `${rule.label}不能为空`);
  if (text.length > rule.max) throw refusal(`${rule.label}不能超过${rule.max}字`);
  return text;
}
