import { ZodError, type z } from 'zod';
import { apiMessages } from '../../shared/constants/messages';
import type { ErrorBody } from '../../shared/schemas/common';
import { logger } from '../lib/logger';

/** Typed errors: throw these anywhere; `toErrorResponse` maps them to a status once. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: ErrorBody['issues'],
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class BadRequestError extends AppError {
  constructor(message: string = apiMessages.invalidInput, issues?: ErrorBody['issues']) {
    super(400, message, issues);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string = apiMessages.unauthorized) {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string = apiMessages.forbidden) {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string = apiMessages.notFound) {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, issues?: ErrorBody['issues']) {
    super(409, message, issues);
  }
}

/** zod issues → `[{path: 'defaultCity.lat', message}]`, naming the field for the person. */
export function toIssues(error: z.core.$ZodError | ZodError, prefix?: string): NonNullable<ErrorBody['issues']> {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

/** Message naming the fields: "Invalid input: displayName, defaultCity.lat". */
export function invalidInput(issues: NonNullable<ErrorBody['issues']>): BadRequestError {
  const fields = [...new Set(issues.map((i) => i.path).filter(Boolean))];
  return new BadRequestError(fields.length ? `${apiMessages.invalidInput}: ${fields.join(', ')}` : apiMessages.invalidInput, issues);
}

interface MiddyHttpError {
  statusCode: number;
  expose?: boolean;
  message: string;
}
const isMiddyHttpError = (e: unknown): e is MiddyHttpError =>
  e instanceof Error && typeof (e as Partial<MiddyHttpError>).statusCode === 'number';

export function toErrorResponse(error: unknown): { statusCode: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, body: { message: error.message, ...(error.issues ? { issues: error.issues } : {}) } };
  }
  if (error instanceof ZodError) {
    const e = invalidInput(toIssues(error));
    return { statusCode: 400, body: { message: e.message, issues: e.issues } };
  }
  if (isMiddyHttpError(error) && error.statusCode < 500) {
    const message = error.statusCode === 404 ? apiMessages.routeNotFound : error.message;
    return { statusCode: error.statusCode, body: { message } };
  }
  logger.error('unhandled error', { error: error as Error });
  return { statusCode: 500, body: { message: apiMessages.internal } };
}

/** 429: the caller is over a rate limit; the response carries Retry-After. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
