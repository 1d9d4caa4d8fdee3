#!/usr/bin/env node
/**
 * `node scripts/contract/examples.mjs <folder>`: the answers vitest recorded (CONTRACT_RECORD=<folder>,
 * tests/contract.ts) merged into docs/gateway/examples.json — one success answer per call, the one already
 * there kept unless the call has none — and the requests they answered into
 * docs/gateway/request-examples.json (the same way), which `npm run contract:doc` puts on each operation
 * as its answer and request examples. Long lists are cut to their first three items and inline images to one pixel (the example
 * shows the shape, not the seed). The
 * document's lint (Spectral's oas3-valid-media-example) and tests/unit/gateway/contract-examples.test.ts
 * check every example against its call's schema, so one that drifts from the contract fails `npm test`.
 *
 *   CONTRACT_RECORD=/tmp/contract-examples npx vitest run tests/unit/mocks
 *   node scripts/contract/examples.mjs /tmp/contract-examples && npm run contract:doc
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './catalogue.mjs';

export const EXAMPLES = 'docs/gateway/examples.json';
export const REQUEST_EXAMPLES = 'docs/gateway/request-examples.json';

/** An image inline (a captcha, a voucher) stands for itself in one pixel: the example is not a picture. */
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const shorten = (value) => {
  if (typeof value === 'string' && value.startsWith('data:image/') && value.length > PIXEL.length) return PIXEL;
  if (Array.isArray(value)) return value.slice(0, 3).map(shorten);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shorten(item)]));
};

/** path → an answer (or, from REQUEST_EXAMPLES, a request), as committed (empty when there is none). */
export function readExamples(name = EXAMPLES) {
  const file = join(ROOT, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

const sortedJson = (examples) =>
  `${JSON.stringify(
    Object.fromEntries(
      Object.keys(examples)
        .sort()
        .map((path) => [path, examples[path]]),
    ),
    null,
    1,
  )}\n`;

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: node scripts/contract/examples.mjs <folder of recorded .jsonl>');
    process.exit(1);
  }
  const examples = readExamples();
  const requests = readExamples(REQUEST_EXAMPLES);
  for (const name of readdirSync(folder)
    .filter((entry) => entry.endsWith('.jsonl'))
    .sort()) {
    for (const line of readFileSync(join(folder, name), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const { path, answer, request } = JSON.parse(line);
      examples[path] ??= shorten(answer);
      if (request !== undefined) requests[path] ??= shorten(request);
    }
  }
  writeFileSync(join(ROOT, EXAMPLES), sortedJson(examples));
  writeFileSync(join(ROOT, REQUEST_EXAMPLES), sortedJson(requests));
  console.log(
    `${EXAMPLES}: ${Object.keys(examples).length} calls with an answer example; ${REQUEST_EXAMPLES}: ${Object.keys(requests).length} with a request example.`,
  );
}
