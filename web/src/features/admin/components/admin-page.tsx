import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@shared/constants/product';
import { ErrorPage } from '@web/components/error-page';
import { useIsAdmin } from '@web/lib/use-is-admin';
import { AmbassadorsPanel } from './ambassadors-panel';
import { BroadcastPanel } from './broadcast-panel';
import { DomainsPanel } from './domains-panel';
import { FlagsPanel } from './flags-panel';
import { PartnersPanel } from './partners-panel';
import { PostsPanel } from './posts-panel';
import { SignupsPanel } from './signups-panel';
import { UsersPanel } from './users-panel';

const sections = [
  ['admin-signups', msg`Sign-ups`],
  ['admin-flags', msg`Feature flags`],
  ['admin-users', msg`Users`],
  ['admin-broadcast', msg`Broadcast`],
  ['admin-ambassadors', msg`Ambassadors`],
  ['admin-partners', msg`Partners`],
  ['admin-posts', msg`Post moderation`],
  ['admin-domains', msg`Custom domains`],
] as const;

/** `admin`: for members of the admins group only; everyone else gets the error page (the API answers 403 too). */
export function AdminPage() {
  const { t } = useLingui();
  const isAdmin = useIsAdmin();
  if (isAdmin === undefined) {
    return (
      <p role="status" className="px-4 py-8 text-center text-slate-600">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (!isAdmin) return <ErrorPage />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <title>{t`Admin | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Admin</Trans>
        </h1>
        <nav aria-label={t`Admin sections`}>
          <ul className="flex flex-wrap gap-2">
            {sections.map(([id, label]) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {t(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <SignupsPanel />
        <FlagsPanel />
      </div>
      <UsersPanel />
      <BroadcastPanel />
      <AmbassadorsPanel />
      <PartnersPanel />
      <PostsPanel />
      <DomainsPanel />
    </div>
  );
}
