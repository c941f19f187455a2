import { afterAll } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueCases } from './catalogue.cases.js';
import { docsCases } from './docs.cases.js';
import { mastersCases } from './masters.cases.js';
import { reportsCases } from './reports.cases.js';

// The public reads, the report call and the docs share one app and database.
let app: Promise<TestApp> | undefined;
const shared = () => {
  app ??= createTestApp();
  return app;
};
afterAll(async () => (await app)?.close());

catalogueCases(shared);
mastersCases(shared);
reportsCases(shared);
docsCases(shared);
