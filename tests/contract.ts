import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import type { ContractFile } from '@/lib/gateway/contract';
import { ERRORS } from '@/lib/gateway/error-codes';

/**
 * Every answer of the simulator checked against its call's response schema with ajv — the standard
 * reading of JSON Schema, beside the portal's own small checker (lib/gateway/contract/check.ts) that the
 * client runs on the same answers. A refusal must carry a code of the error catalogue.
 */
const files = import.meta.glob<ContractFile>('/src/lib/gateway/contract/schemas/*.json', { import: 'default', eager: true });
const CODES = Object.values(ERRORS).map((error) => error.code);

const byGroup = new Map<string, { ajv: Ajv2020; file: ContractFile }>();
for (const [name, file] of Object.entries(files)) {
  const group = name.replace(/^.*\/([^/]+)\.json$/, '$1');
  const calls: Record<string, unknown> = {};
  for (const [index, [, response]] of Object.values(file.calls).entries()) {
    calls[`answer${index}`] = {
      allOf: [response, { type: 'object', required: ['btCommonRes'], properties: { btCommonRes: { $ref: '#/$defs/BtCommonRes', properties: { isOk: { const: true } }, not: { required: ['errorCode'] } } } }],
    };
  }
  const refusal = {
    type: 'object',
    required: ['btCommonRes'],
    properties: {
      btCommonRes: { $ref: '#/$defs/BtCommonRes', required: ['isOk', 'errorCode', 'errorMsg', 'serialNo'], properties: { isOk: { const: false }, errorCode: { enum: CODES } } },
      errorParams: { $ref: '#/$defs/ErrorParams' },
    },
  };
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema({ $id: group, $defs: { ...file.defs, ...calls, refusal } });
  byGroup.set(group, { ajv, file });
}

const compiled = new Map<string, ValidateFunction>();

function validatorFor(group: string, path: string, refused: boolean): ValidateFunction {
  const key = `${group} ${refused ? '!' : ''}${path}`;
  let validate = compiled.get(key);
  if (!validate) {
    const entry = byGroup.get(group);
    if (!entry) throw new Error(`no schema file for the group ${group}`);
    const index = Object.keys(entry.file.calls).indexOf(path);
    if (index < 0) throw new Error(`no schema for ${path} in ${group}`);
    validate = entry.ajv.getSchema(`${group}#/$defs/${refused ? 'refusal' : `answer${index}`}`)!;
    compiled.set(key, validate);
  }
  return validate;
}

/** Where an answer does not conform, as one line (endpoint, field path, value), or null. */
export function answerViolation(endpoint: { path: string; group?: string }, answer: unknown): string | null {
  if (endpoint.group === undefined) return null;
  const refused = (answer as { btCommonRes?: { isOk?: unknown } }).btCommonRes?.isOk === false;
  const validate = validatorFor(endpoint.group, endpoint.path, refused);
  if (validate(answer)) return null;
  const [error] = validate.errors ?? [];
  const at = error?.instancePath ?? '';
  const value = at.split('/').slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], answer);
  return `${endpoint.path}: ${at || '(answer)'} ${error?.message ?? 'does not conform'}${error?.params ? ` ${JSON.stringify(error.params)}` : ''}, value ${JSON.stringify(value)?.slice(0, 200)}`;
}
