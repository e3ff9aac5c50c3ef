import { stat } from 'node:fs/promises';
import { IdManifestError } from './id-manifest-file.ts';
import { checkOutputs, OutputError } from './output-check.ts';
import { formatSummary } from './summary.ts';
import { helpText, parseIngestArgs, UsageError } from './options.ts';
import type { Writer } from './progress.ts';
import { runIngest } from './run.ts';
import { SheetError } from './sheet-file.ts';

/** The stack of an error and of its causes (Node's fs errors carry none of their own). */
function stackOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const own = error.stack ?? `${error.name}: ${error.message}`;
  return error.cause === undefined ? own : `${own}\nCaused by: ${stackOf(error.cause)}`;
}

/** One line for the owner; the stack only when asked for. */
function reportFailure(error: unknown, verbose: boolean, writer: Writer): number {
  if (error instanceof SheetError) {
    for (const line of error.lines) writer.err(`ingest: ${line}\n`);
    return 2;
  }
  const known = error instanceof OutputError || error instanceof IdManifestError;
  const message = error instanceof Error ? error.message : String(error);
  const line = known ? `ingest: ${message}` : `ingest failed: ${message}`;
  const hint = verbose || known ? '' : ' (run again with --verbose for the stack trace)';
  writer.err(`${line}${hint}\n`);
  if (verbose) writer.err(`${stackOf(error)}\n`);
  return known ? 2 : 1;
}

/** The CLI without process globals: returns the exit status, writes through `writer`. */
export async function main(argv: string[], writer: Writer): Promise<number> {
  let verbose = false;
  try {
    const parsed = parseIngestArgs(argv);
    if (parsed.help) {
      writer.out(helpText());
      return 0;
    }
    const { options } = parsed;
    verbose = options.verbose;
    const folder = await stat(options.folder).catch(() => null);
    if (!folder?.isDirectory()) throw new UsageError(`folder not found: ${options.folder}`);
    await checkOutputs(options);
    const summary = await runIngest(options, writer);
    writer.out(options.jsonSummary ? `${JSON.stringify(summary)}\n` : formatSummary(summary));
    return summary.errors.length > 0 && !options.keepGoing ? 1 : 0;
  } catch (error) {
    if (!(error instanceof UsageError)) return reportFailure(error, verbose, writer);
    writer.err(`ingest: ${error.message}\n\n${helpText()}`);
    return 2;
  }
}
