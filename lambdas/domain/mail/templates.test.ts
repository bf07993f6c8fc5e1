import { describe, expect, it } from 'vitest';
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
});
