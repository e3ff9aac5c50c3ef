import { main } from './main.ts';

const writer = {
  out: (text: string) => process.stdout.write(text),
  err: (text: string) => process.stderr.write(text),
};

process.exitCode = await main(process.argv.slice(2), writer);
