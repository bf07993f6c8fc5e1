import { ZodError } from 'zod';
import { apiMessages } from '@shared/constants/messages';
import type { ErrorBody } from '@shared/schemas/common';
import { AppError, invalidInput, toIssues, type ErrorKind } from '../lib/errors';
import { logger } from '../lib/logger';

/** The one place an error kind becomes an HTTP status. */
export const statusOfKind: Record<ErrorKind, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  failed: 500,
  upstreamFailed: 502,
  notConfigured: 503,
};

interface MiddyHttpError {
  statusCode: number;
  expose?: boolean;
  message: string;
}
const isMiddyHttpError = (e: unknown): e is MiddyHttpError =>
  e instanceof Error && typeof (e as Partial<MiddyHttpError>).statusCode === 'number';

/** Any thrown value → status and `{ message, issues? }`; anything unknown is a logged 500 with a generic body. */
export function toErrorResponse(error: unknown): { statusCode: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { statusCode: statusOfKind[error.kind], body: { message: error.message, ...(error.issues ? { issues: error.issues } : {}) } };
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
