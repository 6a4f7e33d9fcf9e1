// npm start: build the client and the server when missing or older than their sources, then run
// the compiled server (dist/server/main.js) in this process: no TypeScript at run time.
import { enableCompileCache } from 'node:module';
import { pathToFileURL } from 'node:url';
import { at, buildIfStale } from './build-if-stale.mjs';

buildIfStale();

// V8's compiled code of the server's modules is kept on disk (the OS temp folder), so a second
// start skips most of the parsing and compiling.
enableCompileCache();
await import(pathToFileURL(at('dist/server/main.js')).href);
