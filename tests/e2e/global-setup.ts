import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Browser journeys run against the production build of the client, rebuilt only when stale. */
export default function setup() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'client'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the client build failed');
}
