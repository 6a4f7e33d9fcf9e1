import { defineConfig } from 'vitest/config';

// Browser journeys share one built client and start their own servers; run them one file at a time.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A poll waits for the page to reach a state; a second is too short for a loaded machine to
    // render after a sign-in or a route change, and waiting longer never passes a wrong state.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: [
      'tests/e2e/global-setup.ts',
      'src/server/test-support/pglite-template.global-setup.ts',
    ],
  },
});
