// A worker thread does not take Node's --import: it registers tsx itself, then loads the worker.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
