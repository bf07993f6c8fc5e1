import { Compass, House, LogOut, Mail, Menu, MessageSquareText, Plus, Settings, Users, type LucideIcon } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@web/lib/toast';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { signOut } from '@web/lib/auth';
import { mayHaveSession } from '@web/lib/session';
import { paths } from '@web/lib/paths';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useSignedIn } from '@web/lib/use-signed-in';
import { SideNav } from './side-nav';

/**
 * Loads on first use, with the API client, and only for a signed-in visitor: the header is in every
 * landing route's initial JS (DESIGN §7 budget), so it imports the link's module, not the barrel.
 */
const NotificationsLink = lazy(async () => ({
  default: (await import('@web/features/notifications/components/notifications-link')).NotificationsLink,
}));

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center gap-1.5 rounded-md px-1.5 font-medium sm:px-2 ${focusRing} ${
    isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-slate-700 hover:text-slate-950'
  }`;

/** One link of a navigation list: its icon, its label, and the active page's underline. */
function NavItem({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <li>
      <NavLink to={to} className={navLinkClass}>
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </NavLink>
    </li>
  );
}

/** Tailwind's `sm` breakpoint: narrower than this is a phone. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not text
const PHONE = '(width < 40rem)';

export function SiteHeader() {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const phone = useMediaQuery(PHONE);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // The menu is open on the page it was opened on: going back or forward closes it too (a page
  // that rewrites its own query string, as filters do, does not).
  const here = useLocation().pathname;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = phone && openOn === here;
  const closeMenu = () => {
    setOpenOn(null);
    menuButton.current?.focus();
  };
  // On a phone the links are behind the Menu button: written out they took four rows, a quarter of
  // the screen, on every page. Signing in and the notifications stay in view beside it.
  return (
    <header className="border-b border-slate-200 bg-white">
      <div
        className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) closeMenu();
        }}
      >
        <Link
          to={paths.home}
          className={`rounded-md text-2xl font-extrabold tracking-tight text-brand-700 ${focusRing}`}
          aria-label={t`${PRODUCT_NAME} home`}
        >
          {PRODUCT_NAME}
        </Link>
        {phone && (
          <div className="ml-auto flex items-center gap-x-1">
            {signedIn === false && <SignInLinks />}
            {signedIn && (
              <Suspense fallback={<div className="min-h-11 w-11" />}>
                <NotificationsLink className={navLinkClass} />
              </Suspense>
            )}
            <button
              ref={menuButton}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setOpenOn(menuOpen ? null : here)}
              className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-1.5 font-medium text-slate-700 hover:text-slate-950 ${focusRing}`}
            >
              <Menu aria-hidden="true" className="size-5" />
              <Trans>Menu</Trans>
            </button>
          </div>
        )}
        {phone ? (
          <SideNav id={menuId} open={menuOpen} onClose={closeMenu}>
            <MenuLinks phone />
          </SideNav>
        ) : (
          <div className="flex basis-full flex-wrap items-center gap-x-4 gap-y-1 sm:flex-1 sm:basis-auto">
            <MenuLinks phone={false} />
          </div>
        )}
      </div>
    </header>
  );
}

/** The main links and the account's: a row of the header bar, or a column of the phone's side nav. */
function MenuLinks({ phone }: { phone: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <nav aria-label={t`Main`} className={phone ? '' : 'sm:flex-1'}>
        <ul className={phone ? 'flex flex-col' : 'flex flex-wrap items-center gap-x-2'}>
          <NavItem to={paths.discover} icon={Compass} label={t`Discover`} />
          <NavItem to={paths.teamsDirectory} icon={Users} label={t`Teams`} />
          <NavItem to={paths.posts} icon={MessageSquareText} label={t`Posts`} />
        </ul>
      </nav>
      <AccountLinks phone={phone} />
    </>
  );
}

/** Signing in and up, for a visitor without a session. */
function SignInLinks() {
  const { t } = useLingui();
  return (
    <ul className="flex items-center gap-2" aria-label={t`Account`}>
      <li>
        <Link
          to={paths.login}
          className={`inline-flex min-h-11 items-center rounded-md px-2 font-medium text-slate-700 hover:text-slate-950 ${focusRing}`}
        >
          <Trans>Sign in</Trans>
        </Link>
      </li>
      <li>
        <Link
          to={paths.signUp}
          className={`inline-flex min-h-11 items-center rounded-md bg-brand-700 px-3 font-medium text-white hover:bg-brand-800 ${focusRing}`}
        >
          <Trans>Sign up</Trans>
        </Link>
      </li>
    </ul>
  );
}

/** The signed-in visitor's links; on a phone the notifications are beside the Menu button instead. */
function AccountLinks({ phone }: { phone: boolean }) {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  // Until the session check finishes, show neither set of links. A stored session is checked by
  // loading the auth library, which takes a moment: its links' room is kept meanwhile (invisible),
  // so the page below does not jump down when they appear (on a phone they take two rows).
  if (signedIn === undefined) {
    if (!mayHaveSession()) return <div className="min-h-11" />;
    return (
      <ul aria-hidden="true" className="invisible flex flex-wrap items-center gap-x-2">
        {[t`Home`, t`Create`, t`Messages`, '', t`Settings`, t`Sign out`].map((label, i) => (
          <li key={i} className="inline-flex min-h-11 min-w-11 items-center gap-1.5 px-1.5 font-medium sm:px-2">
            {label && <span className="size-4" />}
            {label}
          </li>
        ))}
      </ul>
    );
  }

  if (signedIn) {
    const onSignOut = async () => {
      setSigningOut(true);
      try {
        // Gives up after 10 s; on any failure the local auth data is cleared anyway (spec §9).
        await signOut();
      } catch {
        toast.error(t`Error during logout. You have been signed out.`);
      } finally {
        setSigningOut(false);
        // Spec §2: after logout the login route is used with query logout=true.
        void navigate(`${paths.login}?logout=true`);
      }
    };
    return (
      <ul className={phone ? 'flex flex-col border-t border-slate-200 pt-2' : 'flex flex-wrap items-center gap-x-2'} aria-label={t`Account`}>
        <NavItem to={paths.dashboard} icon={House} label={t`Home`} />
        <NavItem to={paths.createEvent} icon={Plus} label={t`Create`} />
        <NavItem to={paths.messages} icon={Mail} label={t`Messages`} />
        {!phone && (
          <li>
            <Suspense fallback={<div className="min-h-11 w-11" />}>
              <NotificationsLink className={navLinkClass} />
            </Suspense>
          </li>
        )}
        <NavItem to={paths.settings} icon={Settings} label={t`Settings`} />
        <li>
          <button
            type="button"
            onClick={() => void onSignOut()}
            disabled={signingOut}
            className={`inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-medium text-slate-700 hover:text-slate-950 disabled:opacity-60 ${focusRing}`}
          >
            <LogOut aria-hidden="true" className="size-4" />
            <Trans>Sign out</Trans>
          </button>
        </li>
      </ul>
    );
  }

  // On a phone these are beside the Menu button already.
  return phone ? null : <SignInLinks />;
}
