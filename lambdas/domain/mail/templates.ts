import type { MailMessage, MailTemplateName } from '@shared/schemas/mail';
import { PRODUCT_NAME } from '@shared/constants/messages';

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

/** Stands for the footer's unsubscribe link until renderMail knows whom the mail goes to. */
const FOOTER_LINK = '\u0000footer-link\u0000';

function layout(title: string, paragraphs: string[], appUrl: string): RenderedMail['html'] {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}<p style="color:#666;font-size:12px">${PRODUCT_NAME} · <a href="${escapeHtml(appUrl)}">${escapeHtml(appUrl)}</a> · ${FOOTER_LINK}</p></body></html>`;
}

/** Where every e-mail's footer sends people to change what they receive. */
export const SETTINGS_PATH = '/settings?tab=notification';

/** The plain-text twin of the HTML footer. */
const footer = (appUrl: string) => `\n\n--\n${PRODUCT_NAME}: ${appUrl}\nManage or unsubscribe from these e-mails: ${appUrl}${SETTINGS_PATH}`;

/** A guest has no settings page: their footer is their own one-click unsubscribe link. */
const guestFooter = (appUrl: string, unsubscribeUrl: string) =>
  `\n\n--\n${PRODUCT_NAME}: ${appUrl}\nYou get this because an organiser added you as a guest. Unsubscribe: ${unsubscribeUrl}`;

/** An in-app path from the data (never another site), as an absolute link. */
const linkOf = (data: Record<string, unknown>, appUrl: string, fallback: string) => {
  const path = str(data, 'link', fallback);
  return `${appUrl}${path.startsWith('/') && !path.startsWith('//') ? path : fallback}`;
};

type Renderer = (data: Record<string, unknown>, appUrl: string) => RenderedMail;

const renderers: Record<MailTemplateName, Renderer> = {
  'verification-code': (data, appUrl) => {
    const code = str(data, 'code');
    return {
      subject: `Your ${PRODUCT_NAME} verification code`,
      text: `Your verification code is ${code}`,
      html: layout('Verify your e-mail', [`Your verification code is <strong>${escapeHtml(code)}</strong>`], appUrl),
    };
  },
  'password-reset-code': (data, appUrl) => {
    const code = str(data, 'code');
    return {
      subject: `Reset your ${PRODUCT_NAME} password`,
      text: `Your password reset code is ${code}`,
      html: layout('Reset your password', [`Your password reset code is <strong>${escapeHtml(code)}</strong>`], appUrl),
    };
  },
  notification: (data, appUrl) => {
    const title = str(data, 'title', `News from ${PRODUCT_NAME}`);
    const message = str(data, 'message');
    const link = linkOf(data, appUrl, '/home');
    return {
      subject: title,
      text: `${message || title}\n\nOpen ${PRODUCT_NAME}: ${link}`,
      html: layout(title, [escapeHtml(message), `<a href="${escapeHtml(link)}">Open ${PRODUCT_NAME}</a>`], appUrl),
    };
  },
  'event-reminder': (data, appUrl) => {
    const title = str(data, 'eventTitle', 'Your game');
    const when = str(data, 'when');
    const place = str(data, 'place');
    const link = linkOf(data, appUrl, '/home');
    const line = `${title} starts ${when}${place ? ` at ${place}` : ''}.`;
    return {
      subject: `Reminder: ${title} starts ${when}`,
      text: `${line}\nSee the details or change your RSVP: ${link}`,
      html: layout(`Reminder: ${title}`, [escapeHtml(line), `<a href="${escapeHtml(link)}">See the details or change your RSVP</a>`], appUrl),
    };
  },
  'event-cancelled': (data, appUrl) => {
    const title = str(data, 'title', 'An event was cancelled');
    const message = str(data, 'message');
    const link = linkOf(data, appUrl, '/discover');
    return {
      subject: title,
      text: `${message}\nFind another game: ${appUrl}/discover`,
      html: layout(title, [escapeHtml(message), `<a href="${escapeHtml(link)}">See the event</a> or <a href="${escapeHtml(appUrl)}/discover">find another game</a>.`], appUrl),
    };
  },
  'family-connection-request': (data, appUrl) => {
    const name = str(data, 'requesterName', 'Someone');
    const relation = str(data, 'relation', 'family member');
    const link = linkOf(data, appUrl, '/notifications');
    const line = `${name} added you as their ${relation} on ${PRODUCT_NAME}.`;
    return {
      subject: `${name} sent you a family connection request`,
      text: `${line}\nAccept or decline it: ${link}`,
      html: layout('Family connection request', [escapeHtml(line), `<a href="${escapeHtml(link)}">Accept or decline it</a>`], appUrl),
    };
  },
  'team-create-motivation-notification': (data, appUrl) => {
    const name = str(data, 'username', 'there');
    return {
      subject: 'Finish setting up your team',
      text: `Hi ${name}, your team is almost ready. Pick up where you left off: ${appUrl}/teams/create`,
      html: layout(
        'Your team is almost ready',
        [`Hi ${escapeHtml(name)},`, `Pick up where you left off: <a href="${escapeHtml(appUrl)}/teams/create">finish your team</a>.`],
        appUrl,
      ),
    };
  },
  'ambassador-application-received': (data, appUrl) => {
    const firstName = str(data, 'firstName', 'there');
    const city = str(data, 'city');
    const line = `Thank you for applying to be a ${PRODUCT_NAME} ambassador${city ? ` in ${city}` : ''}. We read every application and will reply to this address within two weeks.`;
    const next = 'Meanwhile, the quickest way to get going is to start a community for your players.';
    return {
      subject: `We received your ${PRODUCT_NAME} ambassador application`,
      text: `Hi ${firstName},\n${line}\n${next} ${appUrl}/start/community`,
      html: layout(
        'Application received',
        [`Hi ${escapeHtml(firstName)},`, escapeHtml(line), `${escapeHtml(next)} <a href="${escapeHtml(appUrl)}/start/community">Start a community</a>`],
        appUrl,
      ),
    };
  },
  'ambassador-application-decided': (data, appUrl) => {
    const firstName = str(data, 'firstName', 'there');
    const city = str(data, 'city');
    const approved = str(data, 'status') === 'approved';
    const where = city ? ` in ${city}` : '';
    const line = approved
      ? `Welcome aboard: you are now a ${PRODUCT_NAME} ambassador${where}. Start by creating a community for your players and inviting them.`
      : `Thank you for applying to be a ${PRODUCT_NAME} ambassador${where}. We can't take your application forward this time, and you are welcome to keep organising games with ${PRODUCT_NAME}.`;
    const link = approved ? `${appUrl}/start/community` : `${appUrl}/organize-events`;
    const label = approved ? 'Start a community' : 'Organise events';
    return {
      subject: approved ? `You are a ${PRODUCT_NAME} ambassador` : `Your ${PRODUCT_NAME} ambassador application`,
      text: `Hi ${firstName},\n${line}\n${label}: ${link}`,
      html: layout(
        approved ? 'Application approved' : 'Application reviewed',
        [`Hi ${escapeHtml(firstName)},`, escapeHtml(line), `<a href="${escapeHtml(link)}">${escapeHtml(label)}</a>`],
        appUrl,
      ),
    };
  },
  'activity-subscription-confirmation': (data, appUrl) => {
    const firstName = str(data, 'firstName', 'there');
    const lineOf = (d: Record<string, unknown>) => `${str(d, 'activitiesList')} within ${str(d, 'radius')} miles of ${str(d, 'city')}`;
    // `subscriptions` lists everything subscribed after the save; without it the spec's single-entry fields are the list.
    const all = Array.isArray(data.subscriptions) ? (data.subscriptions as Array<Record<string, unknown>>).map(lineOf) : [lineOf(data)];
    const lines =
      all.length === 0
        ? ['You have no activity subscriptions now, so we will not e-mail you about new games.']
        : all.length === 1
          ? [`We'll let you know about ${all[0]}.`]
          : ["We'll let you know about:", ...all.map((l) => `- ${l}`)];
    return {
      subject: 'Your activity subscription is set',
      text: `Hi ${firstName}, ${lines.join('\n')}`,
      html: layout('Activity subscription saved', [`Hi ${escapeHtml(firstName)},`, ...lines.map(escapeHtml)], appUrl),
    };
  },
  'activity-digest': (data, appUrl) => {
    const firstName = str(data, 'firstName', 'there');
    const events = Array.isArray(data.events) ? (data.events as Array<Record<string, unknown>>) : [];
    const items = events.map((e) => ({
      line: `${str(e, 'title')} (${str(e, 'gameType')}) on ${str(e, 'when')} at ${str(e, 'place')}`,
      link: linkOf(e, appUrl, '/discover'),
    }));
    return {
      subject: `${events.length} new ${events.length === 1 ? 'game' : 'games'} near ${str(data, 'city', 'you')}`,
      text: [`Hi ${firstName}, new games match your subscription:`, ...items.map((i) => `- ${i.line}: ${i.link}`)].join('\n'),
      html: layout(
        'New games near you',
        [
          `Hi ${escapeHtml(firstName)}, new games match your subscription:`,
          `<ul>${items.map((i) => `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.line)}</a></li>`).join('')}</ul>`,
          `<a href="${escapeHtml(appUrl)}/discover">Find more games on ${PRODUCT_NAME}</a>`,
        ],
        appUrl,
      ),
    };
  },
};

export function renderMail(mail: MailMessage, appUrl: string): RenderedMail {
  const rendered = renderers[mail.template.name](mail.template.data, appUrl);
  const link = mail.unsubscribe
    ? `<a href="${escapeHtml(mail.unsubscribe.page)}">Unsubscribe from these e-mails</a>`
    : `<a href="${escapeHtml(`${appUrl}${SETTINGS_PATH}`)}">Manage or unsubscribe from these e-mails</a>`;
  const withFooter = {
    ...rendered,
    // The footer is the last thing layout() writes, whatever the data holds.
    html: (() => {
      const at = rendered.html.lastIndexOf(FOOTER_LINK);
      return at < 0 ? rendered.html : rendered.html.slice(0, at) + link + rendered.html.slice(at + FOOTER_LINK.length);
    })(),
    text: rendered.text + (mail.unsubscribe ? guestFooter(appUrl, mail.unsubscribe.page) : footer(appUrl)),
  };
  return mail.message?.subject ? { ...withFooter, subject: mail.message.subject } : withFooter;
}
