import { msg } from '@lingui/core/macro';

/** Spec §2 Settings: tabs by index 0-6, with these keys and labels (message descriptors: `t(tab.label)`). */
export const settingsTabs = [
  { key: 'general', label: msg`General` },
  { key: 'privacy', label: msg`Privacy` },
  { key: 'payments', label: msg`Subscriptions & Payouts` },
  { key: 'sports', label: msg`Interests` },
  { key: 'availability', label: msg`Availability` },
  { key: 'notification', label: msg`Notification Settings` },
  { key: 'activities-subscription', label: msg`Activity Subscription` },
] as const;

export type SettingsTabKey = (typeof settingsTabs)[number]['key'];

export const TAB_PARAM = 'tab';
export const SKIPPABLE_PARAM = 'skippable';

/** `?tab=` selects a tab by key, case-insensitively; anything else is General. */
export function parseTab(value: string | null | undefined): SettingsTabKey {
  const wanted = value?.trim().toLowerCase();
  return settingsTabs.find((tab) => tab.key === wanted)?.key ?? 'general';
}

export function tabIndex(key: SettingsTabKey): number {
  return settingsTabs.findIndex((tab) => tab.key === key);
}

/** The query after choosing a tab: `tab` set to its key, everything else kept. */
export function withTab(search: URLSearchParams, key: SettingsTabKey): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(TAB_PARAM, key);
  return next;
}
