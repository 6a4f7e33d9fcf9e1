import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { openTestDatabase } from '../../../src/server/test-support/test-database';
import { startTestServer, type TestServer } from '../../../src/server/test-support/test-server';
import type { RuntimeOptions } from '../../../src/server/runtime';

export const clientDir = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/** The whole product on a fresh database, serving the built client. */
export async function startE2eServer(
  env: Record<string, string> = {},
  services?: RuntimeOptions['services'],
) {
  const database: DatabaseHandle = await openTestDatabase('pglite');
  const server: TestServer = await startTestServer(database, env, { clientDir, services });
  return {
    database,
    server,
    url: server.url,
    async close() {
      await server.close();
      await database.close();
    },
  };
}
