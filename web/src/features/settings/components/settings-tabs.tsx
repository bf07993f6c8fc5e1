import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { focusRing, textLink } from '@web/components/ui';
import { parseTab, settingsTabs, SKIPPABLE_PARAM, TAB_PARAM, withTab, type SettingsTabKey } from '../tabs';

export interface SettingsTabsProps {
  /** The General tab: the profile form of an existing user (composed by the app). */
  general: ReactNode;
  /** The signed-in person's profile page, for 'View Profile' and 'Skip for now...'. */
  profileHref: string;
  /** The Availability tab's editor, below its heading and link (composed by the app). */
  availability?: ReactNode;
  /** The Subscriptions & Payouts tab's page: payouts, subscriptions, invoices (composed by the app). */
  payments?: ReactNode;
  /** The Privacy tab's screen: toggles, block lists, Danger Zone (composed by the app). */
  privacy?: ReactNode;
  /** The Interests tab's sport toggles. */
  sports?: ReactNode;
  /** The Notification Settings tab's per-type and per-community table. */
  notification?: ReactNode;
  /** The Activity Subscription tab's list and form. */
  activities?: ReactNode;
}

/**
 * `/settings` (spec §2): seven tabs, the one in `?tab=` selected; choosing a tab rewrites the query
 * in place (replace, so Back leaves settings instead of walking through tabs). A tab the app gives
 * no screen shows its heading and the spec's links only.
 */
export function SettingsTabs({ general, profileHref, availability, privacy, payments, sports, notification, activities }: SettingsTabsProps) {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const current = parseTab(search.get(TAB_PARAM));
  const skippable = search.has(SKIPPABLE_PARAM);
  const triggers = useRef(new Map<string, HTMLButtonElement>());

  // On a phone the tab list scrolls sideways: keep the selected tab (say, from ?tab=) in view.
  useEffect(() => {
    triggers.current.get(current)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const select = (value: string) => setSearch((prev) => withTab(prev, parseTab(value)), { replace: true, preventScrollReset: true });

  const viewProfile = (
    <Link to={profileHref} className={textLink}>
      <Trans>View Profile</Trans>
    </Link>
  );
  const panels: Record<SettingsTabKey, ReactNode> = {
    general,
    privacy: (
      <TabSection title={t`Privacy`} more={privacy}>
        {viewProfile}
      </TabSection>
    ),
    payments: <TabSection title={t`Subscriptions & Payouts`} more={payments} />,
    sports: <TabSection title={t`Interests`} more={sports} />,
    availability: (
      <TabSection title={t`Availability`} more={availability}>
        {skippable ? (
          <Link to={profileHref} className={textLink}>
            <Trans>Skip for now...</Trans>
          </Link>
        ) : (
          viewProfile
        )}
      </TabSection>
    ),
    notification: (
      <TabSection title={t`Notification Settings`} more={notification}>
        {viewProfile}
      </TabSection>
    ),
    'activities-subscription': <TabSection title={t`Activity Subscription`} more={activities} />,
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <title>{t`Settings | ${PRODUCT_NAME}`}</title>
      <h1 className="sr-only">
        <Trans>Settings</Trans>
      </h1>
      <Tabs.Root value={current} onValueChange={select} className="flex flex-col gap-6">
        <Tabs.List aria-label={t`Settings`} className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0">
          {settingsTabs.map((tab) => (
            <Tabs.Trigger
              key={tab.key}
              value={tab.key}
              ref={(node) => {
                if (node) triggers.current.set(tab.key, node);
                else triggers.current.delete(tab.key);
              }}
              className={`min-h-11 shrink-0 rounded-t-md border-b-2 border-transparent px-3 font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700 ${focusRing}`}
            >
              {t(tab.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {settingsTabs.map((tab) => (
          <Tabs.Content key={tab.key} value={tab.key} className={`rounded-md ${focusRing}`}>
            {panels[tab.key]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

function TabSection({ title, children, more }: { title: string; children?: ReactNode; more?: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {children && <p>{children}</p>}
      {more}
    </section>
  );
}
