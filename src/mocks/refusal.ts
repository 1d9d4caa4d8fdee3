import { ERRORS, errorMessage, type ErrorKey } from '@/lib/gateway/error-codes';

/** A business refusal: thrown by a resolver, answered by the gateway glue as isOk false (HTTP 200). */
export class SimulatorRefusal extends Error {
  readonly key: ErrorKey;
  readonly params: Record<string, string | number>;

  constructor(key: ErrorKey, params: Record<string, string | number> = {}) {
    super(errorMessage(key, params));
    this.name = 'SimulatorRefusal';
    this.key = key;
    this.params = params;
  }

  get code(): string {
    return ERRORS[this.key].code;
  }
}

export function refuse(key: ErrorKey, params?: Record<string, string | number>): SimulatorRefusal {
  return new SimulatorRefusal(key, params);
}

/** PARAM_INVALID with a Chinese detail, e.g. invalidParam('用户名不能为空'). */
export function invalidParam(detail: string): SimulatorRefusal {
  return new SimulatorRefusal('PARAM_INVALID', { detail });
}
