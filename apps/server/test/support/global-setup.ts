import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';
import { prepareDatabase } from '../../src/db/setup.js';
import { adminQuery, databaseUrl, TEMPLATE_DB } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
  }
}

/**
 * Migrates and seeds one template database before the server tests, so each test
 * file starts from a copy instead of seeding 5,000 products again.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.VITRINE_TEST_DB === 'postgres') {
    await adminQuery(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await adminQuery(`create database ${TEMPLATE_DB}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(TEMPLATE_DB) });
    await prepareDatabase(database, { seedDemo: true });
    await database.close();
    project.provide('templateDump', '');
    return async () => {
      await adminQuery(`drop database if exists ${TEMPLATE_DB} with (force)`);
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-template-'));
  const database = await openDatabase({});
  await prepareDatabase(database, { seedDemo: true });
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
