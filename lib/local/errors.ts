/** A failure to start with a one-line cause the CLI prints as is (no stack). */
export class LocalStackError extends Error {
  override name = 'LocalStackError';
}
