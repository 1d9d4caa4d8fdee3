import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { answerIssue, loadContract, requestIssue } from '@/lib/gateway/contract';
import * as endpoints from '@/lib/gateway/endpoints';
import type { Endpoint } from '@/lib/gateway/envelope';
import { answerViolation } from '../../contract';

/**
 * The document's examples are requests the simulator accepted and answers it gave in the tests
 * (docs/gateway/request-examples.json and examples.json, recorded with CONTRACT_RECORD): each still conforms
 * to its call's schema, read by ajv (formats too) and by the portal's own checker, so an example cannot
 * drift from the contract it illustrates.
 */
const read = (name: string) => JSON.parse(readFileSync(join(process.cwd(), name), 'utf8')) as Record<string, unknown>;
const examples = read('docs/gateway/examples.json');
const requestExamples = read('docs/gateway/request-examples.json');
interface Media {
  schema: unknown;
  examples?: { recorded: { value: unknown } };
}
const document = JSON.parse(readFileSync(join(process.cwd(), 'docs/gateway/openapi.json'), 'utf8')) as {
  paths: Record<
    string,
    { post: { requestBody: { content: { 'application/json': Media } }; responses: { 200: { content: { 'application/json': Media } } } } }
  >;
  components: { schemas: Record<string, unknown> };
};
const catalogue = Object.values(endpoints).flatMap((api) =>
  typeof api === 'object' && api !== null
    ? Object.values(api as Record<string, Endpoint<never, unknown>>).filter((value) => typeof value?.path === 'string')
    : [],
);

describe('the document’s examples', () => {
  it('are recorded answers that conform to their calls’ schemas, and the document shows them', async () => {
    const paths = Object.keys(examples);
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      const endpoint = catalogue.find((candidate) => candidate.path === path);
      expect(endpoint, path).toBeDefined();
      expect(answerViolation(endpoint!, examples[path]), path).toBeNull();
      expect(answerIssue(await loadContract(endpoint!.group)!, path, examples[path]), path).toBeNull();
      expect(document.paths[path]!.post.responses[200].content['application/json'].examples?.recorded.value, path).toEqual(examples[path]);
    }
  });

  it('are, for every call, a recorded request that conforms to its request schema, and the document shows it', async () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv, ['date', 'date-time']);
    const toAjv = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', 'contract#/$defs/')) as object;
    ajv.addSchema({ $id: 'contract', $defs: toAjv(document.components.schemas) });
    for (const [path, { post }] of Object.entries(document.paths)) {
      expect(Object.keys(requestExamples), 'every call has a request example').toContain(path);
      expect(Object.keys(examples), 'every call has an answer example').toContain(path);
      const media = post.requestBody.content['application/json'];
      expect(media.examples?.recorded.value, path).toEqual(requestExamples[path]);
      const validate = ajv.compile(toAjv(media.schema));
      expect(validate(requestExamples[path]) ? null : ajv.errorsText(validate.errors), path).toBeNull();
      const endpoint = catalogue.find((candidate) => candidate.path === path)!;
      expect(requestIssue(await loadContract(endpoint.group)!, path, requestExamples[path]), path).toBeNull();
    }
  });
});
