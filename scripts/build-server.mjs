// npm run build:server: the server compiled to plain JavaScript for `npm start` (docs/decisions/014).
// Six bundles, each with every module of the repository inlined and every package left to
// node_modules: the server (dist/server/main.js), its market analysis thread
// (dist/server/analysis-worker.js), the embedded database's thread (dist/server/database-thread.js), the
// thread that reads a poll's body (dist/server/odds-body-thread.js) and the embedded simulator process (dist/simulator/main.js);
// the migrations are copied next to the server. src/server/runtime-files.ts finds them there.
//   node scripts/build-server.mjs [--outdir DIR]   (DIR defaults to dist; it must be inside the
//   repository, so that the bundles find node_modules)
import { build } from 'esbuild';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const flag = process.argv.indexOf('--outdir');
const outdir = resolve(root, flag > 0 ? process.argv[flag + 1] : 'dist');

const startedAt = Date.now();
rmSync(join(outdir, 'server'), { recursive: true, force: true });
rmSync(join(outdir, 'simulator'), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: [
    { in: 'src/server/main.ts', out: 'server/main' },
    { in: 'src/server/market/analysis-worker.ts', out: 'server/analysis-worker' },
    { in: 'src/server/db/database-thread.ts', out: 'server/database-thread' },
    { in: 'src/server/odds/odds-body-thread.ts', out: 'server/odds-body-thread' },
    { in: 'src/server/runtime/scanner-thread.ts', out: 'server/scanner-thread' },
    { in: 'src/simulator/main.ts', out: 'simulator/main' },
  ],
  outdir,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Class and function names stay as written (error names, logs), whatever the bundle renames.
  keepNames: true,
  sourcemap: 'linked',
  logLevel: 'warning',
});
cpSync(join(root, 'src/server/db/migrations'), join(outdir, 'server/migrations'), {
  recursive: true,
});
// The build's time, read by scripts/start.mjs to tell whether a source changed since.
writeFileSync(join(outdir, 'server/build.json'), `${JSON.stringify({ builtAt: startedAt })}\n`);
console.log(`Server built into ${outdir} in ${Date.now() - startedAt} ms`);
