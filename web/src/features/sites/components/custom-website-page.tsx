import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { sitePaths } from '../site-paths';

const steps = [
  {
    title: msg`Build and publish your site`,
    text: msg`Create a website, write its pages, choose your team and publish. It is live at its ${PRODUCT_NAME} address straight away.`,
  },
  {
    title: msg`Enter your domain in the builder`,
    text: msg`Type the address you own, such as www.yourteam.com, in the Custom domain field, save and publish again. One site per domain.`,
  },
  {
    title: msg`Prove the domain is yours`,
    text: msg`The builder shows a TXT record (its name starts with _rally-verify). Add it at your DNS provider and press Check now. Until the record is found, the domain shows nothing; the first site to prove a domain keeps it.`,
  },
  {
    title: msg`${PRODUCT_NAME} connects it`,
    text: msg`Our team sees every verified domain and adds it to ${PRODUCT_NAME}’s secure certificate, so visitors get an https address. Allow a working day.`,
  },
  {
    title: msg`Point your DNS at us`,
    text: msg`At your domain registrar, add a CNAME record from your domain to ${PRODUCT_NAME}’s address. When it resolves, your site answers there.`,
  },
];

/** `custom-website`: how a team puts its website on its own domain, step by step. */
export function CustomWebsitePage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <title>{t`Your own domain | ${PRODUCT_NAME}`}</title>
      <meta name="description" content={t`Put your team's Rally website on your own domain: what to do, step by step.`} />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Your team’s website on your own domain</Trans>
        </h1>
        <p className="text-lg text-slate-700">
          <Trans>
            Visitors to your domain see only your site: its pages, your upcoming games and a join button. Signing in works there
            too; everything else stays on {PRODUCT_NAME}.
          </Trans>
        </p>
        <p className="text-slate-700">
          <Trans>
            A custom domain comes with the Organizer Pro and Organizer All-Star team plans: choose a team on one of them for the
            site. If the team goes back to Rookie, the domain stops showing the site until it is on one of those plans again.
          </Trans>
        </p>
      </header>
      <ol className="flex flex-col gap-4">
        {steps.map((step, i) => (
          <li key={step.title.id} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
            >
              {i + 1}
            </span>
            <div className="flex flex-col gap-1">
              <h2 className="font-semibold text-slate-900">{t(step.title)}</h2>
              <p className="text-slate-700">{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={sitePaths.list} className={primaryButton}>
          <Trans>Go to your websites</Trans>
        </Link>
        <Link to="/create-webpages" className={secondaryButton}>
          <Trans>What a team website can do</Trans>
        </Link>
      </div>
    </div>
  );
}
