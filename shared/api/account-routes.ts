import * as z from 'zod';
import { idParam, okDto } from '../schemas/common';
import { deleteAccountInput } from '../schemas/settings';
import { defineRoutes } from './route-def';

/**
 * The `account` Lambda's route: deleting an account. A Lambda of its own because closing the
 * person's billing needs the Stripe keys (and the Stripe SDK), which the everyday users Lambda
 * should neither hold nor load.
 */
export const accountRoutes = defineRoutes({
  deleteAccount: {
    method: 'DELETE',
    path: '/api/users/{uid}',
    domain: 'account',
    auth: 'user',
    params: z.object({ uid: idParam }),
    body: deleteAccountInput,
    output: okDto,
    summary:
      "Delete the caller's account: every item they own and the Cognito user. 409 naming the teams while they are on any (delete or leave first).",
  },
});
