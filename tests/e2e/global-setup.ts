import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Browser journeys run against the production build of the client. */
export default function setup() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}
