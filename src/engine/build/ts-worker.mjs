// Worker entry when running from TypeScript sources (see ts-worker-hooks.mjs).
import { register } from 'node:module';

register('./ts-worker-hooks.mjs', import.meta.url);
await import('./worker.ts');
