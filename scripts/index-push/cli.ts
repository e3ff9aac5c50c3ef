import { runIndexPush } from './main.ts';
import { processOutput } from './output.ts';

// Entry point of `npm run index:push`; all the work (and its tests) lives in main.ts.
process.exitCode = await runIndexPush(process.argv.slice(2), {
  env: process.env,
  output: processOutput,
});
