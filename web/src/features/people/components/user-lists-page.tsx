import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { LoadError } from '@web/components/load-error';
import { PRODUCT_NAME } from '@shared/constants/product';
import { textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { PersonRow } from './person-row';

/** Route `user-list`: the person's lists of people (connections, family, team members). */
export function UserListsPage() {
  const { t } = useLingui();
  const me = useApi('getMe');
  const uid = me.data?.uid;
  const lists = useApi('listUserLists', uid ? { params: { uid } } : null);
  const { data } = lists;
  const error = me.error ?? lists.error;
  const isLoading = me.isLoading || lists.isLoading;
  const retry = () => void lists.mutate();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{t`Your lists | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Your lists</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>
            The people you know on {PRODUCT_NAME}: your connections, family, and the members of your teams. You can block anyone
            on them from{' '}
            <Link to={`${paths.settings}?tab=privacy`} className={textLink}>
              privacy settings
            </Link>
            .
          </Trans>
        </p>
      </div>
      {error ? (
        <LoadError what={t`We couldn’t load your lists.`} error={error} onRetry={retry} />
      ) : isLoading || !data ? (
        <p role="status" className="text-slate-600">
          <Trans>Loading your lists…</Trans>
        </p>
      ) : (
        data.items.map((list) => (
          <section key={list.id} aria-label={list.name} className="flex flex-col gap-3">
            <h2 className="text-xl font-semibold text-slate-900">
              {list.name} ({list.users.length})
            </h2>
            {list.users.length === 0 ? (
              <p className="text-slate-600">
                <Trans>Nobody here yet.</Trans>
                {list.id === 'connections' && (
                  <>
                    {' '}
                    <Link to={paths.findPlayers} className={textLink}>
                      <Trans>Find players</Trans>
                    </Link>
                  </>
                )}
              </p>
            ) : (
              <ul className="flex flex-col gap-2">
                {list.users.map((u) => (
                  <PersonRow key={u.uid} person={{ uid: u.uid, displayName: u.displayName, photoURL: null }} />
                ))}
              </ul>
            )}
          </section>
        ))
      )}
    </div>
  );
}
