/**
 * Where the command writes. The CLI passes stdout/stderr; tests pass a recorder, so nothing
 * reaches the console (which fails a test) and the printed text can be asserted.
 */
export interface Output {
  line(text?: string): void;
  error(text: string): void;
}

/** Shows only the last four characters, so a pasted log never carries a usable key. */
export function maskSecret(secret: string): string {
  return secret.length >= 12 ? `****${secret.slice(-4)}` : '****';
}

/** Replaces every occurrence of each secret, whatever message it hides in. */
export function redact(text: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret.length > 0)
    .reduce((result, secret) => result.split(secret).join(maskSecret(secret)), text);
}

/** Wraps an output so no line can print a secret, even one quoted back by an error. */
export function redactingOutput(output: Output, secrets: readonly string[]): Output {
  return {
    line: (text = '') => output.line(redact(text, secrets)),
    error: (text) => output.error(redact(text, secrets)),
  };
}

export const processOutput: Output = {
  line: (text = '') => process.stdout.write(`${text}\n`),
  error: (text) => process.stderr.write(`${text}\n`),
};
