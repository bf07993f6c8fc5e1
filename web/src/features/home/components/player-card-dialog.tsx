import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import { ScanLine, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router-dom';
import { Avatar } from '@web/components/avatar';
import { focusRing, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import type { HomeDashboardDto as HomeDashboard } from '@shared/schemas/home';
import { useFocusReturn } from '@web/components/dialog-frame';

export interface PlayerCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  player: HomeDashboard['player'];
  registrations: HomeDashboard['registrations'];
}

const seasonDates = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const range = (start: string, end: string) => `${seasonDates.format(new Date(start))} – ${seasonDates.format(new Date(end))}`;

/** The link the card's QR code holds: the player's public profile on this site. */
export const profileLink = (uid: string, origin = window.location.origin) => `${origin}${paths.profile(uid)}`;

/**
 * §2 Home: the player card, 400×800 px at most (smaller screens get the screen less a margin):
 * name, photo, season registrations (team, season) and a QR code (width 200, error correction M)
 * linking to the public profile, for a check-in desk or a new teammate to scan.
 */
export default function PlayerCardDialog({ open, onOpenChange, player, registrations }: PlayerCardDialogProps) {
  const { t } = useLingui();
  const name = player.displayName;
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[min(800px,calc(100dvh-2rem))] w-[calc(100vw-2rem)] max-w-[400px] -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-4 overflow-y-auto rounded-lg bg-white p-5 text-center shadow-xl"
        >
          <div className="flex w-full items-start justify-between gap-2">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              <Trans>Player card</Trans>
            </Dialog.Title>
            <Dialog.Close
              aria-label={t`Close`}
              className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 ${focusRing}`}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex flex-col items-center gap-2 [&>img]:size-24 [&>span]:size-24 [&>span]:text-2xl">
            <Avatar name={player.displayName} photoURL={player.photoURL} />
            <p className="text-lg font-semibold break-words text-slate-900">{player.displayName}</p>
          </div>
          <Dialog.Description className="text-sm text-slate-600">
            <Trans>Scan to open {name}’s profile.</Trans>
          </Dialog.Description>
          {/* Dark on light in both themes, with a light quiet zone around it: what a camera reads. */}
          <div className="rounded-md bg-paper p-2">
            <QRCodeSVG
              value={profileLink(player.uid)}
              size={200}
              level="M"
              title={t`QR code for ${name}’s profile`}
              role="img"
              marginSize={2}
            />
          </div>
          <div className="flex w-full flex-col gap-2 text-left">
            <h3 className="font-semibold text-slate-900">
              <Trans>Registrations</Trans>
            </h3>
            {registrations.length === 0 ? (
              <p className="text-sm text-slate-600">
                <Trans>No season registrations yet.</Trans>
              </p>
            ) : (
              <ul aria-label={t`Registrations`} className="flex flex-col gap-2">
                {registrations.map((r) => (
                  <li
                    key={`${r.team.id}-${r.season.id}`}
                    className="flex items-center gap-3 rounded-md border border-slate-200 p-2"
                  >
                    <Avatar name={r.team.name} photoURL={r.team.photoURL} />
                    <div className="min-w-0">
                      <Link to={paths.team(r.team.id)} className={textLink}>
                        {r.team.name}
                      </Link>
                      <p className="text-sm text-slate-700">
                        {r.season.label} · {range(r.season.startDate, r.season.endDate)}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Link to={paths.scan} className={`${textLink} inline-flex items-center gap-1`}>
            <ScanLine aria-hidden="true" className="size-4" />
            <Trans>Scan someone else’s card</Trans>
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
