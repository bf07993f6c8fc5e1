import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { PRODUCT_NAME } from '@shared/constants/product';
import { siteLimits } from '@shared/schemas/site';
import { DomainProof } from './domain-proof';
import { Field, type SiteControl } from './site-fields';
import { SiteTeamSelect } from './site-team-select';

/** The builder's "Site" section: title, logos, the site's team and its custom domain with the domain's proof. */
export function SiteSettings({
  control,
  siteId,
  savedDomain,
}: {
  control: SiteControl;
  siteId: string;
  /** The domain as last saved: the proof panel is for that one. */
  savedDomain: string;
}) {
  const { t } = useLingui();
  const [teamId, domain] = useWatch({ control, name: ['teamId', 'domain'] });
  return (
    <section
      aria-labelledby="site-settings"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="site-settings" className="text-xl font-semibold text-slate-900">
        <Trans>Site</Trans>
      </h2>
      <Field control={control} name="title" label={t`Site title`} maxLength={siteLimits.title} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          control={control}
          name="settings.logos.primary"
          label={t`Primary logo`}
          type="url"
          placeholder="https://"
          hint={t`An image address; shown beside the title.`}
        />
        <Field
          control={control}
          name="settings.logos.secondary"
          label={t`Secondary logo`}
          type="url"
          placeholder="https://"
          hint={t`Optional, e.g. a sponsor's.`}
        />
      </div>
      <SiteTeamSelect control={control} value={teamId ?? ''} />
      <Field
        control={control}
        name="domain"
        label={t`Custom domain`}
        placeholder="www.yourteam.com"
        hint={
          <Trans>
            Optional. After you save, add the DNS record shown below to prove the domain is yours; once it is verified and the
            site is published, pointing the domain at {PRODUCT_NAME} (a CNAME) shows the site there. Leave empty to use only the{' '}
            {PRODUCT_NAME} address.
          </Trans>
        }
      />
      <DomainProof siteId={siteId} domain={savedDomain} edited={(domain ?? '').trim().toLowerCase() !== savedDomain} />
    </section>
  );
}
