import type { EndorsementKind } from '@shared/constants/endorsement-messages';
import { endorsementKindLabels, endorsementMessages } from '@shared/constants/endorsement-messages';
import { eventMessages, eventPaymentMessages } from '@shared/constants/event-messages';
import type { FamilyRelation } from '@shared/schemas/family';
import type { GameType } from '@shared/constants/lists';
import { intlLocales, sourceLocale, type Locale } from '@shared/constants/locales';
import { minorMessages } from '@shared/constants/minor-messages';
import { PRODUCT_NAME } from '@shared/constants/product';
import { nudgeMessages } from '@shared/constants/reminders';
import { teamMessages } from '@shared/constants/team-messages';
import { fillMessages } from '@shared/schemas/fill';
import type { NotificationText, NotificationTextKey } from '@shared/schemas/notify';
import { formatEventTime } from '@shared/time/event-time-label';

/**
 * What notifications say (the in-app record, the e-mail and the push), per language. Typed like
 * the mail copy: every key needs an entry in every language, or the build fails; each entry takes
 * its values as arguments so the word order can differ. English reuses the shared constants the
 * web app and the tests know, so it stays word for word.
 */

/** A time as stored (ISO) with the zone it is shown in: formatted in the recipient's language. */
interface When {
  at: string;
  timeZone: string;
}

export interface NotificationValues {
  /** `source` is the host's, team's or place's name; `place` is where the game is. */
  followedHostEvent: { source: string; event: string; place: string } & When;
  followedTeamEvent: { source: string; event: string; place: string } & When;
  followedPlaceEvent: { source: string; event: string; place: string } & When;
  newGameNearby: { gameType: string; event: string; place: string } & When;
  playerJoinedNearby: { name: string; sports: string[]; city: string };
  fillInvite: { event: string; place: string } & When;
  endorsed: { name: string; kind: EndorsementKind; event: string };
  rsvpJoined: { name: string; event: string; status: 'joined' | 'pending' | 'waitlisted' | 'held' };
  gameOn: { event: string };
  /** `paid`: a paid game, whose call-off refunds everyone. */
  calledOff: { event: string; minimum: number; paid?: boolean };
  calledOffOrganiser: { event: string; players: number; minimum: number };
  eventCancelled: { event: string; paid?: boolean };
  waitlistPromoted: { event: string };
  /** The spot is held until `at`. */
  payLink: { event: string } & When;
  lateRefund: { event: string };
  refunded: { event: string };
  eventMoved: { event: string } & When;
  dateDropped: { event: string; paid?: boolean } & When;
  reminder: { event: string } & When;
  nudge: { event: string } & When;
  familyRequest: { name: string; relation: FamilyRelation };
  familyAccepted: { name: string };
  /** `text` is the message quoted, or '' when the sender is not someone the recipient knows. */
  directMessage: { sender: string; text: string };
  /** `team` is '' when the team has no name to show. */
  teamMessage: { team: string; sender: string; text: string };
  connectionRequest: { name: string };
  connectionAccepted: { name: string };
  connectionHeld: { requester: string; minor: string };
  connectionDeclined: Record<string, never>;
  teamJoinRequest: { name: string; team: string };
  teamJoined: { name: string; team: string };
  teamApproved: { team: string };
  teamJoinHeld: { minor: string; team: string };
  teamJoinDeclined: { team: string };
}

/** Dates, times and lists in the recipient's language. */
export interface Formats {
  /** "Sat, Nov 28, 6:30 PM MST" / "sáb, 28 nov, 6:30 p.m. GMT-7" */
  when: (at: string, timeZone: string) => string;
  /** "a, b y c" */
  list: (items: readonly string[]) => string;
}

/** Said in Spanish to everyone of a paid game that is called off (as `refundedInFull` in English). */
const reembolsado = ' Si pagaste con tarjeta, te devolvemos el importe completo.';

