import { beforeAll, describe, expect, it } from 'vitest';
import { person, type User } from '../fixtures/events';
import { api, waitForMail } from '../fixtures/local';
import { as } from '../fixtures/teams';

const speak = async (user: User, locale: 'en' | 'es') => {
  const res = await api('PUT', `/api/users/${user.uid}/locale`, { ...as(user), body: { locale } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
};

describe('e-mails and notifications in the language on the recipient’s profile', () => {
  let ana: User;
  let bob: User;
  beforeAll(async () => {
    [ana, bob] = await Promise.all([person('Ana'), person('Bob')]);
    await speak(ana, 'es');
  });

  it('mails a Spanish profile its next e-mail in Spanish', async () => {
    const subscription = {
      id: 1_764_000_000_000,
      address: { name: 'Boulder, CO', description: 'Boulder, CO, USA', lat: 40.015, lng: -105.2705 },
      radius: 15,
      activities: ['Pickleball'],
      startDate: null,
      endDate: null,
    };
    const res = await api('PUT', `/api/users/${ana.uid}/activity-subscriptions`, { ...as(ana), body: { activitySubscriptions: [subscription] } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const mail = await waitForMail(ana.email, (m) => m.subject === 'Tu suscripción a actividades está lista');
    expect(mail.body.text).toContain('Te avisaremos sobre Pickleball a menos de 15 millas de Boulder, CO.');
    expect(mail.body.text).toContain('Administra o cancela estos correos');
  });

  it('writes a notification from an English speaker in Spanish for a Spanish recipient: record and e-mail', async () => {
    expect((await api('POST', `/api/connections/${ana.uid}`, as(bob))).status).toBe(201);
    const mail = await waitForMail(ana.email, (m) => m.subject === 'Nueva solicitud de conexión');
    expect(mail.body.text).toContain('Bob quiere conectar contigo.');
    expect(mail.body.text).toContain('Abrir Rally');
    expect(mail.body.text).not.toMatch(/would like|Open Rally|Manage or unsubscribe/);

    const list = await api('GET', '/api/notifications', as(ana));
    const items = list.json.items as Array<{ type: string; title: string; message: string }>;
    expect(items.find((n) => n.type === 'connections')).toMatchObject({ title: 'Nueva solicitud de conexión', message: 'Bob quiere conectar contigo.' });
  });

  it('answers the English speaker in English, and follows a change of language from the next notification on', async () => {
    expect((await api('POST', `/api/connections/${bob.uid}/accept`, as(ana))).status).toBe(201);
    const accepted = await waitForMail(bob.email, (m) => m.subject === 'Connection accepted');
    expect(accepted.body.text).toContain('Ana accepted your connection request.');

    await speak(bob, 'es');
    expect((await api('DELETE', `/api/connections/${ana.uid}`, as(bob))).status).toBe(200);
    expect((await api('POST', `/api/connections/${bob.uid}`, as(ana))).status).toBe(201);
    const asked = await waitForMail(bob.email, (m) => m.subject === 'Nueva solicitud de conexión');
    expect(asked.body.text).toContain('Ana quiere conectar contigo.');
  });
});
