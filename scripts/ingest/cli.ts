import { main } from './main.ts';

const writer = {
  out: (text: string) => process.stdout.write(text),
  err: (text: string) => process.stderr.write(text),
  isTTY: process.stderr.isTTY,
  columns: process.stderr.columns,
};

main(process.argv.slice(2), writer).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `ingest failed: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