export function formatsFor(locale: Locale): Formats {
  const tag = intlLocales[locale];
  return {
    when: (at, timeZone) => formatEventTime(at, timeZone, { intlLocale: tag }),
    list: (items) => new Intl.ListFormat(tag, { type: 'conjunction' }).format(items),
  };
}

export interface NotificationWords {
  title: string;
  message: string;
}

type Entry<V> = (values: V, f: Formats) => NotificationWords;
export type NotificationCopy = { [K in NotificationTextKey]: Entry<NotificationValues[K]> };

const words = (title: string, message: string): NotificationWords => ({ title, message });

const en: NotificationCopy = {
  followedHostEvent: (v, f) => words(`${v.source} posted a new game: ${v.event}`, `${v.event}, ${f.when(v.at, v.timeZone)} at ${v.place}.`),
  followedTeamEvent: (v, f) => words(`${v.source} has a new game: ${v.event}`, `${v.event}, ${f.when(v.at, v.timeZone)} at ${v.place}.`),
  followedPlaceEvent: (v, f) => words(`New game at ${v.source}: ${v.event}`, `${v.event}, ${f.when(v.at, v.timeZone)} at ${v.place}.`),
  newGameNearby: (v, f) =>
    words(`New ${v.gameType} game near you: ${v.event}`, `${v.event}, ${f.when(v.at, v.timeZone)} at ${v.place}. Join before it fills up.`),
  playerJoinedNearby: (v) =>
    words(
      `${v.name} joined ${PRODUCT_NAME} near you`,
      `${v.name} plays ${v.sports.slice(0, 3).join(', ')}${v.city ? ` around ${v.city}` : ''}. Say hello or invite them to a game.`,
    ),
  fillInvite: (v, f) => words(fillMessages.inviteTitle(v.event), fillMessages.inviteBody(v.event, f.when(v.at, v.timeZone), v.place)),
  endorsed: (v) => words(endorsementMessages.title(v.name), endorsementMessages.body(endorsementKindLabels[v.kind], v.event)),
  rsvpJoined: (v) => words(eventMessages.joinedTitle(v.event), eventMessages.joinedBody(v.name, v.event, v.status)),
  gameOn: (v) => words(eventMessages.gameOnTitle(v.event), eventMessages.gameOnBody(v.event)),
  calledOff: (v) => words(eventMessages.calledOffTitle(v.event), eventMessages.calledOffBody(v.event, v.minimum, v.paid)),
  calledOffOrganiser: (v) => words(eventMessages.calledOffTitle(v.event), eventMessages.calledOffOrganiserBody(v.event, v.players, v.minimum)),
  eventCancelled: (v) => words(eventMessages.cancelledTitle(v.event), eventMessages.cancelledBody(v.event, v.paid)),
  waitlistPromoted: (v) => words(eventMessages.promotedTitle(v.event), eventMessages.promotedBody(v.event)),
  payLink: (v, f) => words(eventPaymentMessages.payLinkTitle(v.event), eventPaymentMessages.payLinkBody(v.event, f.when(v.at, v.timeZone))),
  lateRefund: (v) => words(eventPaymentMessages.lateRefundTitle(v.event), eventPaymentMessages.lateRefundBody(v.event)),
  refunded: (v) => words(eventPaymentMessages.refundedTitle(v.event), eventPaymentMessages.refundedBody(v.event)),
  eventMoved: (v, f) => words(eventMessages.movedTitle(v.event), eventMessages.movedBody(v.event, f.when(v.at, v.timeZone))),
  dateDropped: (v, f) => words(eventMessages.dateDroppedTitle(v.event), eventMessages.dateDroppedBody(v.event, f.when(v.at, v.timeZone), v.paid)),
  reminder: (v, f) => words(eventMessages.reminderTitle(v.event), eventMessages.reminderBody(v.event, f.when(v.at, v.timeZone))),
  nudge: (v, f) => words(nudgeMessages.title(v.event), nudgeMessages.body(v.event, f.when(v.at, v.timeZone))),
  familyRequest: (v) => words('Family connection request', `${v.name} added you as their ${v.relation}.`),
  familyAccepted: (v) => words('Family connection accepted', `${v.name} accepted your family request.`),
  directMessage: (v) =>
    words(`New message from ${v.sender}`, v.text || `${v.sender} sent you a message on ${PRODUCT_NAME}. Open the conversation to read it.`),
  teamMessage: (v) =>
    words(`New messages in ${v.team || 'your team'}`, v.text || `${v.sender} sent you a message on ${PRODUCT_NAME}. Open the conversation to read it.`),
  connectionRequest: (v) => words('New connection request', `${v.name} would like to connect with you.`),
  connectionAccepted: (v) => words('Connection accepted', `${v.name} accepted your connection request.`),
  connectionHeld: (v) => words(minorMessages.heldTitle(v.minor), minorMessages.heldMessage(v.requester, v.minor)),
  connectionDeclined: () => words(minorMessages.declinedTitle, minorMessages.declined),
  teamJoinRequest: (v) => words(teamMessages.joinRequestTitle, teamMessages.joinRequestMessage(v.name, v.team)),
  teamJoined: (v) => words(teamMessages.joinedTitle, teamMessages.joinedMessage(v.name, v.team)),
  teamApproved: (v) => words(teamMessages.approvedTitle, teamMessages.approvedMessage(v.team)),
  teamJoinHeld: (v) => words(minorMessages.teamHeldTitle(v.minor), minorMessages.teamHeldMessage(v.minor, v.team)),
  teamJoinDeclined: (v) => words(minorMessages.teamDeclinedTitle(v.team), minorMessages.declined),
};

