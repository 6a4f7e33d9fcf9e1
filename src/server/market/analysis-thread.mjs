// Worker threads start without the TypeScript loader the server runs under (the --import flag
// does not reach a worker's entry in Node 20): register it here, then load the real entry.
import { register } from 'tsx/esm/api';

register();
await import('./analysis-worker.ts');
