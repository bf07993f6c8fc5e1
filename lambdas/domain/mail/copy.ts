import type { Locale } from '@shared/constants/locales';
import { PRODUCT_NAME } from '@shared/constants/product';
import { familyRelations, type FamilyRelation } from '@shared/schemas/family';
import { relationsEs } from '../notifications/copy';

/**
 * What the e-mails say, per language. The server's catalogue is typed rather than extracted: the
 * `Record<Locale, MailCopy>` makes a missing Spanish line a type error, and each line takes its
 * values as arguments so word order can differ between languages. Values are plain text; the
 * templates escape them for HTML.
 */
export interface MailCopy {
  manageEmails: string;
  /** A guest's footer: why they get the mail, and their own unsubscribe link's label. */
  guestReason: string;
  unsubscribe: string;
  /** The greeting, with the name or without one. */
  hi: (name: string) => string;
  someone: string;
  verification: { subject: string; title: string; body: (code: string) => string };
  passwordReset: { subject: string; title: string; body: (code: string) => string };
  notification: { defaultTitle: string; open: string };
  reminder: { defaultTitle: string; line: (title: string, when: string, place: string) => string; subject: (title: string, when: string) => string; title: (title: string) => string; action: string };
  cancelled: { defaultTitle: string; findAnother: string; seeEvent: string; or: string; findAnotherLink: string };
  familyRequest: {
    relation: string;
    /** A stored relation ('parent') as the recipient reads it. */
    relationName: (relation: FamilyRelation) => string;
    line: (name: string, relation: string) => string;
    subject: (name: string) => string;
    title: string;
    action: string;
  };
  teamMotivation: { subject: string; title: string; text: (name: string) => string; pickUp: string; finish: string };
  ambassadorReceived: { line: (city: string) => string; next: string; subject: string; title: string; start: string };
  ambassadorDecided: {
    approvedLine: (city: string) => string;
    declinedLine: (city: string) => string;
    approvedSubject: string;
    declinedSubject: string;
    approvedTitle: string;
    declinedTitle: string;
    start: string;
    organise: string;
  };
  subscription: {
    line: (activities: string, radius: string, city: string) => string;
    none: string;
    one: (line: string) => string;
    many: string;
    setSubject: string;
    clearedSubject: string;
    title: string;
  };
  digest: {
    subject: (count: number, city: string) => string;
    defaultCity: string;
    /** "Denver, CO and Boulder, CO" */
    places: (names: readonly string[]) => string;
    intro: (name: string) => string;
    line: (title: string, gameType: string, when: string, place: string) => string;
    title: string;
    more: string;
  };
}

const inCity = (city: string, word: string) => (city ? ` ${word} ${city}` : '');
const joinWith = (names: readonly string[], and: string) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;

/** Whether a value from the queue is one of the stored relations. */
export const isFamilyRelation = (value: string): value is FamilyRelation => (familyRelations as readonly string[]).includes(value);