/** Game types as a Spanish reader says them (the app's catalogue has the same names, context "game type"). */
export const gameTypesEs: Record<GameType, string> = {
  Other: 'Otro',
  Badminton: 'Bádminton',
  Baseball: 'Béisbol',
  Basketball: 'Básquetbol',
  'Board Games': 'Juegos de mesa',
  Cornhole: 'Cornhole',
  Cycling: 'Ciclismo',
  'Disc Golf': 'Disc golf',
  'Flag Football': 'Flag football',
  Football: 'Fútbol americano',
  Golf: 'Golf',
  Hiking: 'Senderismo',
  Hockey: 'Hockey',
  Kickball: 'Kickball',
  Lacrosse: 'Lacrosse',
  Padel: 'Pádel',
  Pickleball: 'Pickleball',
  Racquetball: 'Ráquetbol',
  Rugby: 'Rugby',
  Running: 'Running',
  Skiing: 'Esquí',
  Soccer: 'Fútbol',
  Softball: 'Sóftbol',
  Spikeball: 'Spikeball',
  Squash: 'Squash',
  Swimming: 'Natación',
  'Table Tennis': 'Tenis de mesa',
  Tennis: 'Tenis',
  'Ultimate Frisbee': 'Ultimate frisbee',
  Volleyball: 'Vóleibol',
  Yoga: 'Yoga',
};
/** A stored game type in Spanish; one not listed (an older row) as stored. */
const gameTypeEs = (type: string) => (Object.hasOwn(gameTypesEs, type) ? gameTypesEs[type as GameType] : type);

const kindsEs: Record<EndorsementKind, string> = { sportsmanship: 'deportividad', skill: 'habilidad', reliability: 'fiabilidad' };

/** What the new family member is to the person who added them, as the recipient reads it. */
export const relationsEs: Record<FamilyRelation, string> = {
  parent: 'padre o madre',
  child: 'hijo o hija',
  spouse: 'cónyuge',
  sibling: 'hermano o hermana',
  guardian: 'tutor o tutora',
  other: 'familiar',
};

const playersEs = (n: number) => `${n} ${n === 1 ? 'jugador' : 'jugadores'}`;
const readInRallyEs = (sender: string) => `${sender} te envió un mensaje en ${PRODUCT_NAME}. Abre la conversación para leerlo.`;

