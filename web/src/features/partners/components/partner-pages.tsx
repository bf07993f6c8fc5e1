import { partnerTypeText } from '../partner-type-text';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, ExternalLink, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { partnerTypes, type PartnerDto as Partner, type PartnerType } from '@shared/schemas/partner';
import { Avatar } from '@web/components/avatar';
import { ErrorPage } from '@web/components/error-page';
import { EventCardList } from '@web/components/event-card';
import { LoadError } from '@web/components/load-error';
import { primaryButton, textLink } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { UserLink } from '@web/components/user-link';

const isPartnerType = (value: string): value is PartnerType => (partnerTypes as readonly string[]).includes(value);

function Shell({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <title>{t`${title} | ${PRODUCT_NAME}`}</title>
      {description && <meta name="description" content={description} />}
      {children}
    </div>
  );
}

/** The other partner types, as links (every partners page has them). */
function TypeNav({ current }: { current?: PartnerType }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Partner types`}>
      <ul className="flex flex-wrap gap-2">
        {partnerTypes.map((type) => (
          <li key={type}>
            <Link
              to={paths.partners(type)}
              aria-current={type === current ? 'page' : undefined}
              className="inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3 text-sm text-slate-800 hover:bg-slate-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t(partnerTypeText[type].title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PreferredBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
      <BadgeCheck aria-hidden="true" className="size-3.5" /> <Trans>Preferred partner</Trans>
    </span>
  );
}

/** `partners/{ptype}`: the partners of a type, preferred first. */
export function PartnersPage({ ptype }: { ptype: string }) {
  if (!isPartnerType(ptype)) return <ErrorPage />;
  return <PartnerList ptype={ptype} />;
}

function PartnerList({ ptype }: { ptype: PartnerType }) {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useApi('listPartners', { query: { type: ptype } });
  const text = partnerTypeText[ptype];
  return (
    <Shell title={t(text.title)} description={t(text.blurb)}>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">{t(text.title)}</h1>
        <p className="text-lg text-slate-700">{t(text.blurb)}</p>
      </header>
      <TypeNav current={ptype} />
      {error ? (
        <LoadError what={t`Partners could not be loaded.`} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <p role="status">
          <Trans>Loading partners...</Trans>
        </p>
      ) : data.items.length === 0 ? (
        <p className="text-slate-600">{t(text.none)}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {data.items.map((p) => (
            <li key={p.id}>
              <PartnerCard partner={p} />
            </li>
          ))}
        </ul>
      )}
    </Shell>
  );
}

function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useLingui();
  const name = partner.name;
  return (
    <article
      aria-labelledby={`partner-${partner.id}`}
      className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Avatar name={partner.name} photoURL={null} />
        <div className="flex flex-col gap-1">
          <h2 id={`partner-${partner.id}`} className="text-lg font-semibold text-slate-900">
            {partner.name}
          </h2>
          {partner.preferred && <PreferredBadge />}
        </div>
      </div>
      <p className="text-slate-700">{partner.tagline}</p>
      {partner.city && (
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4" /> {partner.city}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2">
        <Link to={paths.preferredPartner(partner.id)} className={textLink} aria-label={t`About ${name}`}>
          <Trans>About</Trans>
        </Link>
        {partner.placeIds.length > 0 && (
          <Link to={paths.partnerEvents(partner.id)} className={textLink} aria-label={t`Events at ${name}`}>
            <Trans>Events</Trans>
          </Link>
        )}
      </div>
    </article>
  );
}

function PartnerMissing({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Shell title={t`Partner not found`}>
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Partner not found</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>This partner is no longer listed.</Trans>
        </p>
        <TypeNav />
      </Shell>
    );
  }
  return (
    <Shell title={t`Partner`}>
      <LoadError what={t`This partner could not be loaded.`} error={error} onRetry={onRetry} />
    </Shell>
  );
}

/** `partner/preferred/{id}`: a partner's page, with its offer for members. */
export function PreferredPartnerPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { data: partner, error, isLoading, mutate } = useApi('getPartner', { params: { partnerId: id } });
  if (isLoading) {
    return (
      <Shell title={t`Partner`}>
        <p role="status">
          <Trans>Loading partner...</Trans>
        </p>
      </Shell>
    );
  }
  if (error || !partner) return <PartnerMissing error={error} onRetry={() => void mutate()} />;
  return (
    <Shell title={partner.name} description={partner.tagline}>
      <nav aria-label={t`Breadcrumb`}>
        <Link to={paths.partners(partner.ptype)} className={textLink}>
          {t(partnerTypeText[partner.ptype].title)}
        </Link>
      </nav>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">{partner.name}</h1>
        {partner.preferred && <PreferredBadge />}
        <p className="text-lg text-slate-700">{partner.tagline}</p>
      </header>
      {partner.offer && (
        <section aria-labelledby="offer" className="rounded-lg border border-brand-100 bg-brand-50 p-4">
          <h2 id="offer" className="font-semibold text-brand-800">
            <Trans>Offer for {PRODUCT_NAME} players</Trans>
          </h2>
          <p className="text-brand-800">{partner.offer}</p>
        </section>
      )}
      <p className="whitespace-pre-wrap text-slate-800">{partner.description}</p>
      <dl className="grid gap-2 text-slate-700 sm:grid-cols-2">
        {partner.city && (
          <div>
            <dt className="text-sm font-medium text-slate-500">
              <Trans>Where</Trans>
            </dt>
            <dd>{partner.city}</dd>
          </div>
        )}
        {partner.website && (
          <div>
            <dt className="text-sm font-medium text-slate-500">
              <Trans>Website</Trans>
            </dt>
            <dd>
              <UserLink href={partner.website} className={`${textLink} inline-flex items-center gap-1`}>
                {new URL(partner.website).host} <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </UserLink>
            </dd>
          </div>
        )}
      </dl>
      {partner.placeIds.length > 0 && (
        <Link to={paths.partnerEvents(partner.id)} className={`${primaryButton} self-start`}>
          <Trans>See upcoming events</Trans>
        </Link>
      )}
    </Shell>
  );
}

/** `partner/events/{id}`: upcoming public events at the partner's places. */
export function PartnerEventsPage({ id }: { id: string }) {
  const { t } = useLingui();
  const partner = useApi('getPartner', { params: { partnerId: id } });
  const events = useApi('listPartnerEvents', { params: { partnerId: id } });
  if (partner.isLoading) {
    return (
      <Shell title={t`Partner events`}>
        <p role="status">
          <Trans>Loading events...</Trans>
        </p>
      </Shell>
    );
  }
  if (partner.error || !partner.data) return <PartnerMissing error={partner.error} onRetry={() => void partner.mutate()} />;
  const p = partner.data;
  const name = p.name;
  return (
    <Shell title={t`Events at ${name}`} description={t`Upcoming games and events at ${name}.`}>
      <nav aria-label={t`Breadcrumb`}>
        <Link to={paths.preferredPartner(p.id)} className={textLink}>
          {p.name}
        </Link>
      </nav>
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Events at {name}</Trans>
      </h1>
      {events.error ? (
        <LoadError what={t`Events could not be loaded.`} error={events.error} onRetry={() => void events.mutate()} />
      ) : events.isLoading || !events.data ? (
        <p role="status">
          <Trans>Loading events...</Trans>
        </p>
      ) : events.data.items.length === 0 ? (
        <p className="text-slate-600">
          <Trans>No upcoming events at {name} right now. Check back soon, or organise one yourself.</Trans>
        </p>
      ) : (
        <EventCardList events={events.data.items} className="grid gap-4 sm:grid-cols-2" />
      )}
    </Shell>
  );
}
