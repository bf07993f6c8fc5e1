import type { MailMessage, MailTemplateName } from '../../../shared/schemas/mail';
import { PRODUCT_NAME } from '../../../shared/constants/messages';

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

function layout(title: string, paragraphs: string[], appUrl: string): RenderedMail['html'] {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}<p style="color:#666;font-size:12px">${PRODUCT_NAME} · <a href="${escapeHtml(appUrl)}">${escapeHtml(appUrl)}</a></p></body></html>`;
}

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
    return { subject: title, text: message || title, html: layout(title, [escapeHtml(message)], appUrl) };
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
  'activity-subscription-confirmation': (data, appUrl) => {
    const firstName = str(data, 'firstName', 'there');
    const list = str(data, 'activitiesList');
    const city = str(data, 'city');
    const radius = str(data, 'radius');
    const line = `We'll let you know about ${list} within ${radius} miles of ${city}.`;
    return {
      subject: 'Your activity subscription is set',
      text: `Hi ${firstName}, ${line}`,
      html: layout('Activity subscription saved', [`Hi ${escapeHtml(firstName)},`, escapeHtml(line)], appUrl),
    };
  },
  'activity-digest': (data, appUrl) => {
    const firstName = str(data, 'firstName', 'there');
    const events = Array.isArray(data.events) ? (data.events as Array<Record<string, unknown>>) : [];
    const lines = events.map((e) => `${str(e, 'title')} (${str(e, 'gameType')}) on ${str(e, 'when')} at ${str(e, 'place')}`);
    return {
      subject: `${events.length} new ${events.length === 1 ? 'game' : 'games'} near ${str(data, 'city', 'you')}`,
      text: [`Hi ${firstName}, new games match your subscription:`, ...lines.map((l) => `- ${l}`)].join('\n'),
      html: layout(
        'New games near you',
        [
          `Hi ${escapeHtml(firstName)}, new games match your subscription:`,
          `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
          `<a href="${escapeHtml(appUrl)}/discover">See them on ${PRODUCT_NAME}</a>`,
        ],
        appUrl,
      ),
    };
  },
};

export function renderMail(mail: MailMessage, appUrl: string): RenderedMail {
  const rendered = renderers[mail.template.name](mail.template.data, appUrl);
  return mail.message?.subject ? { ...rendered, subject: mail.message.subject } : rendered;
}
