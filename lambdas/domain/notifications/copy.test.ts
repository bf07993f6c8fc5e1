import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventMessages, eventPaymentMessages } from '@shared/constants/event-messages';
import { locales } from '@shared/constants/locales';
import { teamMessages } from '@shared/constants/team-messages';
import { notificationText as textSchema, notificationTextKeys, notifyMessage, type NotificationTextKey } from '@shared/schemas/notify';
import { formatsFor, gameTypesEs, notificationCopy, notificationText, wordsFor, type NotificationValues } from './copy';

const at = { at: '2026-11-28T01:30:00.000Z', timeZone: 'America/Denver' };

/** One example per key: a key added without an example here fails the typecheck. */
const examples: { [K in NotificationTextKey]: NotificationValues[K] } = {
  followedHostEvent: { source: 'Ana', event: 'Partido del sábado', place: 'Parque Central', ...at },
  followedTeamEvent: { source: 'Los Halcones', event: 'Partido del sábado', place: 'Parque Central', ...at },
  followedPlaceEvent: { source: 'Parque Central', event: 'Partido del sábado', place: 'Parque Central', ...at },
  newGameNearby: { gameType: 'Pickleball', event: 'Partido del sábado', place: 'Parque Central', ...at },
  playerJoinedNearby: { name: 'Ana', sports: ['Pickleball', 'Tennis'], city: 'Denver, CO' },
  fillInvite: { event: 'Partido del sábado', place: 'Parque Central', ...at },
  endorsed: { name: 'Ana', kind: 'skill', event: 'Partido del sábado' },
  rsvpJoined: { name: 'Ana', event: 'Partido del sábado', status: 'pending' },
  gameOn: { event: 'Partido del sábado' },
  calledOff: { event: 'Partido del sábado', minimum: 6 },
  calledOffOrganiser: { event: 'Partido del sábado', players: 3, minimum: 6 },
  eventCancelled: { event: 'Partido del sábado' },
  waitlistPromoted: { event: 'Partido del sábado' },
  payLink: { event: 'Partido del sábado', ...at },
  lateRefund: { event: 'Partido del sábado' },
  refunded: { event: 'Partido del sábado' },
  eventMoved: { event: 'Partido del sábado', ...at },
  dateDropped: { event: 'Partido del sábado', ...at },
  reminder: { event: 'Partido del sábado', ...at },
  nudge: { event: 'Partido del sábado', ...at },
  familyRequest: { name: 'Ana', relation: 'parent' },
  familyAccepted: { name: 'Ana' },
  directMessage: { sender: 'Ana', text: '' },
  teamMessage: { team: '', sender: 'Ana', text: '' },
  connectionRequest: { name: 'Ana' },
  connectionAccepted: { name: 'Ana' },
  connectionHeld: { requester: 'Ana', minor: 'Leo' },
  connectionDeclined: {},
  teamJoinRequest: { name: 'Ana', team: 'Los Halcones' },
  teamJoined: { name: 'Ana', team: 'Los Halcones' },
  teamApproved: { team: 'Los Halcones' },
  teamJoinHeld: { minor: 'Leo', team: 'Los Halcones' },
  teamJoinDeclined: { team: 'Los Halcones' },
};

const keys = Object.keys(examples) as NotificationTextKey[];
const render = <K extends NotificationTextKey>(key: K, locale: 'en' | 'es') => notificationCopy[locale][key](examples[key], formatsFor(locale));
/** English words that give away an untranslated Spanish line (the examples' values hold none). */
const english = /\b(the|you|your|with|and|join|joined|has|game|new|near|request|starts|accepted|sent|message)\b/i;

