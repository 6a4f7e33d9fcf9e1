// Builds the client and the server when missing or older than their sources (npm start, npm run
// cluster): the compiled server runs with no TypeScript at run time. The test runs' global setups
// share the same build: `node scripts/build-if-stale.mjs server` (or `client`) builds only that one.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
export const at = (path) => join(root, path);

/** The newest modification time under the paths (files or folders), test files aside. */
function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.name.includes('.test.')) continue;
      newest = Math.max(newest, newestMtime([join(path, entry.name)]));
    }
  }
  return newest;
}

/** Runs `node args…` in the repository, stopping npm start when it fails. */
function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builds = [
  {
    name: 'client',
    output: at('dist/client/index.html'),
    sources: ['src/client', 'src/contracts', 'src/core', 'vite.config.ts', 'package-lock.json'],
    args: [at('node_modules/vite/bin/vite.js'), 'build'],
  },
  {
    name: 'server',
    // Written last by the build; its time is the build's.
    output: at('dist/server/build.json'),
    sources: [
      'src/server',
      'src/simulator',
      'src/contracts',
      'src/core',
      'scripts/build-server.mjs',
      'package-lock.json',
    ],
    args: [at('scripts/build-server.mjs')],
  },
];

/** Builds the client and the server (or the named ones) when missing or older than their sources. */
export function buildIfStale(names = builds.map((build) => build.name)) {
  for (const { name, output, sources, args } of builds) {
    if (!names.includes(name)) continue;
    const stale = !existsSync(output) || newestMtime(sources.map(at)) > statSync(output).mtimeMs;
    if (stale) {
      console.log(`Building the ${name}…`);
      run(args);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIfStale(process.argv.length > 2 ? process.argv.slice(2) : undefined);
}
