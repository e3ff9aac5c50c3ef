import { stat } from 'node:fs/promises';
import { formatSummary } from './summary.ts';
import { helpText, parseIngestArgs, UsageError } from './options.ts';
import type { Writer } from './progress.ts';
import { runIngest } from './run.ts';

/** The CLI without process globals: returns the exit status, writes through `writer`. */
export async function main(argv: string[], writer: Writer): Promise<number> {
  try {
    const parsed = parseIngestArgs(argv);
    if (parsed.help) {
      writer.out(helpText());
      return 0;
    }
    const { options } = parsed;
    const folder = await stat(options.folder).catch(() => null);
    if (!folder?.isDirectory()) throw new UsageError(`folder not found: ${options.folder}`);
    const summary = await runIngest(options, writer);
    writer.out(options.jsonSummary ? `${JSON.stringify(summary)}\n` : formatSummary(summary));
    return summary.errors.length > 0 && !options.keepGoing ? 1 : 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    writer.err(`ingest: ${error.message}\n\n${helpText()}`);
    return 2;
  }
}
