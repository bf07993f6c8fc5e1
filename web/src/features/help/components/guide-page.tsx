import { paths } from '@web/lib/paths';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { primaryButton, textLink } from '@web/components/ui';

const steps = [
  {
    title: 'Create your account',
    text: 'Sign up with your e-mail and a password, then type the code we e-mail you.',
    link: { label: 'Sign up', to: '/sign-up' },
  },
  {
    title: 'Tell us where and what you play',
    text: 'Your profile needs a display name, your go-to city and your sports: Discover, nearby players and new-game announcements all start from them.',
    link: { label: 'Your profile', to: '/settings' },
  },
  {
    title: 'Add your availability',
    text: 'Mark the days and hours you can usually play, and any trips. Organisers looking for players see who is free.',
    link: { label: 'Availability', to: '/settings?tab=availability' },
  },
  {
    title: 'Find a game',
    text: 'Discover lists upcoming public events around your city with their distance. Filter by game type and dates, or search another place.',
    link: { label: 'Discover games', to: '/discover' },
  },
  {
    title: 'RSVP',
    text: 'Join an event (or every date of a series). If it is full you join the waitlist and move up automatically when a spot opens.',
  },
  {
    title: 'Choose your notifications',
    text: 'Pick e-mail and push for each kind of notification, and turn on push in your browser to hear about new RSVPs, reminders and requests as they happen.',
    link: { label: 'Notification Settings', to: '/settings?tab=notification' },
  },
  {
    title: 'Subscribe to new games nearby',
    text: 'An activity subscription e-mails you a daily digest of new events for the games you play, within the radius you choose.',
    link: { label: 'Activity subscriptions', to: '/settings?tab=activities-subscription' },
  },
  {
    title: 'Meet players and start a community',
    text: 'Find players near you, connect with them, and bring your group together in a community with its own page and events.',
    link: { label: 'Start a community', to: '/start/community' },
  },
] as const;

/** `guide`: getting started with Rally, step by step, each step linking to where it is done. */
export function GuidePage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <title>{`Getting started | ${PRODUCT_NAME}`}</title>
      <meta name="description" content={`Get started with ${PRODUCT_NAME} in eight steps: account, profile, availability, your first game and more.`} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">Getting started with {PRODUCT_NAME}</h1>
        <p className="text-lg text-slate-700">
          From sign-up to your first game in a few minutes. Questions along the way? See the{' '}
          <Link to={paths.faqs} className={textLink}>
            FAQs
          </Link>
          . Signed in already? The{' '}
          <Link to={paths.onboarding} className={textLink}>
            guided setup
          </Link>{' '}
          walks you through your city, sports, availability and notifications.
        </p>
      </header>
      <ol className="flex flex-col gap-4">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {i + 1}
            </span>
            <div className="flex flex-col gap-1">
              <h2 className="text-lg font-semibold text-slate-900">{step.title}</h2>
              <p className="text-slate-700">{step.text}</p>
              {'link' in step ? (
                <Link to={step.link.to} className={`${textLink} self-start`}>
                  {step.link.label}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Link to={paths.signUp} className={primaryButton}>
          Create your account
        </Link>
      </div>
    </div>
  );
}
