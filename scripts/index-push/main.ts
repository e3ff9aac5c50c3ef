import { resolve } from 'node:path';
import { HELP_TEXT, parsePushArgs } from './args.ts';
import { describeAlgoliaError } from './algolia-errors.ts';
import { CliError } from './cli-error.ts';
import { createAdminClient, type AdminClient } from './client.ts';
import {
  assertNoPublicSecrets,
  findPublicSecretVars,
  readAlgoliaTarget,
  requireCredentials,
  type AlgoliaCredentials,
  type Env,
} from './env.ts';
import { redactingOutput, type Output } from './output.ts';
import { statePathFor } from './push-state.ts';
import { DEFAULT_TASK_POLLING, type TaskPolling } from './push-steps.ts';
import { loadRecords } from './records.ts';
import { runDryRun } from './run-dry-run.ts';
import { runPush } from './run-push.ts';

/**
 * `npm run index:push`, as a function: arguments, environment and output are passed in, so
 * tests run it in-process. Returns the exit code; never throws.
 */
export interface IndexPushDeps {
  env: Env;
  output: Output;
  cwd?: string;
  createClient?: (credentials: AlgoliaCredentials) => AdminClient;
  polling?: TaskPolling;
  now?: () => number;
  date?: () => Date;
}

/** Values that must never be printed; short ones are skipped so output stays readable. */
function secretValues(env: Env): string[] {
  return ['ALGOLIA_ADMIN_KEY', ...findPublicSecretVars(env)]
    .flatMap((name) => [env[name] ?? '', env[name]?.trim() ?? ''])
    .filter((value) => value.length >= 8);
}

export async function runIndexPush(argv: readonly string[], deps: IndexPushDeps): Promise<number> {
  const output = redactingOutput(deps.output, secretValues(deps.env));
  const target = readAlgoliaTarget(deps.env);
  try {
    const options = parsePushArgs(argv);
    if (options.help) {
      output.line(HELP_TEXT);
      return 0;
    }
    assertNoPublicSecrets(deps.env);
    const credentials = options.dryRun ? null : requireCredentials(target);
    const cwd = deps.cwd ?? process.cwd();
    const recordsFile = resolve(cwd, options.recordsPath);
    const { records, skipped } = await loadRecords(recordsFile, options.recordsPath, {
      skipInvalid: options.skipInvalid,
    });
    if (skipped) output.error(skipped);
    const run = {
      options,
      records,
      recordsShownPath: options.recordsPath,
      statePath: statePathFor(recordsFile),
      stateShownPath: statePathFor(options.recordsPath),
      output,
      createClient: deps.createClient ?? createAdminClient,
      polling: deps.polling ?? DEFAULT_TASK_POLLING,
      now: deps.now ?? (() => performance.now()),
      date: deps.date ?? (() => new Date()),
    };
    return credentials === null ? await runDryRun(run, target) : await runPush(run, credentials);
  } catch (error) {
    if (error instanceof CliError) {
      output.error(error.message);
      return error.exitCode;
    }
    output.error(
      describeAlgoliaError(error, {
        appId: target.appId ?? '(unset)',
        indexName: target.indexName ?? '(unset)',
      }),
    );
    return 1;
  }
}
