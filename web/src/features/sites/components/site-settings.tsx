import { PRODUCT_NAME } from '../../../../../shared/constants/product';
import { siteLimits, type SiteContentInput } from '../../../../../shared/schemas/site';
import type { Errors } from '../builder-state';
import { DomainProof } from './domain-proof';
import { Field } from './site-fields';
import { SiteTeamSelect } from './site-team-select';

/** The builder's "Site" section: title, logos, the site's team and its custom domain with the domain's proof. */
export function SiteSettings({
  siteId,
  savedDomain,
  content,
  errors,
  onChange,
}: {
  siteId: string;
  /** The domain as last saved: the proof panel is for that one. */
  savedDomain: string;
  content: SiteContentInput;
  errors: Errors;
  onChange: (next: SiteContentInput) => void;
}) {
  return (
    <section aria-labelledby="site-settings" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="site-settings" className="text-xl font-semibold text-slate-900">
        Site
      </h2>
      <Field label="Site title" value={content.title} maxLength={siteLimits.title} error={errors.title} onChange={(title) => onChange({ ...content, title })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Primary logo"
          type="url"
          placeholder="https://"
          value={content.settings.logos.primary ?? ''}
          error={errors['settings.logos.primary']}
          hint="An image address; shown beside the title."
          onChange={(primary) => onChange({ ...content, settings: { logos: { ...content.settings.logos, primary } } })}
        />
        <Field
          label="Secondary logo"
          type="url"
          placeholder="https://"
          value={content.settings.logos.secondary ?? ''}
          error={errors['settings.logos.secondary']}
          hint="Optional, e.g. a sponsor's."
          onChange={(secondary) => onChange({ ...content, settings: { logos: { ...content.settings.logos, secondary } } })}
        />
      </div>
      <SiteTeamSelect value={content.teamId ?? ''} error={errors.teamId} onChange={(teamId) => onChange({ ...content, teamId })} />
      <Field
        label="Custom domain"
        value={content.domain ?? ''}
        placeholder="www.yourteam.com"
        error={errors.domain}
        hint={
          <>
            Optional. After you save, add the DNS record shown below to prove the domain is yours; once it is verified and the
            site is published, pointing the domain at {PRODUCT_NAME} (a CNAME) shows the site there. Leave empty to use only the{' '}
            {PRODUCT_NAME} address.
          </>
        }
        onChange={(domain) => onChange({ ...content, domain })}
      />
      <DomainProof siteId={siteId} domain={savedDomain} edited={(content.domain ?? '').trim().toLowerCase() !== savedDomain} />
    </section>
  );
}
