import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../api/helpers.js';
import { TEST_API_KEY } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase, testDriver } from '../support/test-database.js';
import { type Instance, startInstance } from './instances.js';

/** Two instances on one PostgreSQL database, each with its own DATA_DIR: nothing may live on one machine. */
describe.runIf(testDriver() === 'postgres')('two instances on one PostgreSQL', () => {
  let shared: TestDatabase;
  let a: Instance;
  let b: Instance;
  const headers = { 'api-key': TEST_API_KEY };
  beforeAll(async () => {
    shared = await createTestDatabase();
    const url = shared.database.url as string;
    [a, b] = await Promise.all([startInstance(url), startInstance(url)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await shared?.dispose();
  });

  it('a session made on A works on B (one secret, generated once into the database)', async () => {
    const login = await a.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: accounts.sunrise });
    expect(login.statusCode).toBe(200);
    const bearer = { ...headers, authorization: `Bearer ${login.json().token}` };
    const onB = await b.app.inject({ method: 'GET', url: '/api/account/shop', headers: bearer });
    expect(onB.statusCode).toBe(200);
    expect(onB.json().shop.shop_catalogue_url).toBe('sunrise-electronics');
  });
});
