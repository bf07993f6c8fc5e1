import type { z, ZodError } from 'zod';
import { apiMessages } from '@shared/constants/messages';
import type { ErrorBody } from '@shared/schemas/common';

/**
 * What went wrong, in the domain's words. An error names its kind, never a transport status:
 * lambdas/middleware/errors.ts maps each kind to an HTTP status, once, so the domain and the
 * adapters under it throw these without knowing they are served over HTTP.
 */
export type ErrorKind =
  | 'badRequest'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooManyRequests'
  | 'failed'
  | 'upstreamFailed'
  | 'notConfigured';

export type ErrorIssues = NonNullable<ErrorBody['issues']>;

/** Typed errors: throw these anywhere below the middleware; their message is what the person sees. */
export abstract class AppError extends Error {
  abstract readonly kind: ErrorKind;
  constructor(
    message: string,
    readonly issues?: ErrorIssues,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class BadRequestError extends AppError {
  readonly kind = 'badRequest';
  constructor(message: string = apiMessages.invalidInput, issues?: ErrorIssues) {
    super(message, issues);
  }
}
export class UnauthorizedError extends AppError {
  readonly kind = 'unauthorized';
  constructor(message: string = apiMessages.unauthorized) {
    super(message);
  }
}
export class ForbiddenError extends AppError {
  readonly kind = 'forbidden';
  constructor(message: string = apiMessages.forbidden) {
    super(message);
  }
}
export class NotFoundError extends AppError {
  readonly kind = 'notFound';
  constructor(message: string = apiMessages.notFound) {
    super(message);
  }
}
export class ConflictError extends AppError {
  readonly kind = 'conflict';
  constructor(message: string, issues?: ErrorIssues) {
    super(message, issues);
  }
}
/** The caller is over a rate limit; when the wait is known, the response says how long (Retry-After). */
export class TooManyRequestsError extends AppError {
  readonly kind = 'tooManyRequests';
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
/** An operation failed in a way the person is told about in the spec's words (not a bug to hide behind a generic message). */
export class FailedError extends AppError {
  readonly kind = 'failed';
  constructor(message: string) {
    super(message);
  }
}
/** A service Rally depends on (Stripe) failed or could not be reached. */
export class UpstreamError extends AppError {
  readonly kind = 'upstreamFailed';
  constructor(message: string) {
    super(message);
  }
}
/** A feature this deployment has not been configured for (payments without Stripe keys). */
export class NotConfiguredError extends AppError {
  readonly kind = 'notConfigured';
  constructor(message: string) {
    super(message);
  }
}

/** zod issues → `[{path: 'defaultCity.lat', message}]`, naming the field for the person. */
export function toIssues(error: z.core.$ZodError | ZodError, prefix?: string): ErrorIssues {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

/** Message naming the fields: "Invalid input: displayName, defaultCity.lat". */
export function invalidInput(issues: ErrorIssues): BadRequestError {
  const fields = [...new Set(issues.map((i) => i.path).filter(Boolean))];
  return new BadRequestError(fields.length ? `${apiMessages.invalidInput}: ${fields.join(', ')}` : apiMessages.invalidInput, issues);
}
