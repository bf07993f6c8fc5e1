import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CircleHelp, ClipboardList, Compass, Heart, Receipt, Search, Star, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { focusRing } from '@web/components/ui';
import { paths } from '@web/lib/paths';

interface QuickLink {
  to: string;
  label: MessageDescriptor;
  hint: MessageDescriptor;
  icon: ReactNode;
}

/** §1/§2 Home quick links, each to a page that exists. */
const links: QuickLink[] = [
  { to: paths.myCommunities, label: msg`Communities`, hint: msg`Your teams and groups`, icon: <Users className="size-5" /> },
  { to: paths.discover, label: msg`Discover`, hint: msg`Games and events near you`, icon: <Compass className="size-5" /> },
  { to: paths.following, label: msg`Hosts followed`, hint: msg`Hosts, teams and places you follow`, icon: <Star className="size-5" /> },
  { to: paths.findPlayers, label: msg`Find players`, hint: msg`People who play near you`, icon: <UserPlus className="size-5" /> },
  { to: paths.favorites, label: msg`Favorites`, hint: msg`Events you saved with the heart`, icon: <Heart className="size-5" /> },
  { to: paths.fullSearch(), label: msg`Search`, hint: msg`Events, teams, places and players`, icon: <Search className="size-5" /> },
  { to: paths.forms, label: msg`Forms`, hint: msg`Registrations, waivers and fees`, icon: <ClipboardList className="size-5" /> },
  { to: paths.paymentsTab, label: msg`Invoices and payments`, hint: msg`Plans, payouts and receipts`, icon: <Receipt className="size-5" /> },
  { to: paths.faqs, label: msg`Help and FAQs`, hint: msg`How Rally works`, icon: <CircleHelp className="size-5" /> },
];

export function QuickLinks() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Quick links`}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={`flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50 ${focusRing}`}
            >
              <span aria-hidden="true" className="text-brand-700">
                {link.icon}
              </span>
              <span className="font-semibold text-slate-900">{t(link.label)}</span>
              <span className="text-sm text-slate-600">{t(link.hint)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** §2/§9: while loading, the quick-links skeleton is 224 px high below 1201 px wide, else 383 px. */
export function QuickLinksSkeleton() {
  return <div aria-hidden="true" data-testid="quick-links-skeleton" className="h-[224px] animate-pulse rounded-lg bg-slate-100 min-[1201px]:h-[383px]" />;
}
