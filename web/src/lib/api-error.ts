import type { ErrorBody } from '@shared/schemas/common';

/**
 * Thrown for every failed call: HTTP errors carry the server's `{message, issues}`; network errors
 * have status 0. Its own module so the entry chunk can recognise it without pulling in the route
 * table (and every schema in it) that api-client.ts needs.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly issues: NonNullable<ErrorBody['issues']>;

  constructor(status: number, message: string, issues: ErrorBody['issues'] = []) {
    super(message);
    this.status = status;
    this.issues = issues;
  }
}
