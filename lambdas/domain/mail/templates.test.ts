import { describe, expect, it } from 'vitest';
import { mailTemplateNames } from '@shared/schemas/mail';
import { renderMail } from './templates';

describe('renderMail', () => {
  it('puts the verification code in the subject-line mail body', () => {
    const mail = renderMail({ to: 'a@example.com', template: { name: 'verification-code', data: { code: '123456' } } }, 'http://x');
    expect(mail.text).toContain('123456');
    expect(mail.html).toContain('123456');
  });

  it('escapes HTML in user-provided data', () => {
    const mail = renderMail(
      { to: 'a@example.com', template: { name: 'team-create-motivation-notification', data: { username: '<b>x</b>' } } },
      'http://x',
    );
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('uses message.subject when the producer sets one', () => {
    const mail = renderMail(
      {
        to: 'a@example.com',
        message: { subject: 'Custom' },
        template: { name: 'activity-subscription-confirmation', data: { firstName: 'Ana', activitiesList: 'Pickleball', city: 'Denver', radius: 15 } },
      },
      'http://x',
    );
    expect(mail.subject).toBe('Custom');
    expect(mail.text).toContain('Pickleball within 15 miles of Denver');
  });

  it('ends every mail with the product name and a settings link to unsubscribe', () => {
    for (const name of mailTemplateNames) {
      const mail = renderMail({ to: 'a@example.com', template: { name, data: {} } }, 'http://x');
      expect(mail.text, name).toContain('Manage or unsubscribe from these e-mails: http://x/settings?tab=notification');
      expect(mail.html, name).toContain('href="http://x/settings?tab=notification"');
      expect(mail.html, name).toContain('Rally');
    }
  });

  it('gives a guest their own unsubscribe link in place of the settings link', () => {
    for (const name of mailTemplateNames) {
      const url = 'http://x/guest-unsubscribe/g1.secret';
      const mail = renderMail({ to: 'a@example.com', unsubscribe: { page: url, oneClick: 'http://x/api/guest-unsubscribe/g1.secret' }, template: { name, data: {} } }, 'http://x');
      expect(mail.text, name).toContain(`Unsubscribe from these e-mails: ${url}`);
      expect(mail.text, name).not.toContain('/settings?tab=notification');
      expect(mail.html, name).toContain(`href="${url}"`);
      expect(mail.html, name).not.toContain('settings?tab=notification');
    }
  });

  it('links notifications inside the app only', () => {
    const inside = renderMail({ to: 'a@example.com', template: { name: 'notification', data: { title: 'T', link: '/evt/e1' } } }, 'http://x');
    expect(inside.text).toContain('http://x/evt/e1');
    const outside = renderMail(
      { to: 'a@example.com', template: { name: 'notification', data: { title: 'T', link: '//evil.example/x' } } },
      'http://x',
    );
    expect(outside.text).toContain('http://x/home');
    expect(outside.html).not.toContain('evil.example');
  });

  it('renders an event reminder with the event, the time and the place', () => {
    const mail = renderMail(
      {
        to: 'a@example.com',
        template: { name: 'event-reminder', data: { eventTitle: 'Sunday pickup', when: 'tomorrow at 9:00 AM', place: 'Wash Park', link: '/evt/e1' } },
      },
      'http://x',
    );
    expect(mail.subject).toBe('Reminder: Sunday pickup starts tomorrow at 9:00 AM');
    expect(mail.text).toContain('Sunday pickup starts tomorrow at 9:00 AM at Wash Park.');
    expect(mail.text).toContain('http://x/evt/e1');
  });

  it('renders a family connection request with who and how', () => {
    const mail = renderMail(
      { to: 'a@example.com', template: { name: 'family-connection-request', data: { requesterName: 'Ana', relation: 'parent' } } },
      'http://x',
    );
    expect(mail.subject).toBe('Ana sent you a family connection request');
    expect(mail.text).toContain('Ana added you as their parent on Rally.');
    expect(mail.text).toContain('http://x/notifications');
  });
});

describe('renderMail in the recipient’s language', () => {
  const subscription = { firstName: 'Ana', activitiesList: 'Pickleball', city: 'Denver', radius: 15 };

  it('writes the activity subscription confirmation in Spanish for an es recipient', () => {
    const mail = renderMail({ to: 'a@example.com', locale: 'es', template: { name: 'activity-subscription-confirmation', data: subscription } }, 'http://x');
    expect(mail.subject).toBe('Tu suscripción a actividades está lista');
    expect(mail.text).toContain('Te avisaremos sobre Pickleball a menos de 15 millas de Denver.');
    expect(mail.text).toContain('Administra o cancela estos correos: http://x/settings?tab=notification');
    expect(mail.html).toContain('Hola, Ana:');
  });

  it('keeps English when the producer did not know the language', () => {
    const mail = renderMail({ to: 'a@example.com', template: { name: 'activity-subscription-confirmation', data: subscription } }, 'http://x');
    expect(mail.subject).toBe('Your activity subscription is set');
    expect(mail.text).toContain("Hi Ana, We'll let you know about Pickleball within 15 miles of Denver.");
  });

  it('names a cleared subscription list in the subject', () => {
    const data = { firstName: 'Ana', subscriptions: [] };
    expect(renderMail({ to: 'a@example.com', template: { name: 'activity-subscription-confirmation', data } }, 'http://x').subject).toBe(
      'Your activity subscriptions are cleared',
    );
    expect(renderMail({ to: 'a@example.com', locale: 'es', template: { name: 'activity-subscription-confirmation', data } }, 'http://x').subject).toBe(
      'Se borraron tus suscripciones a actividades',
    );
  });

  it('translates every template’s footer and leaves no English link label in Spanish mail', () => {
    for (const name of mailTemplateNames) {
      const mail = renderMail({ to: 'a@example.com', locale: 'es', template: { name, data: {} } }, 'http://x');
      expect(mail.text, name).toContain('Administra o cancela estos correos');
      expect(mail.html, name).not.toMatch(/Manage or unsubscribe|Open Rally|See the details|Start a community/);
    }
  });
});
