import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default on 2 cores is one file at a time; most files here wait on processes,
    // sockets and the database's own thread, so two at a time keep both cores busy.
    maxWorkers: 2,
    globalSetup: [
      'src/server/test-support/compiled-build.global-setup.ts',
      'src/server/test-support/pglite-template.global-setup.ts',
    ],
  },
});
