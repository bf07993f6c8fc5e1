import { describe, expect, it } from 'vitest';
import { api, newUser, waitForMail } from '../fixtures/local';

const application = {
  fullName: 'Amy Bassador',
  city: 'Denver, CO',
  sports: ['Pickleball', 'Tennis'],
  experience: 'some',
  hoursPerMonth: 6,
  motivation: 'I run a Tuesday pickleball group and want to bring more people in.',
};

describe('ambassador applications', () => {
  it('stores one application per person and e-mails a confirmation', async () => {
    const user = await newUser('amb');
    const as = { token: user.idToken };
    expect((await api('GET', '/api/ambassador-applications/me', as)).json).toEqual({ application: null });

    const res = await api('POST', '/api/ambassador-applications', { ...as, body: application });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ ...application, userId: user.uid, email: user.email, status: 'received' });

    const mail = await waitForMail(user.email);
    expect(mail.subject).toBe('We received your Rally ambassador application');
    expect(mail.body.text).toContain('Hi Amy,');
    expect(mail.body.text).toContain('ambassador in Denver, CO');

    const again = await api('POST', '/api/ambassador-applications', { ...as, body: application });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('You have already applied to be an ambassador.');
    expect(((await api('GET', '/api/ambassador-applications/me', as)).json.application as { city: string }).city).toBe('Denver, CO');
  });

  it('names every bad field, and saves nothing', async () => {
    const user = await newUser('ambbad');
    const res = await api('POST', '/api/ambassador-applications', {
      token: user.idToken,
      body: { ...application, sports: ['Quidditch'], hoursPerMonth: 0, motivation: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.json.issues?.map((i) => i.path).sort()).toEqual(['hoursPerMonth', 'motivation', 'sports.0']);
    expect((await api('GET', '/api/ambassador-applications/me', { token: user.idToken })).json).toEqual({ application: null });
  });

  it('needs a signed-in person', async () => {
    expect((await api('POST', '/api/ambassador-applications', { body: application })).status).toBe(401);
  });
});
