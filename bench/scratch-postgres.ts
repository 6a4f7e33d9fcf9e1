import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A throwaway database on the PostgreSQL server in BENCH_DATABASE_URL (or the local default),
 * dropped afterwards; null when no server answers.
 */
export async function withScratchPostgres(run: (url: string | null) => Promise<void>) {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    await run(null);
    return;
  }
  const name = `arbiter_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await run(url.href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