const en: MailCopy = {
  manageEmails: 'Manage or unsubscribe from these e-mails',
  guestReason: 'You get this because an organiser added you as a guest.',
  unsubscribe: 'Unsubscribe from these e-mails',
  hi: (name) => `Hi ${name || 'there'},`,
  someone: 'Someone',
  verification: {
    subject: `Your ${PRODUCT_NAME} verification code`,
    title: 'Verify your e-mail',
    body: (code) => `Your verification code is ${code}`,
  },
  passwordReset: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    title: 'Reset your password',
    body: (code) => `Your password reset code is ${code}`,
  },
  notification: { defaultTitle: `News from ${PRODUCT_NAME}`, open: `Open ${PRODUCT_NAME}` },
  reminder: {
    defaultTitle: 'Your game',
    line: (title, when, place) => `${title} starts ${when}${place ? ` at ${place}` : ''}.`,
    subject: (title, when) => `Reminder: ${title} starts ${when}`,
    title: (title) => `Reminder: ${title}`,
    action: 'See the details or change your RSVP',
  },
  cancelled: { defaultTitle: 'An event was cancelled', findAnother: 'Find another game', seeEvent: 'See the event', or: 'or', findAnotherLink: 'find another game' },
  familyRequest: {
    relation: 'family member',
    relationName: (relation) => relation,
    line: (name, relation) => `${name} added you as their ${relation} on ${PRODUCT_NAME}.`,
    subject: (name) => `${name} sent you a family connection request`,
    title: 'Family connection request',
    action: 'Accept or decline it',
  },
  teamMotivation: {
    subject: 'Finish setting up your team',
    title: 'Your team is almost ready',
    text: (name) => `Hi ${name || 'there'}, your team is almost ready. Pick up where you left off:`,
    pickUp: 'Pick up where you left off:',
    finish: 'finish your team',
  },
  ambassadorReceived: {
    line: (city) =>
      `Thank you for applying to be a ${PRODUCT_NAME} ambassador${inCity(city, 'in')}. We read every application and will reply to this address within two weeks.`,
    next: 'Meanwhile, the quickest way to get going is to start a community for your players.',
    subject: `We received your ${PRODUCT_NAME} ambassador application`,
    title: 'Application received',
    start: 'Start a community',
  },
  ambassadorDecided: {
    approvedLine: (city) =>
      `Welcome aboard: you are now a ${PRODUCT_NAME} ambassador${inCity(city, 'in')}. Start by creating a community for your players and inviting them.`,
    declinedLine: (city) =>
      `Thank you for applying to be a ${PRODUCT_NAME} ambassador${inCity(city, 'in')}. We can't take your application forward this time, and you are welcome to keep organising games with ${PRODUCT_NAME}.`,
    approvedSubject: `You are a ${PRODUCT_NAME} ambassador`,
    declinedSubject: `Your ${PRODUCT_NAME} ambassador application`,
    approvedTitle: 'Application approved',
    declinedTitle: 'Application reviewed',
    start: 'Start a community',
    organise: 'Organise events',
  },
  subscription: {
    line: (activities, radius, city) => `${activities} within ${radius} miles of ${city}`,
    none: 'You have no activity subscriptions now, so we will not e-mail you about new games.',
    one: (line) => `We'll let you know about ${line}.`,
    many: "We'll let you know about:",
    setSubject: 'Your activity subscription is set',
    clearedSubject: 'Your activity subscriptions are cleared',
    title: 'Activity subscription saved',
  },
  digest: {
    subject: (count, city) => `${count} new ${count === 1 ? 'game' : 'games'} near ${city}`,
    defaultCity: 'you',
    places: (names) => joinWith(names, 'and'),
    intro: (name) => `Hi ${name || 'there'}, new games match your subscription:`,
    line: (title, gameType, when, place) => `${title} (${gameType}) on ${when} at ${place}`,
    title: 'New games near you',
    more: `Find more games on ${PRODUCT_NAME}`,
  },
};

