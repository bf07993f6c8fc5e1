export { SettingsTabs, type SettingsTabsProps } from './components/settings-tabs';
export { parseTab, settingsTabs, type SettingsTabKey } from './tabs';
export { AlternateEmailsCard } from './components/alternate-emails-card';
export { InterestsPanel } from './components/interests-panel';
export { NotificationSettingsPanel } from './components/notification-settings-panel';
export { ActivitySubscriptionsPanel } from './components/activity-subscriptions-panel';
export { LanguageCard } from './components/language-card';
export { CalendarFeedCard } from './components/calendar-feed-card';
export { AppearanceCard } from './components/appearance-card';
