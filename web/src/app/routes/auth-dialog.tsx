import { AuthDialogPage } from '@web/features/auth/components/auth-dialog-page';

/** `/auth-dialog`: the sign-in pop-up a team site on its custom domain opens (spec §2 "if embedded"). */
export function Component() {
  return <AuthDialogPage />;
}
