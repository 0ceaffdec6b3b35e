import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../src/db/connection.js';
import { postgresMissingInCi } from './postgres-in-ci.js';
import { prepareSchema } from './prepare-schema.js';
import './context.js';

/**
 * PGlite's initdb takes seconds; a dump of one migrated database loads in a fraction of that,
 * so every test file starts from a copy of this template, in memory.
 */
export default async function setup(project: TestProject) {
  // In CI, not on PGlite alone (a run without this project is on PostgreSQL anyway).
  const missing = await postgresMissingInCi();
  if (missing) throw new Error(missing);
  const client = await PGlite.create();
  await prepareSchema(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `cargo-pglite-template-${process.pid}-${Date.now()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('engine', 'pglite');
  project.provide('pgliteTemplateFile', file);
  return async () => {
    await rm(file, { force: true });
  };
}
