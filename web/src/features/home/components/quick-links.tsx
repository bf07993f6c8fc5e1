import { CircleHelp, ClipboardList, Compass, Heart, Receipt, Search, Star, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { focusRing } from '@web/components/ui';
import { paths } from '@web/lib/paths';

interface QuickLink {
  to: string;
  label: string;
  hint: string;
  icon: ReactNode;
}

/** §1/§2 Home quick links, each to a page that exists. */
const links: QuickLink[] = [
  { to: paths.myCommunities, label: 'Communities', hint: 'Your teams and groups', icon: <Users className="size-5" /> },
  { to: paths.discover, label: 'Discover', hint: 'Games and events near you', icon: <Compass className="size-5" /> },
  { to: paths.following, label: 'Hosts followed', hint: 'Hosts, teams and places you follow', icon: <Star className="size-5" /> },
  { to: paths.findPlayers, label: 'Find players', hint: 'People who play near you', icon: <UserPlus className="size-5" /> },
  { to: paths.favorites, label: 'Favorites', hint: 'Events you saved with the heart', icon: <Heart className="size-5" /> },
  { to: paths.fullSearch(), label: 'Search', hint: 'Events, teams, places and players', icon: <Search className="size-5" /> },
  { to: paths.forms, label: 'Forms', hint: 'Registrations, waivers and fees', icon: <ClipboardList className="size-5" /> },
  { to: paths.paymentsTab, label: 'Invoices and payments', hint: 'Plans, payouts and receipts', icon: <Receipt className="size-5" /> },
  { to: paths.faqs, label: 'Help and FAQs', hint: 'How Rally works', icon: <CircleHelp className="size-5" /> },
];

export function QuickLinks() {
  return (
    <nav aria-label="Quick links">
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
              <span className="font-semibold text-slate-900">{link.label}</span>
              <span className="text-sm text-slate-600">{link.hint}</span>
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
