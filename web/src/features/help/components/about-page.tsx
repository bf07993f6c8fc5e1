import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, HeartHandshake, MapPin, ShieldCheck } from 'lucide-react';
import { paths } from '@web/lib/paths';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { IconCards } from '@web/components/icon-cards';

const principles = [
  {
    icon: MapPin,
    title: msg`Local first`,
    text: msg`Everything starts from your city: the games, courts, players and communities around you.`,
  },
  {
    icon: HeartHandshake,
    title: msg`Organisers do the hard part`,
    text: msg`So we take the chores off them: RSVPs, waitlists that move by themselves, approvals, reminders and a page for their community.`,
  },
  {
    icon: Bell,
    title: msg`Useful, never noisy`,
    text: msg`You choose every kind of notification by e-mail and push, and every e-mail links back to those choices.`,
  },
  {
    icon: ShieldCheck,
    title: msg`Your data is yours`,
    text: msg`You decide who sees your upcoming games, you can block anyone, and you can delete your account yourself.`,
  },
] as const;

/** `about-us`: who Rally is for and what it stands for. */
export function AboutPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-8 sm:py-12">
      <title>{t`About us | ${PRODUCT_NAME}`}</title>
      <meta name="description" content={t`${PRODUCT_NAME} helps people organise and find sports and games near them.`} />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>About {PRODUCT_NAME}</Trans>
        </h1>
        <p className="text-lg text-slate-700">
          <Trans>
            {PRODUCT_NAME} is a small team building the best place to organise sports and games. Pickup basketball on Tuesdays, a
            pickleball ladder, a Sunday running crew, a board-game night: whoever runs it should spend their time playing, not
            chasing RSVPs, and whoever wants to play should find a game near them in a minute.
          </Trans>
        </p>
      </header>
      <section aria-labelledby="principles" className="flex flex-col gap-4">
        <h2 id="principles" className="text-2xl font-semibold text-slate-900">
          <Trans>What we care about</Trans>
        </h2>
        <IconCards items={principles.map((p) => ({ icon: p.icon, title: t(p.title), text: t(p.text) }))} />
      </section>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={paths.discover} className={primaryButton}>
          <Trans>Find a game near you</Trans>
        </Link>
        <Link to={paths.faqs} className={secondaryButton}>
          <Trans>Read the FAQs</Trans>
        </Link>
      </div>
    </div>
  );
}
