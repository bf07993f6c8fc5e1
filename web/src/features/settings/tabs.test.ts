import { i18n } from '@web/lib/i18n';
import { describe, expect, it } from 'vitest';
import { parseTab, settingsTabs, tabIndex, withTab } from './tabs';

describe('settings tabs (spec §2)', () => {
  it('keeps the spec order, keys and labels', () => {
    expect(settingsTabs.map((t) => t.key)).toEqual(['general', 'privacy', 'payments', 'sports', 'availability', 'notification', 'activities-subscription']);
    expect(settingsTabs.map((t) => i18n._(t.label))).toEqual([
      'General',
      'Privacy',
      'Subscriptions & Payouts',
      'Interests',
      'Availability',
      'Notification Settings',
      'Activity Subscription',
    ]);
    expect(tabIndex('availability')).toBe(4);
  });

  it('selects a tab by key, case-insensitively', () => {
    expect(parseTab('Availability')).toBe('availability');
    expect(parseTab('NOTIFICATION')).toBe('notification');
    expect(parseTab('activities-Subscription')).toBe('activities-subscription');
  });

  it('falls back to general for an unknown, empty or missing tab', () => {
    expect(parseTab('billing')).toBe('general');
    expect(parseTab('4')).toBe('general');
    expect(parseTab('')).toBe('general');
    expect(parseTab(null)).toBe('general');
  });

  it('rewrites only the tab in the query', () => {
    const next = withTab(new URLSearchParams('tab=Availability&skippable=true'), 'privacy');
    expect(next.toString()).toBe('tab=privacy&skippable=true');
  });
});
