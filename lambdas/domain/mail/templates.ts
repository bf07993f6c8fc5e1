import type { MailMessage, MailTemplateName } from '@shared/schemas/mail';
import { sourceLocale } from '@shared/constants/locales';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { formatsFor, type Formats } from '../notifications/copy';
import { isFamilyRelation, mailCopy, type MailCopy } from './copy';

/**
 * Mail templates, rendered in code (not SES templates: the local SES emulator cannot render
 * v1 templates, and code keeps copy reviewable and tested). Each returns subject, text and HTML.
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const str = (data: Record<string, unknown>, key: string, fallback = '') =>
  typeof data[key] === 'string' || typeof data[key] === 'number' ? String(data[key]) : fallback;

/** Stands for the footer's link until renderMail knows whom the mail goes to (a guest or a player). */
const FOOTER_LINK = '\u0000footer-link\u0000';

function layout(title: string, paragraphs: string[], appUrl: string): RenderedMail['html'] {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  const links = appUrl ? ` · <a href="${escapeHtml(appUrl)}">${escapeHtml(appUrl)}</a> · ${FOOTER_LINK}` : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}<p style="color:#666;font-size:12px">${PRODUCT_NAME}${links}</p></body></html>`;
}

/** Where every e-mail's footer sends people to change what they receive. */
export const SETTINGS_PATH = '/settings?tab=notification';

/** The plain-text twin of the HTML footer. */
const footer = (copy: MailCopy, appUrl: string) =>
  appUrl ? `\n\n--\n${PRODUCT_NAME}: ${appUrl}\n${copy.manageEmails}: ${appUrl}${SETTINGS_PATH}` : `\n\n--\n${PRODUCT_NAME}`;

/** A guest has no settings page: their footer is their own one-click unsubscribe link. */
const guestFooter = (copy: MailCopy, appUrl: string, unsubscribeUrl: string) =>
  `\n\n--\n${PRODUCT_NAME}: ${appUrl}\n${copy.guestReason} ${copy.unsubscribe}: ${unsubscribeUrl}`;

/** An in-app path from the data (never another site), as an absolute link. */
const linkOf = (data: Record<string, unknown>, appUrl: string, fallback: string) => {
  const path = str(data, 'link', fallback);
  return `${appUrl}${path.startsWith('/') && !path.startsWith('//') ? path : fallback}`;
};

/**
 * A time the producer sent as `at`-like ISO plus `timeZone`, written in the recipient's language;
 * else the producer's own words (`when`), as older queue messages carry.
 */
const whenOf = (data: Record<string, unknown>, isoKey: string, f: Formats) => {
  const iso = str(data, isoKey);
  const zone = str(data, 'timeZone');
  return iso && zone ? f.when(iso, zone) : str(data, 'when');
};

type Renderer = (data: Record<string, unknown>, appUrl: string, c: MailCopy, f: Formats) => RenderedMail;

const renderers: Record<MailTemplateName, Renderer> = {
  'verification-code': (data, appUrl, c) => {
    const code = str(data, 'code');
    return {
      subject: c.verification.subject,
      text: c.verification.body(code),
      html: layout(c.verification.title, [c.verification.body(`<strong>${escapeHtml(code)}</strong>`)], appUrl),
    };
  },
  'password-reset-code': (data, appUrl, c) => {
    const code = str(data, 'code');
    return {
      subject: c.passwordReset.subject,
      text: c.passwordReset.body(code),
      html: layout(c.passwordReset.title, [c.passwordReset.body(`<strong>${escapeHtml(code)}</strong>`)], appUrl),
    };
  },
  notification: (data, appUrl, c) => {
    const title = str(data, 'title', c.notification.defaultTitle);
    const message = str(data, 'message');
    const link = linkOf(data, appUrl, '/home');
    return {
      subject: title,
      text: `${message || title}\n\n${c.notification.open}: ${link}`,
      html: layout(title, [escapeHtml(message), `<a href="${escapeHtml(link)}">${escapeHtml(c.notification.open)}</a>`], appUrl),
    };
  },
  'event-reminder': (data, appUrl, c, f) => {
    const title = str(data, 'eventTitle', c.reminder.defaultTitle);
    const when = whenOf(data, 'occurrence', f);
    const line = c.reminder.line(title, when, str(data, 'place'));
    const link = linkOf(data, appUrl, '/home');
    return {
      subject: c.reminder.subject(title, when),
      text: `${line}\n${c.reminder.action}: ${link}`,
      html: layout(c.reminder.title(title), [escapeHtml(line), `<a href="${escapeHtml(link)}">${escapeHtml(c.reminder.action)}</a>`], appUrl),
    };
  },
  'event-cancelled': (data, appUrl, c) => {
    const title = str(data, 'title', c.cancelled.defaultTitle);
    const message = str(data, 'message');
    const link = linkOf(data, appUrl, '/discover');
    return {
      subject: title,
      text: `${message}\n${c.cancelled.findAnother}: ${appUrl}/discover`,
      html: layout(
        title,
        [
          escapeHtml(message),
          `<a href="${escapeHtml(link)}">${escapeHtml(c.cancelled.seeEvent)}</a> ${escapeHtml(c.cancelled.or)} <a href="${escapeHtml(appUrl)}/discover">${escapeHtml(c.cancelled.findAnotherLink)}</a>.`,
        ],
        appUrl,
      ),
    };
  },
  'family-connection-request': (data, appUrl, c) => {
    const name = str(data, 'requesterName', c.someone);
    const relation = str(data, 'relation');
    const line = c.familyRequest.line(name, isFamilyRelation(relation) ? c.familyRequest.relationName(relation) : relation || c.familyRequest.relation);
    const link = linkOf(data, appUrl, '/notifications');
    return {
      subject: c.familyRequest.subject(name),
      text: `${line}\n${c.familyRequest.action}: ${link}`,
      html: layout(c.familyRequest.title, [escapeHtml(line), `<a href="${escapeHtml(link)}">${escapeHtml(c.familyRequest.action)}</a>`], appUrl),
    };
  },
  'team-create-motivation-notification': (data, appUrl, c) => {
    const name = str(data, 'username');
    return {
      subject: c.teamMotivation.subject,
      text: `${c.teamMotivation.text(name)} ${appUrl}/teams/create`,
      html: layout(
        c.teamMotivation.title,
        [escapeHtml(c.hi(name)), `${escapeHtml(c.teamMotivation.pickUp)} <a href="${escapeHtml(appUrl)}/teams/create">${escapeHtml(c.teamMotivation.finish)}</a>.`],
        appUrl,
      ),
    };
  },
  'ambassador-application-received': (data, appUrl, c) => {
    const hi = c.hi(str(data, 'firstName'));
    const line = c.ambassadorReceived.line(str(data, 'city'));
    const next = c.ambassadorReceived.next;
    return {
      subject: c.ambassadorReceived.subject,
      text: `${hi}\n${line}\n${next} ${appUrl}/start/community`,
      html: layout(
        c.ambassadorReceived.title,
        [escapeHtml(hi), escapeHtml(line), `${escapeHtml(next)} <a href="${escapeHtml(appUrl)}/start/community">${escapeHtml(c.ambassadorReceived.start)}</a>`],
        appUrl,
      ),
    };
  },
  'ambassador-application-decided': (data, appUrl, c) => {
    const hi = c.hi(str(data, 'firstName'));
    const city = str(data, 'city');
    const approved = str(data, 'status') === 'approved';
    const d = c.ambassadorDecided;
    const line = approved ? d.approvedLine(city) : d.declinedLine(city);
    const link = approved ? `${appUrl}/start/community` : `${appUrl}/organize-events`;
    const label = approved ? d.start : d.organise;
    return {
      subject: approved ? d.approvedSubject : d.declinedSubject,
      text: `${hi}\n${line}\n${label}: ${link}`,
      html: layout(approved ? d.approvedTitle : d.declinedTitle, [escapeHtml(hi), escapeHtml(line), `<a href="${escapeHtml(link)}">${escapeHtml(label)}</a>`], appUrl),
    };
  },
  'activity-subscription-confirmation': (data, appUrl, c) => {
    const s = c.subscription;
    const hi = c.hi(str(data, 'firstName'));
    const lineOf = (d: Record<string, unknown>) => s.line(str(d, 'activitiesList'), str(d, 'radius'), str(d, 'city'));
    // `subscriptions` lists everything subscribed after the save; without it the spec's single-entry fields are the list.
    const all = Array.isArray(data.subscriptions) ? (data.subscriptions as Array<Record<string, unknown>>).map(lineOf) : [lineOf(data)];
    const lines = all.length === 0 ? [s.none] : all.length === 1 ? [s.one(all[0]!)] : [s.many, ...all.map((l) => `- ${l}`)];
    return {
      subject: all.length === 0 ? s.clearedSubject : s.setSubject,
      text: `${hi.replace(/[,:]$/, ',')} ${lines.join('\n')}`,
      html: layout(s.title, [escapeHtml(hi), ...lines.map(escapeHtml)], appUrl),
    };
  },
  'activity-digest': (data, appUrl, c, f) => {
    const events = Array.isArray(data.events) ? (data.events as Array<Record<string, unknown>>) : [];
    const items = events.map((e) => ({
      line: c.digest.line(str(e, 'title'), str(e, 'gameType'), whenOf(e, 'at', f), str(e, 'place')),
      link: linkOf(e, appUrl, '/discover'),
    }));
    const intro = c.digest.intro(str(data, 'firstName'));
    const places = Array.isArray(data.places) ? data.places.filter((p): p is string => typeof p === 'string') : [];
    return {
      subject: c.digest.subject(events.length, places.length ? c.digest.places(places) : str(data, 'city', c.digest.defaultCity)),
      text: [intro, ...items.map((i) => `- ${i.line}: ${i.link}`)].join('\n'),
      html: layout(
        c.digest.title,
        [
          escapeHtml(intro),
          `<ul>${items.map((i) => `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.line)}</a></li>`).join('')}</ul>`,
          `<a href="${escapeHtml(appUrl)}/discover">${escapeHtml(c.digest.more)}</a>`,
        ],
        appUrl,
      ),
    };
  },
};

/**
 * Renders in the recipient's language (English when the producer did not know it). An empty
 * `appUrl` leaves the footer without links: only the code mails are rendered so, by the user
 * pool's trigger of a stage with no domain of its own (the pool's stack cannot know the CloudFront
 * address, which is made later in the app stack).
 */
export function renderMail(mail: MailMessage, appUrl: string): RenderedMail {
  const locale = mail.locale ?? sourceLocale;
  const copy = mailCopy[locale];
  const rendered = renderers[mail.template.name](mail.template.data, appUrl, copy, formatsFor(locale));
  const link = mail.unsubscribe
    ? `<a href="${escapeHtml(mail.unsubscribe.page)}">${escapeHtml(copy.unsubscribe)}</a>`
    : `<a href="${escapeHtml(`${appUrl}${SETTINGS_PATH}`)}">${escapeHtml(copy.manageEmails)}</a>`;
  const withFooter = {
    ...rendered,
    // The footer is the last thing layout() writes, whatever the data holds.
    html: (() => {
      const at = rendered.html.lastIndexOf(FOOTER_LINK);
      return at < 0 ? rendered.html : rendered.html.slice(0, at) + link + rendered.html.slice(at + FOOTER_LINK.length);
    })(),
    text: rendered.text + (mail.unsubscribe ? guestFooter(copy, appUrl, mail.unsubscribe.page) : footer(copy, appUrl)),
  };
  return mail.message?.subject ? { ...withFooter, subject: mail.message.subject } : withFooter;
}
