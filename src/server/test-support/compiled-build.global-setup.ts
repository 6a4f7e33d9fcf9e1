import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The compiled server's folder (dist/), as `npm start` runs it. */
    compiledDist: string;
  }
}

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Test files that start real processes use the compiled server and simulator: a compiled process
 * starts in a fraction of tsx's time. They share one build per run, in dist/ like `npm start`'s,
 * and an up-to-date build is reused (scripts/build-if-stale.mjs).
 */
export default function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'server'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    throw new Error(`the server build failed:\n${build.stdout}\n${build.stderr}`);
  }
  project.provide('compiledDist', join(root, 'dist'));
}
