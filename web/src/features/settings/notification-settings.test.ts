import { i18n } from '@web/lib/i18n';
import { describe, expect, it } from 'vitest';
import { notificationTypes } from '@shared/constants/enums';
import { channelsOf, reminderRows, settingsToSave, typeRows, withChannel } from './notification-settings';

describe('notification settings', () => {
  it('lists every type of the spec with a title and description', () => {
    expect(typeRows.map((r) => r.key)).toEqual([...notificationTypes]);
    for (const row of typeRows) expect(row.title && row.description).toBeTruthy();
  });

  it('treats a type never saved as on for e-mail and push', () => {
    expect(channelsOf({}, 'news')).toEqual({ email: true, push: true });
  });

  it('turns one channel off without touching the other', () => {
    expect(withChannel({}, 'news', 'email', false)).toEqual({ news: { email: false, push: true } });
  });

  it('saves every type and community key explicitly and keeps unknown keys (per-topic ids)', () => {
    const saved = settingsToSave({ topic42: { email: false, push: false }, news: { email: false, push: true } }, ['t1']);
    expect(saved.topic42).toEqual({ email: false, push: false });
    expect(saved.news).toEqual({ email: false, push: true });
    expect(saved.surveys).toEqual({ email: true, push: true });
    expect(saved.teamDiscussion_t1).toEqual({ email: true, push: true });
    expect(saved.eventReminder24h).toEqual({ email: true, push: true });
    expect(saved.eventReminder2h).toEqual({ email: false, push: false });
    expect(Object.keys(saved)).toHaveLength(notificationTypes.length + 2 + reminderRows.length);
  });

  it('reminds 24 hours before by default and 2 hours before only when chosen', () => {
    expect(reminderRows.map((r) => i18n._(r.title))).toEqual(['24 hours before', '2 hours before']);
    expect(channelsOf({}, 'eventReminder24h')).toEqual({ email: true, push: true });
    expect(channelsOf({}, 'eventReminder2h')).toEqual({ email: false, push: false });
    expect(withChannel({}, 'eventReminder2h', 'push', true)).toEqual({ eventReminder2h: { email: false, push: true } });
  });
});
