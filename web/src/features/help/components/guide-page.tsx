import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@web/lib/paths';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { primaryButton, textLink } from '@web/components/ui';

const steps = [
  {
    title: msg`Create your account`,
    text: msg`Sign up with your e-mail and a password, then type the code we e-mail you.`,
    link: { label: msg`Sign up`, to: '/sign-up' },
  },
  {
    title: msg`Tell us where and what you play`,
    text: msg`Your profile needs a display name, your go-to city and your sports: Discover, nearby players and new-game announcements all start from them.`,
    link: { label: msg`Your profile`, to: '/settings' },
  },
  {
    title: msg`Add your availability`,
    text: msg`Mark the days and hours you can usually play, and any trips. Organisers looking for players see who is free.`,
    link: { label: msg`Availability`, to: '/settings?tab=availability' },
  },
  {
    title: msg`Find a game`,
    text: msg`Discover lists upcoming public events around your city with their distance. Filter by game type and dates, or search another place.`,
    link: { label: msg`Discover games`, to: '/discover' },
  },
  {
    title: msg`RSVP`,
    text: msg`Join an event (or every date of a series). If it is full you join the waitlist and move up automatically when a spot opens.`,
  },
  {
    title: msg`Choose your notifications`,
    text: msg`Pick e-mail and push for each kind of notification, and turn on push in your browser to hear about new RSVPs, reminders and requests as they happen.`,
    link: { label: msg`Notification Settings`, to: '/settings?tab=notification' },
  },
  {
    title: msg`Subscribe to new games nearby`,
    text: msg`An activity subscription e-mails you a daily digest of new events for the games you play, within the radius you choose.`,
    link: { label: msg`Activity subscriptions`, to: '/settings?tab=activities-subscription' },
  },
  {
    title: msg`Meet players and start a community`,
    text: msg`Find players near you, connect with them, and bring your group together in a community with its own page and events.`,
    link: { label: msg`Start a community`, to: '/start/community' },
  },
] as const;

/** `guide`: getting started with Rally, step by step, each step linking to where it is done. */
export function GuidePage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <title>{t`Getting started | ${PRODUCT_NAME}`}</title>
      <meta
        name="description"
        content={t`Get started with ${PRODUCT_NAME} in eight steps: account, profile, availability, your first game and more.`}
      />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Getting started with {PRODUCT_NAME}</Trans>
        </h1>
        <p className="text-lg text-slate-700">
          <Trans>
            From sign-up to your first game in a few minutes. Questions along the way? See the{' '}
            <Link to={paths.faqs} className={textLink}>
              FAQs
            </Link>
            . Signed in already? The{' '}
            <Link to={paths.onboarding} className={textLink}>
              guided setup
            </Link>{' '}
            walks you through your city, sports, availability and notifications.
          </Trans>
        </p>
      </header>
      <ol className="flex flex-col gap-4">
        {steps.map((step, i) => (
          <li key={step.title.id} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {i + 1}
            </span>
            <div className="flex flex-col gap-1">
              <h2 className="text-lg font-semibold text-slate-900">{t(step.title)}</h2>
              <p className="text-slate-700">{t(step.text)}</p>
              {'link' in step ? (
                <Link to={step.link.to} className={`${textLink} self-start`}>
                  {t(step.link.label)}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Link to={paths.signUp} className={primaryButton}>
          <Trans>Create your account</Trans>
        </Link>
      </div>
    </div>
  );
}
