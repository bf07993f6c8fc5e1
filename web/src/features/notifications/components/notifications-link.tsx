import { useLingui as useLocale } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { NOTIFICATIONS_REFRESH_MS, notificationsArgs, notificationsLinkLabel } from '../notification-rules';

/** The header's notifications link with the unread badge (signed-in visitors only). */
export function NotificationsLink({ className }: { className: (state: { isActive: boolean }) => string }) {
  // Re-renders in a newly chosen language (the label is worded outside the component).
  useLocale();
  const { data } = useApi('listNotifications', notificationsArgs, { refreshInterval: NOTIFICATIONS_REFRESH_MS });
  const unread = data?.unreadCount ?? 0;
  return (
    <NavLink to={paths.notifications} className={className} aria-label={notificationsLinkLabel(unread)}>
      <span className="relative inline-flex">
        <Bell aria-hidden="true" className="size-4" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[0.625rem] leading-4 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </span>
      <span className="max-sm:sr-only">
        <Trans>Notifications</Trans>
      </span>
    </NavLink>
  );
}
