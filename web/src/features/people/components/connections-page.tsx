import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@web/components/load-error';
import { PRODUCT_NAME } from '@shared/constants/product';
import type { ConnectionDto as Connection } from '@shared/schemas/people';
import { secondaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { gameTypeName } from '@web/lib/game-types';
import { useApi } from '@web/lib/use-api';
import { ConnectButton } from './connect-button';
import { GuardianRequests } from './guardian-requests';
import { PersonRow } from './person-row';

const groups: Array<{ status: Connection['status']; title: MessageDescriptor; empty: MessageDescriptor }> = [
  { status: 'incoming', title: msg`Requests for you`, empty: msg`No requests waiting for you.` },
  { status: 'connected', title: msg`Your connections`, empty: msg`No connections yet.` },
  { status: 'requested', title: msg`Requests you sent`, empty: msg`No requests waiting for an answer.` },
];

/**
 * Route `connect`: connection requests to answer, connections, and requests sent. `connectedAction`
 * adds a control beside each connection (the route adds "Message").
 */
export function ConnectionsPage({
  connectedAction,
}: { connectedAction?: (person: { uid: string; displayName: string }) => ReactNode } = {}) {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useApi('listConnections');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{t`Connections | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Connections</Trans>
        </h1>
        <Link to={paths.findPlayers} className={secondaryButton}>
          <Trans>Find players</Trans>
        </Link>
      </div>
      <GuardianRequests />
      {error ? (
        <LoadError what={t`We couldn’t load your connections.`} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <p role="status" className="text-slate-600">
          <Trans>Loading connections…</Trans>
        </p>
      ) : data.items.length === 0 ? (
        <p className="text-slate-700">
          <Trans>
            You have no connections yet.{' '}
            <Link to={paths.findPlayers} className={textLink}>
              Find players near you
            </Link>{' '}
            and connect with the ones you play with.
          </Trans>
        </p>
      ) : (
        groups.map((group) => {
          const items = data.items.filter((c) => c.status === group.status);
          const title = t(group.title);
          return (
            <section key={group.status} aria-label={title} className="flex flex-col gap-3">
              <h2 className="text-xl font-semibold text-slate-900">
                {title} ({items.length})
              </h2>
              {items.length === 0 ? (
                <p className="text-slate-600">{t(group.empty)}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {items.map((c) => (
                    <PersonRow
                      key={c.person.uid}
                      person={c.person}
                      detail={[c.person.city, c.person.sports.slice(0, 3).map(gameTypeName).join(', ')].filter(Boolean).join(' · ')}
                      action={
                        <div className="flex flex-wrap items-start gap-2">
                          <ConnectButton uid={c.person.uid} name={c.person.displayName} status={c.status} />
                          {c.status === 'connected' && connectedAction?.(c.person)}
                        </div>
                      }
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
    </div>
  );
}
