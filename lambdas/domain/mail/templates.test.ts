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

describe('every template in English and in Spanish', () => {
  const at = { occurrence: '2026-11-28T01:30:00.000Z', timeZone: 'America/Denver' };
  /** Data as each producer sends it; `satisfies` makes a new template without an example fail the typecheck. */
  const examples = {
    'verification-code': { code: '123456' },
    'password-reset-code': { code: '654321' },
    notification: { title: 'T', message: 'M', link: '/home' },
    'team-create-motivation-notification': { username: 'Ana' },
    'activity-subscription-confirmation': { firstName: 'Ana', activitiesList: 'Pickleball', city: 'Denver, CO', radius: 15 },
    'activity-digest': {
      firstName: 'Ana',
      city: 'Denver, CO and Boulder, CO',
      places: ['Denver, CO', 'Boulder, CO'],
      events: [{ title: 'Noche de pickleball', gameType: 'Pickleball', at: at.occurrence, timeZone: at.timeZone, place: 'Parque Central', link: '/evt/e1' }],
    },
    'event-reminder': { eventTitle: 'Noche de pickleball', ...at, when: 'Fri, Nov 27, 6:30 PM MST', place: 'Parque Central', link: '/evt/e1' },
    'event-cancelled': { title: 'T', message: 'M', link: '/evt/e1' },
    'family-connection-request': { requesterName: 'Ana', relation: 'parent' },
    'ambassador-application-received': { firstName: 'Ana', city: 'Denver, CO' },
    'ambassador-application-decided': { firstName: 'Ana', city: 'Denver, CO', status: 'approved' },
  } satisfies Record<(typeof mailTemplateNames)[number], Record<string, unknown>>;
  const render = (name: (typeof mailTemplateNames)[number], locale?: 'es') =>
    renderMail({ to: 'a@example.com', ...(locale ? { locale } : {}), template: { name, data: examples[name] } }, 'http://x');

  it.each(mailTemplateNames)('%s: the Spanish mail shares no sentence with the English one', (name) => {
    const en = render(name);
    const es = render(name, 'es');
    // A notification's subject is its title, already in the recipient's language (notifications/copy.ts).
    if (name !== 'notification' && name !== 'event-cancelled') expect(es.subject).not.toBe(en.subject);
    const sentences = (text: string) =>
      text
        .replace(/https?:\/\/\S+/g, '')
        .split(/[\n.:]/)
        .map((s) => s.trim())
        .filter((s) => s.length > 12 && !s.includes('Noche de'));
    const spanish = es.text;
    for (const sentence of sentences(en.text)) expect(spanish, `${name}: "${sentence}"`).not.toContain(sentence);
    expect(es.html).toMatch(/Administra o cancela estos correos/);
  });

  it('writes the reminder’s time in the event’s zone, the recipient’s way', () => {
    expect(render('event-reminder').subject).toBe('Reminder: Noche de pickleball starts Fri, Nov 27, 6:30 PM MST');
    const es = render('event-reminder', 'es');
    expect(es.subject).toBe('Recordatorio: Noche de pickleball empieza vie, 27 nov, 6:30 p.m. GMT-7');
    expect(es.text).toContain('en Parque Central.');
    expect(es.text).toContain('Consulta los detalles o cambia tu respuesta: http://x/evt/e1');
  });

  it('keeps the producer’s words for a reminder queued before times were sent as dates', () => {
    const mail = renderMail({ to: 'a@example.com', locale: 'es', template: { name: 'event-reminder', data: { eventTitle: 'X', when: 'tomorrow' } } }, 'http://x');
    expect(mail.subject).toBe('Recordatorio: X empieza tomorrow');
  });

  it('lists the digest’s places and game times in the recipient’s language', () => {
    expect(render('activity-digest').subject).toBe('1 new game near Denver, CO and Boulder, CO');
    expect(render('activity-digest').text).toContain('Noche de pickleball (Pickleball) on Fri, Nov 27, 6:30 PM MST at Parque Central');
    const es = render('activity-digest', 'es');
    expect(es.subject).toBe('1 partido nuevo cerca de Denver, CO y Boulder, CO');
    expect(es.text).toContain('Noche de pickleball (Pickleball) el vie, 27 nov, 6:30 p.m. GMT-7 en Parque Central');
  });

  it('names the family relation in the recipient’s language', () => {
    expect(render('family-connection-request').text).toContain('Ana added you as their parent on Rally.');
    expect(render('family-connection-request', 'es').text).toContain('Ana te agregó como padre o madre en Rally.');
  });

  it('has Spanish for every line of the English mail copy', async () => {
    const { mailCopy } = await import('./copy');
    const call = (fn: (...args: never[]) => unknown) => {
      try {
        return String((fn as (...a: unknown[]) => unknown)('parent', 'Denver', 'x', 'y'));
      } catch {
        return String((fn as (a: unknown) => unknown)(['Denver', 'Boulder']));
      }
    };
    const walk = (en: unknown, es: unknown, path: string) => {
      expect(typeof es, path).toBe(typeof en);
      if (typeof en === 'string') expect(es, path).not.toBe(en);
      else if (typeof en === 'function') expect(call(es as never), path).not.toBe(call(en as never));
      else for (const key of Object.keys(en as object)) walk((en as Record<string, unknown>)[key], (es as Record<string, unknown>)[key], `${path}.${key}`);
    };
    walk(mailCopy.en, mailCopy.es, 'mailCopy');
  });
});
