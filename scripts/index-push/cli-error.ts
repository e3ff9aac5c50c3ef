/**
 * An error whose message is already a plain sentence for the person running the command.
 * Exit code 2 means "fix your input or environment"; 1 means "the push itself failed".
 */
export class CliError extends Error {
  override name = 'CliError';

  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
    super(message);
  }
}
