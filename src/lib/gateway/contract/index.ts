import { checkSchema, type Schema, type SchemaIssue } from './check';

export { checkSchema, type Schema, type SchemaIssue };

/**
 * The gateway contract at run time: per service group, the schemas of its calls (generated from the
 * endpoint catalogue's types by `npm run contract:doc`; `npm test` fails when they are stale). A group's
 * file is loaded when one of its calls is first made, so /login loads the account group's only.
 */
export interface ContractFile {
  defs: Record<string, Schema>;
  /** path → [request schema, response payload schema] */
  calls: Record<string, [Schema, Schema]>;
}

const files = import.meta.glob<ContractFile>('./schemas/*.json', { import: 'default' });
const loaded = new Map<string, Promise<ContractFile>>();

/** The schema file of a group (once per group), or undefined for a call outside the catalogue. */
export function loadContract(group: string | undefined): Promise<ContractFile> | undefined {
  if (group === undefined) return undefined;
  let file = loaded.get(group);
  if (!file) {
    const load = files[`./schemas/${group}.json`];
    if (!load) throw new Error(`contract: no schema file for the group ${group}`);
    file = load();
    loaded.set(group, file);
    // A file that failed to load is asked for again next time (and its failure is not left unhandled
    // when the call itself failed first and nobody awaited it).
    file.catch(() => loaded.delete(group));
  }
  return file;
}

const ENVELOPE: Schema = {
  type: 'object',
  required: ['btCommonRes'],
  properties: { btCommonRes: { $ref: '#/$defs/BtCommonRes' }, errorParams: { $ref: '#/$defs/ErrorParams' } },
};

/**
 * What is wrong with an answer, or null: first the envelope (an object with btCommonRes, isOk a
 * boolean, errorParams a map of strings and numbers; a success carries no errorCode), then, for an
 * accepted call, its payload.
 */
export function answerIssue(file: ContractFile, path: string, data: unknown): SchemaIssue | null {
  const envelope = checkSchema(ENVELOPE, data, file.defs);
  if (envelope) return envelope;
  const status = (data as { btCommonRes: { isOk: boolean; errorCode?: unknown } }).btCommonRes;
  if (!status.isOk) return null;
  if (status.errorCode !== undefined) return { path: 'btCommonRes.errorCode', expected: 'absent', value: status.errorCode };
  const call = file.calls[path];
  if (!call) throw new Error(`contract: no schema for ${path}`);
  return checkSchema(call[1], data, file.defs);
}

/** What is wrong with a request body, or null. */
export function requestIssue(file: ContractFile, path: string, body: unknown): SchemaIssue | null {
  const call = file.calls[path];
  if (!call) throw new Error(`contract: no schema for ${path}`);
  return checkSchema(call[0], body, file.defs);
}
