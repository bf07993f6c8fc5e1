import { CalendarDays, MapPin, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { IconCards } from '@web/components/icon-cards';
import { TitledSection } from '@web/components/titled-section';

const benefits = [
  {
    icon: Users,
    title: 'A home for your players',
    text: 'One page with your members, their roles and a join button. Keep it open, or approve each request.',
  },
  {
    icon: CalendarDays,
    title: 'Events, seasons and sessions',
    text: 'Host games and meetups as your community, and group them into seasons players can register for.',
  },
  {
    icon: MapPin,
    title: 'Found by people nearby',
    text: `Players searching ${PRODUCT_NAME} around your city see your community in the directory.`,
  },
  {
    icon: ShieldCheck,
    title: 'Shared running of things',
    text: 'Make trusted members admins: they can edit the page, review requests and create events.',
  },
] as const;

const steps = [
  ['Pick what you are starting', 'A community, or a team, league or organization.'],
  ['Name it and choose the game', 'Game type “Other” covers anything not in the list.'],
  ['Say what it is about', 'Who it is for, when you play, what to bring.'],
  ['Choose your city', 'So players nearby can find you.'],
  ['Decide who can join', 'Open to anyone, or by approval.'],
  ['Review and create', 'You become the owner: share the page and people can join right away.'],
] as const;

/** `start/community`: what a community on Rally gives you and how to start one. */
export function StartCommunityPage() {
  const createCommunity = `${paths.teamCreate}?kind=community`;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-8 sm:py-12">
      <title>{`Start a community | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col items-start gap-4">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Start a community on {PRODUCT_NAME}</h1>
        <p className="max-w-2xl text-lg text-slate-700">
          Bring your players together: a weekly pickup group, a running crew, a club that wants new members. A community on{' '}
          {PRODUCT_NAME} is free to start and takes a couple of minutes.
        </p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Link to={createCommunity} className={primaryButton}>
            Create a community
          </Link>
          <Link to={paths.teamsDirectory} className={secondaryButton}>
            Browse teams and communities
          </Link>
        </div>
      </header>

      <TitledSection title="What you get" titleClass="text-2xl font-semibold text-slate-900" className="flex flex-col gap-4">
        <IconCards items={benefits} />
      </TitledSection>

      <TitledSection title="How it works" titleClass="text-2xl font-semibold text-slate-900" className="flex flex-col gap-4">
        <ol className="flex flex-col gap-3">
          {steps.map(([title, text], i) => (
            <li key={title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800"
              >
                {i + 1}
              </span>
              <div>
                <p className="font-medium text-slate-900">{title}</p>
                <p className="text-sm text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </TitledSection>

      <section
        aria-labelledby="ready"
        className="flex flex-col items-start gap-3 rounded-lg border border-brand-100 bg-brand-50 p-6"
      >
        <h2 id="ready" className="text-xl font-semibold text-slate-900">
          Ready to start?
        </h2>
        <p className="text-slate-700">Starting is free: the Rookie level costs nothing.</p>
        <Link to={createCommunity} className={primaryButton}>
          Create a community
        </Link>
      </section>
    </div>
  );
}
