import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { toast } from '@web/lib/toast';
import { limits } from '@shared/constants/limits';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { ApiError } from '@web/lib/api-error';
import { paths } from '@web/lib/paths';
import { apiKey, useApi } from '@web/lib/use-api';
import { RetryButton } from '@web/features/teams/shared/section-error';
import { TeamLoading, TeamStatePage, WaysOn } from './team-states';

/** What org/{slug} does with the lookup's answer (spec §7 Organization lookup, §8). */
export type OrgLookupOutcome = 'no-slug' | 'loading' | 'found' | 'not-found' | 'failed';

export function orgLookupOutcome(slug: string | undefined, result: { data?: unknown; error?: unknown }): OrgLookupOutcome {
  if (!slug?.trim()) return 'no-slug';
  if (result.data) return 'found';
  if (result.error)
    return result.error instanceof ApiError && (result.error.status === 404 || result.error.status === 400)
      ? 'not-found'
      : 'failed';
  return 'loading';
}

/** `org/{slug}` and `org`: finds the organization by its slug and opens its page. */
export function OrgSlugPage({ slug }: { slug: string | undefined }) {
  const { t } = useLingui();
  const trimmed = slug?.trim();
  // No automatic retries: a failure shows its message with a Try again button.
  const lookup = useApi('getOrganizationBySlug', trimmed ? { params: { slug: trimmed } } : null, { shouldRetryOnError: false });
  const { mutate } = useSWRConfig();
  const outcome = orgLookupOutcome(slug, lookup);
  const organization = lookup.data;

  useEffect(() => {
    // The page the lookup opens reads the team from the cache instead of asking again.
    if (organization) void mutate(apiKey('getTeam', { params: { id: organization.id } }), organization, { revalidate: false });
  }, [organization, mutate]);

  switch (outcome) {
    case 'no-slug':
      return <NoSlug />;
    case 'loading':
      return <TeamLoading label={t`Looking up the organization…`} />;
    case 'found':
      return <Navigate to={paths.organization(organization!.id)} replace />;
    case 'not-found':
      return (
        <TeamStatePage id="org-not-found" title={t`Organization not found`} centered>
          <p className="text-slate-700">
            <Trans>Check the address, or browse the organizations on {PRODUCT_NAME}.</Trans>
          </p>
          <WaysOn browse={{ to: paths.organizations, label: t`Browse organizations` }} />
        </TeamStatePage>
      );
    case 'failed':
      return (
        <TeamStatePage id="org-failed" title={t`Failed to load organization`} centered>
          <p role="alert" className="text-slate-700">
            {lookup.error instanceof Error ? lookup.error.message : ''}
          </p>
          <RetryButton onRetry={() => void lookup.mutate()} />
        </TeamStatePage>
      );
  }
}

/** 'No organization slug provided', then the root (§8). */
function NoSlug() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const message = t`No organization slug provided`;
  useEffect(() => {
    // A fixed id: React's development double effects show one snackbar, not two.
    toast.error(message, { id: 'no-organization-slug', duration: limits.snackbarMs.short });
    void navigate(paths.home, { replace: true });
  }, [navigate, message]);
  return null;
}
