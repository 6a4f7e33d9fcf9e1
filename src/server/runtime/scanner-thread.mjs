// Entry of the scanner's thread when the server runs from its TypeScript sources (tests, npm run
// dev): register the TypeScript loader, then load the real entry. The compiled server starts
// dist/server/scanner-thread.js instead (runtime-files.ts).
import { register } from 'tsx/esm/api';

register();
await import('./scanner-thread.ts');
