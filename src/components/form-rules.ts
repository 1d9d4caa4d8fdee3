import type { FormRule } from 'antd';

/**
 * A field holding a list (tickets, passengers, weekdays, files) that needs one entry at least: antd's
 * `required` lets an empty array through.
 */
export function atLeastOne(message: string): FormRule {
  return {
    validator: (_rule, value?: readonly unknown[]) => (value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(message))),
  };
}
