import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** Spec §2 "discover/{context}": the contexts the route table implies, in the order they are offered. */
export const discoverContexts = ['events', 'teams', 'places', 'players'] as const;
export type DiscoverContext = (typeof discoverContexts)[number];

const labels: Record<DiscoverContext, MessageDescriptor> = { events: msg`Events`, teams: msg`Teams`, places: msg`Places`, players: msg`Players` };

export const isDiscoverContext = (context: string): context is DiscoverContext => (discoverContexts as readonly string[]).includes(context);

const tabClass = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-md px-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
    current ? 'bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8' : 'text-slate-700 hover:text-slate-950'
  }`;

/** The four discover lists, the one shown marked as the current page. */
export default function DiscoverNav({ current }: { current: DiscoverContext }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Discover`} className="mx-auto min-h-15 w-full max-w-5xl px-4 pt-4">
      <ul className="flex flex-wrap gap-1">
        {discoverContexts.map((c) => (
          <li key={c}>
            <Link to={`/discover/${c}`} aria-current={c === current ? 'page' : undefined} className={tabClass(c === current)}>
              {t(labels[c])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
