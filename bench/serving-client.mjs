// The serving bench's client thread runs from TypeScript: register the loader, then load it.
import { register } from 'tsx/esm/api';

register();
await import('./serving-client.ts');
