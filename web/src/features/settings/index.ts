export { SettingsTabs, type SettingsTabsProps } from './components/settings-tabs';
export { parseTab, settingsTabs, type SettingsTabKey } from './tabs';
