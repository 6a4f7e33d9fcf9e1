// Entry of the embedded database's thread when the server runs from its TypeScript sources
// (tests, npm run dev): a worker starts without the TypeScript loader, so register it here, then
// load the real entry. The compiled server starts dist/server/database-thread.js (runtime-files.ts).
import { register } from 'tsx/esm/api';

register();
await import('./database-thread.ts');
