import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerIssue, loadContract } from '@/lib/gateway/contract';
import * as endpoints from '@/lib/gateway/endpoints';
import type { Endpoint } from '@/lib/gateway/envelope';
import { answerViolation } from '../../contract';

/**
 * The document's examples are answers the simulator gave in the tests (docs/gateway/examples.json,
 * recorded with CONTRACT_RECORD): each still conforms to its call's schema, read by ajv and by the
 * portal's own checker, so an example cannot drift from the contract it illustrates.
 */
const examples = JSON.parse(readFileSync(join(process.cwd(), 'docs/gateway/examples.json'), 'utf8')) as Record<string, unknown>;
const document = JSON.parse(readFileSync(join(process.cwd(), 'docs/gateway/openapi.json'), 'utf8')) as {
  paths: Record<string, { post: { responses: { 200: { content: { 'application/json': { examples?: { recorded: { value: unknown } } } } } } } }>;
};
const catalogue = Object.values(endpoints).flatMap((api) =>
  typeof api === 'object' && api !== null ? Object.values(api as Record<string, Endpoint<never, unknown>>).filter((value) => typeof value?.path === 'string') : [],
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
});
