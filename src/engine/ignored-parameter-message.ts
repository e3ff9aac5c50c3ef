/** The one wording for a parameter the engine ignores: the mock console and engine:serve's log. */
export function ignoredParameterMessage(name: string): string {
  return `ignoring ${name}: not supported by the local engine`;
}
