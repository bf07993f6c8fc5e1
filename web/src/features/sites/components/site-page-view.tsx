import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SiteBlock, SitePage } from '@shared/schemas/site';
import { primaryButton, textLink } from '@web/components/ui';
import { EventTime } from '@web/components/event-time';
import { useApi } from '@web/lib/use-api';
import type { Site } from '../api/use-published-site';
import { SiteSignIn } from './site-sign-in';

/**
 * One page of a website, as visitors see it (also the builder's preview). `appOrigin` prefixes
 * links into the product ('' on the product's own domain; on a custom domain the product's
 * origin, since only the site's own pages exist there); `pageHref` makes page links.
 */
export function SitePageView({
  site,
  page,
  appOrigin,
  pageHref,
  headingLevel = 1,
  signIn = false,
}: {
  site: Pick<Site, 'title' | 'pages' | 'settings' | 'teamId'>;
  page: SitePage;
  appOrigin: string;
  pageHref: (slug: string) => string;
  /** 1 on the site itself; 2 inside the builder's preview, under the builder's own h1. */
  headingLevel?: 1 | 2;
  /** On a custom domain: a sign-in button that opens the product's sign-in pop-up. */
  signIn?: boolean;
}) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const logo = site.settings.logos.primary;
  return (
    <div className="flex flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to={pageHref('')}
            className="flex items-center gap-3 rounded-md text-xl font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {logo && <img src={logo} alt="" className="size-10 rounded object-contain" />}
            {site.title}
          </Link>
          {site.pages.length > 1 && (
            <nav aria-label={`${site.title} pages`}>
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {site.pages.map((p) => (
                  <li key={p.slug}>
                    <Link
                      to={pageHref(p.slug)}
                      aria-current={p.slug === page.slug ? 'page' : undefined}
                      className="inline-flex min-h-11 items-center rounded-sm font-medium text-slate-700 hover:text-slate-950 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    >
                      {p.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {signIn && <SiteSignIn appOrigin={appOrigin} />}
        </div>
      </header>
      <article className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8">
        <Title className="text-3xl font-bold text-slate-900">{page.title}</Title>
        {page.blocks.map((block, i) => (
          <Block key={i} block={block} teamId={site.teamId} appOrigin={appOrigin} />
        ))}
        {page.blocks.length === 0 && (
          <p className="text-slate-600">
            <Trans>This page has no content yet.</Trans>
          </p>
        )}
      </article>
    </div>
  );
}

function Block({ block, teamId, appOrigin }: { block: SiteBlock; teamId: string; appOrigin: string }) {
  const { t } = useLingui();
  switch (block.type) {
    case 'text':
      return (
        <section className="flex flex-col gap-2">
          {block.heading && <h2 className="text-xl font-semibold text-slate-900">{block.heading}</h2>}
          <p className="whitespace-pre-wrap text-slate-800">{block.text}</p>
        </section>
      );
    case 'image':
      return <img src={block.url} alt={block.alt} className="max-h-[28rem] w-full rounded-lg object-cover" loading="lazy" />;
    case 'events':
      return <EventsBlock heading={block.heading || t`Upcoming events`} teamId={teamId} appOrigin={appOrigin} />;
    case 'join':
      return teamId ? (
        <AppLink appOrigin={appOrigin} path={`/team/${encodeURIComponent(teamId)}`} className={`${primaryButton} self-start`}>
          {block.label || t`Join us`}
        </AppLink>
      ) : null;
    case 'contact':
      return (
        <section className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-xl font-semibold text-slate-900">
            <Trans>Contact</Trans>
          </h2>
          {block.note && <p className="text-slate-700">{block.note}</p>}
          {block.email && (
            <a href={`mailto:${block.email}`} className={`${textLink} inline-flex items-center gap-2 self-start`}>
              <Mail aria-hidden="true" className="size-4" /> {block.email}
            </a>
          )}
          {block.phone && (
            <a
              href={`tel:${block.phone.replace(/[^\d+]/g, '')}`}
              className={`${textLink} inline-flex items-center gap-2 self-start`}
            >
              <Phone aria-hidden="true" className="size-4" /> {block.phone}
            </a>
          )}
        </section>
      );
  }
}

function EventsBlock({ heading, teamId, appOrigin }: { heading: string; teamId: string; appOrigin: string }) {
  const { data, error, isLoading } = useApi('listTeamEvents', teamId ? { params: { id: teamId }, query: {} } : null);
  return (
    <section className="flex flex-col gap-3" aria-label={heading}>
      <h2 className="text-xl font-semibold text-slate-900">{heading}</h2>
      {!teamId ? (
        <p className="text-slate-600">
          <Trans>Choose the site's team to list its events.</Trans>
        </p>
      ) : error ? (
        <p role="alert" className="text-red-700">
          <Trans>Events could not be loaded.</Trans> {error instanceof Error ? error.message : ''}
        </p>
      ) : isLoading || !data ? (
        <p role="status">
          <Trans>Loading events...</Trans>
        </p>
      ) : data.items.length === 0 ? (
        <p className="text-slate-600">
          <Trans>No upcoming events right now. Check back soon.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {data.items.slice(0, 8).map((e) => (
            <li key={e.id} className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <AppLink appOrigin={appOrigin} path={`/evt/${encodeURIComponent(e.id)}`} className={`${textLink} text-lg`}>
                {e.title}
              </AppLink>
              <span className="flex items-center gap-2 text-sm text-slate-700">
                <CalendarDays aria-hidden="true" className="size-4" /> <EventTime iso={e.dateStart} timeZone={e.timeZone} />
              </span>
              <span className="flex items-center gap-2 text-sm text-slate-700">
                <MapPin aria-hidden="true" className="size-4" /> {e.location.name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A link into the product: in-app on its own domain, a full address from a custom domain. */
function AppLink({
  appOrigin,
  path,
  className,
  children,
}: {
  appOrigin: string;
  path: string;
  className: string;
  children: ReactNode;
}) {
  if (!appOrigin) {
    return (
      <Link to={path} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={`${appOrigin}${path}`} className={className}>
      {children}
    </a>
  );
}
