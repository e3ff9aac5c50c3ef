/** A failure the person running `engine:serve` can fix, as one plain line; the command exits 1. */
export class ServeError extends Error {
  override name = 'ServeError';
}