describe('notification texts in every language', () => {
  it('has an entry for every key in every language', () => {
    for (const locale of locales) expect(Object.keys(notificationCopy[locale]).sort(), locale).toEqual([...notificationTextKeys].sort());
  });

  it.each(keys)('writes %s in Spanish, not in English', (key) => {
    const en = render(key, 'en');
    const es = render(key, 'es');
    expect(es.title, key).not.toBe(en.title);
    expect(es.message, key).not.toBe(en.message);
    for (const w of [en, es]) {
      expect(w.title.trim(), key).not.toBe('');
      expect(w.message.trim(), key).not.toBe('');
      expect(`${w.title} ${w.message}`, key).not.toMatch(/undefined|NaN|\[object/);
    }
    expect(`${es.title} ${es.message}`, key).not.toMatch(english);
  });

  it('keeps the English words the app and the e-mails always used', () => {
    expect(render('rsvpJoined', 'en')).toEqual({ title: eventMessages.joinedTitle('Partido del sábado'), message: eventMessages.joinedBody('Ana', 'Partido del sábado', 'pending') });
    expect(render('teamJoinRequest', 'en')).toEqual({ title: teamMessages.joinRequestTitle, message: teamMessages.joinRequestMessage('Ana', 'Los Halcones') });
    expect(render('connectionRequest', 'en')).toEqual({ title: 'New connection request', message: 'Ana would like to connect with you.' });
    expect(render('familyRequest', 'en')).toEqual({ title: 'Family connection request', message: 'Ana added you as their parent.' });
    expect(render('directMessage', 'en').message).toBe('Ana sent you a message on Rally. Open the conversation to read it.');
    expect(render('reminder', 'en')).toEqual({
      title: 'Reminder: Partido del sábado',
      message: 'Partido del sábado starts Fri, Nov 27, 6:30 PM MST. See you there!',
    });
    expect(render('payLink', 'en').message).toBe(eventPaymentMessages.payLinkBody('Partido del sábado', 'Fri, Nov 27, 6:30 PM MST'));
  });

  it('writes dates, times and lists the Spanish way, in the event’s time zone', () => {
    expect(render('reminder', 'es').message).toBe('Partido del sábado empieza el vie, 27 nov, 6:30 p.m. GMT-7. ¡Nos vemos allí!');
    expect(render('payLink', 'es').message).toContain('hasta el vie, 27 nov, 6:30 p.m. GMT-7');
    expect(render('playerJoinedNearby', 'es').message).toBe('Ana juega Pickleball y Tenis por Denver, CO. Salúdale o invítale a un partido.');
    expect(notificationCopy.es.newGameNearby({ ...examples.newGameNearby, gameType: 'Soccer' }, formatsFor('es')).title).toBe('Partido nuevo de Fútbol cerca de ti: Partido del sábado');
    expect(render('familyRequest', 'es').message).toBe('Ana te agregó como padre o madre.');
  });

  it('tells everyone of a paid game that is called off that their payment comes back, in every language', () => {
    const paidWords = [
      ...(['en', 'es'] as const).map((l) => notificationCopy[l].eventCancelled({ ...examples.eventCancelled, paid: true }, formatsFor(l)).message),
      ...(['en', 'es'] as const).map((l) => notificationCopy[l].calledOff({ ...examples.calledOff, paid: true }, formatsFor(l)).message),
    ];
    expect(paidWords.map((m) => m.slice(m.lastIndexOf('.', m.length - 2) + 2))).toEqual([
      'Any card payment you made for it is refunded in full.',
      'Si pagaste con tarjeta, te devolvemos el importe completo.',
      'Any card payment you made for it is refunded in full.',
      'Si pagaste con tarjeta, te devolvemos el importe completo.',
    ]);
    for (const key of ['eventCancelled', 'calledOff'] as const) expect(render(key, 'en').message).not.toContain('refunded');
  });

  it('tells people whose date moved or was taken off when, in the event’s zone and their language', () => {
    expect(render('eventMoved', 'en')).toEqual({
      title: 'New time: Partido del sábado',
      message: 'Partido del sábado now starts Fri, Nov 27, 6:30 PM MST. Your spot moved with it.',
    });
    expect(render('eventMoved', 'es').message).toBe('Partido del sábado ahora empieza el vie, 27 nov, 6:30 p.m. GMT-7. Tu lugar se mantiene.');
    expect(notificationCopy.en.dateDropped({ ...examples.dateDropped, paid: true }, formatsFor('en')).message).toBe(
      'The organiser took Fri, Nov 27, 6:30 PM MST off the schedule of Partido del sábado. Your RSVP for that date has been released. Any card payment you made for it is refunded in full.',
    );
    expect(render('dateDropped', 'es').title).toBe('Se canceló una fecha: Partido del sábado');
  });

  it('quotes a message from someone the recipient knows, in any language', () => {
    const words = notificationCopy.es.directMessage({ sender: 'Ana', text: 'See you at 6' }, formatsFor('es'));
    expect(words).toEqual({ title: 'Mensaje nuevo de Ana', message: 'See you at 6' });
    expect(notificationCopy.es.teamMessage({ team: 'Los Halcones', sender: 'Ana', text: '' }, formatsFor('es')).title).toBe('Mensajes nuevos en Los Halcones');
  });
});

describe('notificationText and wordsFor', () => {
  it('gives producers the English words and a key the notify contract accepts', () => {
    const made = notificationText('reminder', examples.reminder);
    expect(made.title).toBe('Reminder: Partido del sábado');
    expect(textSchema.parse(made.text)).toEqual({ key: 'reminder', values: examples.reminder });
    const queued = notifyMessage.parse({ notificationId: 'n1', userId: 'u1', type: 'eventJoined', ...made });
    expect(queued.text?.key).toBe('reminder');
  });

  it('writes the recipient’s language on delivery, and leaves English and free text as the producer wrote them', () => {
    const made = notificationText('connectionAccepted', { name: 'Ana' });
    expect(wordsFor(made, 'es')).toEqual({ title: 'Conexión aceptada', message: 'Ana aceptó tu solicitud de conexión.' });
    expect(wordsFor(made, 'en')).toEqual({ title: made.title, message: made.message });
    expect(wordsFor(made, undefined)).toEqual({ title: made.title, message: made.message });
    const broadcast = { title: 'Club night', message: 'Bring a friend' };
    expect(wordsFor(broadcast, 'es')).toEqual(broadcast);
  });

  it('keeps a long title within the record’s limits', () => {
    const long = 'x'.repeat(300);
    expect(notificationText('gameOn', { event: long }).title).toHaveLength(200);
    expect(wordsFor(notificationText('gameOn', { event: long }), 'es').title).toHaveLength(200);
  });
});

describe('game type names in Spanish', () => {
  it('are the names the app shows (its catalogue, context "game type"), so a mail and a screen agree', () => {
    const po = readFileSync(new URL('../../../web/src/locales/es/messages.po', import.meta.url), 'utf8');
    const app = Object.fromEntries([...po.matchAll(/msgctxt "game type"\nmsgid "([^"]+)"\nmsgstr "([^"]*)"/g)].map((m) => [m[1], m[2]]));
    expect(app).toEqual(gameTypesEs);
  });
});
