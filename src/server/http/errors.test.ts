import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';

/** Values that reach a query past every schema, as a value decoded inside a handler would. */
const UNSTORABLE = {
  nul: sql`select ${`a${String.fromCharCode(0)}b`}::text`,
  nulJson: sql`select ${'{"a":"\\u0000"}'}::jsonb`,
  yearZero: sql`select ${'0000-01-01T00:00:00.000Z'}::timestamptz`,
  bigCount: sql`select ${2 ** 32}::integer`,
};

describe('a value the database refuses is a client mistake', () => {
  let harness: InjectedApp;

  beforeAll(async () => {
    harness = await buildInjectedApp();
    harness.app.get('/api/test/store/:kind', async (request) => {
      const { kind } = request.params as { kind: keyof typeof UNSTORABLE };
      await harness.database.db.execute(UNSTORABLE[kind]);
      return { stored: true };
    });
  });
  afterAll(async () => {
    await harness.close();
  });

  it.each(Object.keys(UNSTORABLE))('answers %s with 400 and no internals', async (kind) => {
    const response = await harness.app.inject(`/api/test/store/${kind}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cannot be stored|out of range/);
    expect(response.body).not.toMatch(/UTF8|0x00|integer|requestId/);
  });
});