const es: MailCopy = {
  manageEmails: 'Administra o cancela estos correos',
  guestReason: 'Recibes esto porque un organizador te agregó como invitado.',
  unsubscribe: 'Darte de baja de estos correos',
  hi: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  someone: 'Alguien',
  verification: {
    subject: `Tu código de verificación de ${PRODUCT_NAME}`,
    title: 'Verifica tu correo',
    body: (code) => `Tu código de verificación es ${code}`,
  },
  passwordReset: {
    subject: `Restablece tu contraseña de ${PRODUCT_NAME}`,
    title: 'Restablece tu contraseña',
    body: (code) => `Tu código para restablecer la contraseña es ${code}`,
  },
  notification: { defaultTitle: `Novedades de ${PRODUCT_NAME}`, open: `Abrir ${PRODUCT_NAME}` },
  reminder: {
    defaultTitle: 'Tu partido',
    line: (title, when, place) => `${title} empieza ${when}${place ? ` en ${place}` : ''}.`,
    subject: (title, when) => `Recordatorio: ${title} empieza ${when}`,
    title: (title) => `Recordatorio: ${title}`,
    action: 'Consulta los detalles o cambia tu respuesta',
  },
  cancelled: { defaultTitle: 'Se canceló un evento', findAnother: 'Busca otro partido', seeEvent: 'Ver el evento', or: 'o', findAnotherLink: 'busca otro partido' },
  familyRequest: {
    relation: 'familiar',
    relationName: (relation) => relationsEs[relation],
    line: (name, relation) => `${name} te agregó como ${relation} en ${PRODUCT_NAME}.`,
    subject: (name) => `${name} te envió una solicitud de conexión familiar`,
    title: 'Solicitud de conexión familiar',
    action: 'Acéptala o recházala',
  },
  teamMotivation: {
    subject: 'Termina de configurar tu equipo',
    title: 'Tu equipo está casi listo',
    text: (name) => `${name ? `Hola, ${name}` : 'Hola'}: tu equipo está casi listo. Continúa donde lo dejaste:`,
    pickUp: 'Continúa donde lo dejaste:',
    finish: 'termina tu equipo',
  },
  ambassadorReceived: {
    line: (city) =>
      `Gracias por postularte como embajador de ${PRODUCT_NAME}${inCity(city, 'en')}. Leemos todas las solicitudes y te responderemos a este correo en un plazo de dos semanas.`,
    next: 'Mientras tanto, la forma más rápida de empezar es crear una comunidad para tus jugadores.',
    subject: `Recibimos tu solicitud de embajador de ${PRODUCT_NAME}`,
    title: 'Solicitud recibida',
    start: 'Crea una comunidad',
  },
  ambassadorDecided: {
    approvedLine: (city) =>
      `Te damos la bienvenida: ya eres embajador de ${PRODUCT_NAME}${inCity(city, 'en')}. Empieza creando una comunidad para tus jugadores e invítalos.`,
    declinedLine: (city) =>
      `Gracias por postularte como embajador de ${PRODUCT_NAME}${inCity(city, 'en')}. Esta vez no podemos seguir adelante con tu solicitud, y puedes seguir organizando partidos con ${PRODUCT_NAME}.`,
    approvedSubject: `Ya eres embajador de ${PRODUCT_NAME}`,
    declinedSubject: `Tu solicitud de embajador de ${PRODUCT_NAME}`,
    approvedTitle: 'Solicitud aprobada',
    declinedTitle: 'Solicitud revisada',
    start: 'Crea una comunidad',
    organise: 'Organiza eventos',
  },
  subscription: {
    line: (activities, radius, city) => `${activities} a menos de ${radius} millas de ${city}`,
    none: 'Ya no tienes suscripciones a actividades, así que no te enviaremos correos sobre partidos nuevos.',
    one: (line) => `Te avisaremos sobre ${line}.`,
    many: 'Te avisaremos sobre:',
    setSubject: 'Tu suscripción a actividades está lista',
    clearedSubject: 'Se borraron tus suscripciones a actividades',
    title: 'Suscripción a actividades guardada',
  },
  digest: {
    subject: (count, city) => `${count} ${count === 1 ? 'partido nuevo' : 'partidos nuevos'} cerca de ${city}`,
    defaultCity: 'ti',
    places: (names) => joinWith(names, 'y'),
    intro: (name) => `${name ? `Hola, ${name}` : 'Hola'}: hay partidos nuevos que coinciden con tu suscripción:`,
    line: (title, gameType, when, place) => `${title} (${gameType}) el ${when} en ${place}`,
    title: 'Partidos nuevos cerca de ti',
    more: `Encuentra más partidos en ${PRODUCT_NAME}`,
  },
};

export const mailCopy: Record<Locale, MailCopy> = { en, es };
