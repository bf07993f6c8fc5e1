import type { ErrorBody } from '@shared/schemas/common';
import { serverText } from './server-text';

/**
 * Thrown for every failed call: HTTP errors carry the server's `{message, issues}`; network errors
 * have status 0. Its own module so the entry chunk can recognise it without pulling in the route
 * table (and every schema in it) that api-client.ts needs.
 *
 * The server words its messages in English; the message and every issue's message are put in the
 * app's language here, once, so every screen, toast and form field that shows them reads the same.
 * Text the catalogue does not know (values filled in) stays as the server sent it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly issues: NonNullable<ErrorBody['issues']>;

  constructor(status: number, message: string, issues: ErrorBody['issues'] = []) {
    super(serverText(message));
    this.status = status;
    this.issues = issues.map((issue) => ({ ...issue, message: serverText(issue.message) }));
  }
}
