import { afterAll } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { adminCases } from './admin.cases.js';
import { imageCases } from './images.cases.js';

// Platform admin and image uploads touch different shops, so they share one app and database.
let app: Promise<TestApp> | undefined;
const shared = () => {
  app ??= createTestApp();
  return app;
};
afterAll(async () => (await app)?.close());

adminCases(shared);
imageCases(shared);
