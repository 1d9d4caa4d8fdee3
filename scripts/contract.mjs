#!/usr/bin/env node
/**
 * `npm run contract:doc`: writes the gateway contract from the code — the schema files the client and the
 * simulator check calls with, docs/gateway/openapi.json and docs/gateway/README.md (scripts/contract/).
 * `--check` only compares (route-map.mjs's check does the same on the program it already built).
 */
import { createProgram } from './contract/catalogue.mjs';
import { contractFiles, staleContractFiles, writeContractFiles } from './contract/documents.mjs';

const { files, endpoints, fields } = contractFiles(createProgram());
if (process.argv.includes('--check')) {
  const stale = staleContractFiles(files);
  if (stale.length > 0) {
    console.error(`The gateway contract is stale (${stale.join(', ')}): run \`npm run contract:doc\` and commit it.`);
    process.exit(1);
  }
  console.log(`The gateway contract is current (${endpoints} calls).`);
} else {
  writeContractFiles(files);
  console.log(
    `The gateway contract written: ${endpoints} calls, ${files.size} files; ${fields.described} of ${fields.total} fields described (a $ref field by its type).`,
  );
}