const es: NotificationCopy = {
  followedHostEvent: (v, f) => words(`${v.source} publicó un partido nuevo: ${v.event}`, `${v.event}, ${f.when(v.at, v.timeZone)} en ${v.place}.`),
  followedTeamEvent: (v, f) => words(`${v.source} tiene un partido nuevo: ${v.event}`, `${v.event}, ${f.when(v.at, v.timeZone)} en ${v.place}.`),
  followedPlaceEvent: (v, f) => words(`Partido nuevo en ${v.source}: ${v.event}`, `${v.event}, ${f.when(v.at, v.timeZone)} en ${v.place}.`),
  newGameNearby: (v, f) =>
    words(
      `Partido nuevo de ${gameTypeEs(v.gameType)} cerca de ti: ${v.event}`,
      `${v.event}, ${f.when(v.at, v.timeZone)} en ${v.place}. Únete antes de que se llene.`,
    ),
  playerJoinedNearby: (v, f) =>
    words(
      `${v.name} se unió a ${PRODUCT_NAME} cerca de ti`,
      `${v.name} juega ${f.list(v.sports.slice(0, 3).map(gameTypeEs))}${v.city ? ` por ${v.city}` : ''}. Salúdale o invítale a un partido.`,
    ),
  fillInvite: (v, f) =>
    words(`Hay un lugar libre: ${v.event}`, `Estás libre a esa hora: ${v.event}, ${f.when(v.at, v.timeZone)} en ${v.place}. Únete con un toque.`),
  endorsed: (v) => words(`${v.name} te dio un reconocimiento`, `Por tu ${kindsEs[v.kind]} en ${v.event}`),
  rsvpJoined: (v) =>
    words(
      `Nueva respuesta para ${v.event}`,
      v.status === 'held'
        ? `${v.name} está pagando para unirse a ${v.event}.`
        : v.status === 'pending'
          ? `${v.name} pidió unirse a ${v.event}. Revisa la solicitud en la página del evento.`
          : v.status === 'waitlisted'
            ? `${v.name} se unió a la lista de espera de ${v.event}.`
            : `${v.name} se unió a ${v.event}.`,
    ),
  gameOn: (v) => words(`¡Se juega!: ${v.event}`, `${v.event} tiene suficientes jugadores y sigue adelante. ¡Nos vemos allí!`),
  calledOff: (v) =>
    words(
      `Suspendido: ${v.event}`,
      `${v.event} no llegó a su mínimo de ${playersEs(v.minimum)} antes del cierre, así que se suspende. Tu lugar quedó liberado.${v.paid ? reembolsado : ''}`,
    ),
  calledOffOrganiser: (v) =>
    words(
      `Suspendido: ${v.event}`,
      `${v.event} tenía ${v.players} de los ${playersEs(v.minimum)} que necesitaba al cierre, así que se suspendió y se avisó a todos.`,
    ),
  eventCancelled: (v) => words(`Se canceló ${v.event}`, `El organizador canceló ${v.event}. Tu lugar quedó liberado.${v.paid ? reembolsado : ''}`),
  waitlistPromoted: (v) => words(`Estás dentro: ${v.event}`, `Se liberó un lugar y pasaste de la lista de espera a los jugadores de ${v.event}.`),
  payLink: (v, f) =>
    words(
      `Se liberó un lugar: ${v.event}`,
      `Se liberó un lugar en ${v.event}. Lo guardamos para ti hasta el ${f.when(v.at, v.timeZone)}: paga para confirmarlo.`,
    ),
  lateRefund: (v) =>
    words(
      `Reembolsado: ${v.event}`,
      `Tu pago de ${v.event} llegó después de que venciera tu lugar reservado, y el partido estaba lleno, así que se te reembolsó por completo.`,
    ),
  refunded: (v) => words(`Reembolsado: ${v.event}`, `El organizador te reembolsó el pago de ${v.event}.`),
  eventMoved: (v, f) => words(`Nuevo horario: ${v.event}`, `${v.event} ahora empieza el ${f.when(v.at, v.timeZone)}. Tu lugar se mantiene.`),
  dateDropped: (v, f) =>
    words(
      `Se canceló una fecha: ${v.event}`,
      `El organizador quitó el ${f.when(v.at, v.timeZone)} del calendario de ${v.event}. Tu lugar para esa fecha quedó liberado.${v.paid ? reembolsado : ''}`,
    ),
  reminder: (v, f) => words(`Recordatorio: ${v.event}`, `${v.event} empieza el ${f.when(v.at, v.timeZone)}. ¡Nos vemos allí!`),
  nudge: (v, f) =>
    words(
      `¿Vas a jugar? ${v.event}`,
      `El organizador de ${v.event} (${f.when(v.at, v.timeZone)}) está contando jugadores. Avísale si vas.`,
    ),
  familyRequest: (v) => words('Solicitud de conexión familiar', `${v.name} te agregó como ${relationsEs[v.relation]}.`),
  familyAccepted: (v) => words('Conexión familiar aceptada', `${v.name} aceptó tu solicitud familiar.`),
  directMessage: (v) => words(`Mensaje nuevo de ${v.sender}`, v.text || readInRallyEs(v.sender)),
  teamMessage: (v) => words(`Mensajes nuevos en ${v.team || 'tu equipo'}`, v.text || readInRallyEs(v.sender)),
  connectionRequest: (v) => words('Nueva solicitud de conexión', `${v.name} quiere conectar contigo.`),
  connectionAccepted: (v) => words('Conexión aceptada', `${v.name} aceptó tu solicitud de conexión.`),
  connectionHeld: (v) =>
    words(
      `Solicitud de conexión para ${v.minor}`,
      `${v.requester} quiere conectar con ${v.minor}. Apruébala o recházala en tu página de Conexiones.`,
    ),
  connectionDeclined: () => words('Solicitud de conexión', 'Se rechazó esta solicitud.'),
  teamJoinRequest: (v) => words('Solicitud para unirse', `${v.name} pidió unirse a ${v.team}.`),
  teamJoined: (v) => words('Nuevo miembro', `${v.name} se unió a ${v.team}.`),
  teamApproved: (v) => words('Solicitud aprobada', `Ya eres miembro de ${v.team}.`),
  teamJoinHeld: (v) =>
    words(`${v.minor} pidió unirse a un equipo`, `${v.minor} pidió unirse a ${v.team}. Apruébala o recházala en tu página de Conexiones.`),
  teamJoinDeclined: (v) => words(`Solicitud para unirse a ${v.team}`, 'Se rechazó esta solicitud.'),
};

