import { startLiveStack } from '../../../src/server/test-support/live-stack';
import { openTestDatabase } from '../../../src/server/test-support/test-database';
import { launchBrowser } from './browser';
import { clientDir } from './e2e-server';

/**
 * A fresh database, the whole live pipeline (simulator, feed, detection, app) serving the built
 * client, and Debian's Chromium: what the live journeys start with.
 */
export async function startLiveJourney(env: Record<string, string>) {
  const database = await openTestDatabase('pglite');
  const stack = await startLiveStack(database, env, { clientDir }).catch(async (error) => {
    await database.close();
    throw error;
  });
  const browser = await launchBrowser().catch(async (error) => {
    await stack.close();
    await database.close();
    throw error;
  });
  return {
    database,
    stack,
    browser,
    async close() {
      await browser.close();
      await stack.close();
      await database.close();
    },
  };
}

export type LiveJourney = Awaited<ReturnType<typeof startLiveJourney>>;
