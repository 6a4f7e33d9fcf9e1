// Entry of an analysis thread when the server runs from its TypeScript sources (tests, npm run dev):
// a worker starts without the TypeScript loader the server runs under (the --import flag did not
// reach a worker's entry in Node 20), so register it here, then load the real entry. The compiled
// server starts its threads from dist/server/analysis-worker.js instead (runtime-files.ts).
import { register } from 'tsx/esm/api';

register();
await import('./analysis-worker.ts');
