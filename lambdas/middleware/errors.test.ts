import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { apiMessages } from '@shared/constants/messages';
import {
  BadRequestError,
  ConflictError,
  FailedError,
  ForbiddenError,
  NotConfiguredError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  UpstreamError,
} from '../lib/errors';
import { toErrorResponse } from './errors';

describe('toErrorResponse', () => {
  it.each([
    [new BadRequestError('Bad', [{ path: 'name', message: 'Required' }]), 400],
    [new UnauthorizedError(), 401],
    [new ForbiddenError(), 403],
    [new NotFoundError('Team not found'), 404],
    [new ConflictError('Taken'), 409],
    [new TooManyRequestsError('Slow down', 30), 429],
    [new FailedError('Could not create the website'), 500],
    [new UpstreamError('Stripe is unavailable'), 502],
    [new NotConfiguredError('Payments are not set up'), 503],
  ])('answers %o with status %i and its own message', (error, status) => {
    const { statusCode, body } = toErrorResponse(error);
    expect(statusCode).toBe(status);
    expect(body.message).toBe(error.message);
    expect(body.issues).toEqual(error.issues);
  });

  it('answers a zod error with 400 naming the fields', () => {
    const error = z.object({ name: z.string() }).safeParse({}).error!;
    expect(toErrorResponse(error)).toMatchObject({ statusCode: 400, body: { message: `${apiMessages.invalidInput}: name` } });
  });

  it('answers anything unknown with a generic 500', () => {
    expect(toErrorResponse(new Error('secret detail'))).toEqual({ statusCode: 500, body: { message: apiMessages.internal } });
  });
});
