import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: [
      'src/server/test-support/compiled-build.global-setup.ts',
      'src/server/test-support/pglite-template.global-setup.ts',
    ],
  },
});