export const notificationCopy: Record<Locale, NotificationCopy> = { en, es };

/** What notificationText gives: the English words and the key that writes them in another language. */
export type TextedWords = NotificationWords & { text: NotificationText };

const fit = (w: NotificationWords): NotificationWords => ({ title: w.title.slice(0, 200), message: w.message.slice(0, 2000) });

function render<K extends NotificationTextKey>(key: K, values: NotificationValues[K], locale: Locale): NotificationWords {
  return fit(notificationCopy[locale][key](values, formatsFor(locale)));
}

/**
 * What a producer puts on the notify queue: the text by key, and its English words (what a guest,
 * who has no profile and so no language, reads).
 */
export function notificationText<K extends NotificationTextKey>(key: K, values: NotificationValues[K]): TextedWords {
  return { ...render(key, values, sourceLocale), text: { key, values: values as NotificationText['values'] } };
}

/**
 * The title and message in the recipient's language. Without a catalogue key (a broadcast's own
 * words) or for English, the words the producer wrote.
 */
export function wordsFor(n: NotificationWords & { text?: NotificationText | undefined }, locale: Locale | undefined): NotificationWords {
  if (!n.text || !locale || locale === sourceLocale) return { title: n.title, message: n.message };
  return render(n.text.key, n.text.values as never, locale);
}
