import { describe, expect, it } from 'vitest';
import { formMessages } from '@shared/constants/form-messages';
import type { FormContentInput } from '@shared/schemas/form';
import { person, type User } from '../fixtures/events';
import { api, stack } from '../fixtures/local';
import { as, createTeam } from '../fixtures/teams';

/** Forms and waivers against the local stack (DynamoDB Local, the Stripe fake and its webhooks). */
const waiverText = 'I know pickleball has risks and I play at my own risk.';
const content = (patch: Partial<FormContentInput> = {}): FormContentInput => ({
  title: 'Spring league registration',
  description: 'Sign up for the spring league.',
  fields: [
    { type: 'shortText', id: 'phone', label: 'Emergency contact', required: true },
    { type: 'singleChoice', id: 'level', label: 'Level', required: true, options: ['Beginner', 'Advanced'] },
    { type: 'waiver', id: 'waiver', label: 'Liability waiver', required: true, text: waiverText },
  ],
  ...patch,
});
const answers = (name = 'Pat Player') => ({ phone: '555-0100', level: 'Beginner', waiver: { name, agreed: true } });

interface Form {
  id: string;
  version: number;
  publishedVersion: number | null;
  draft: { fields: Array<{ id: string; waiverVersion?: number }> };
}

async function newForm(owner: User, patch: Partial<FormContentInput> = {}, teamId?: string): Promise<Form> {
  const created = await api('POST', '/api/forms', { ...as(owner), body: teamId ? { teamId } : {} });
  expect(created.status).toBe(201);
  const form = created.json as unknown as Form;
  const saved = await api('PUT', `/api/forms/${form.id}/builder`, { ...as(owner), body: { content: { ...content(patch), ...(teamId ? { teamId } : {}) }, version: form.version } });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  return saved.json as unknown as Form;
}

async function publish(owner: User, form: Form): Promise<Form> {
  const res = await api('POST', `/api/forms/${form.id}/publish`, { ...as(owner), body: { version: form.version } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as unknown as Form;
}

const submit = (user: User, formId: string, body: Record<string, unknown>) => api('POST', `/api/forms/${formId}/submissions`, { ...as(user), body });

describe('building forms', () => {
  it('lets only the creator build, refuses a stale save, and needs a field before publishing', async () => {
    const owner = await person('builder');
    const other = await person('outsider');
    const created = (await api('POST', '/api/forms', { ...as(owner), body: {} })).json as unknown as Form;
    const empty = await api('POST', `/api/forms/${created.id}/publish`, { ...as(owner), body: { version: created.version } });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(formMessages.noFields);

    const saved = await api('PUT', `/api/forms/${created.id}/builder`, { ...as(owner), body: { content: content(), version: created.version } });
    expect(saved.status).toBe(200);
    const stale = await api('PUT', `/api/forms/${created.id}/builder`, { ...as(owner), body: { content: content(), version: created.version } });
    expect(stale.status).toBe(409);

    for (const [method, path, body] of [
      ['GET', `/api/forms/${created.id}/builder`, undefined],
      ['PUT', `/api/forms/${created.id}/builder`, { content: content(), version: 2 }],
      ['POST', `/api/forms/${created.id}/publish`, { version: 2 }],
      ['GET', `/api/forms/${created.id}/submissions`, undefined],
    ] as const) {
      expect((await api(method, path, { ...as(other), body })).status, `${method} ${path}`).toBe(403);
    }

    const bad = await api('PUT', `/api/forms/${created.id}/builder`, {
      ...as(owner),
      body: { content: content({ fields: [{ type: 'singleChoice', id: 'x', label: 'Pick', required: true, options: ['Only one'] }] }), version: 2 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues?.[0]?.path).toBe('content.fields.0.options');

    // Before publishing, nobody can fill it; the list shows it with no submissions.
    expect((await api('GET', `/api/forms/${created.id}`, as(other))).status).toBe(403);
    const mine = (await api('GET', '/api/forms/mine', as(owner))).json as { items: Array<{ id: string; status: string; submissionCount: number }> };
    expect(mine.items.find((f) => f.id === created.id)).toMatchObject({ status: 'draft', submissionCount: 0 });
  });
});

describe('filling forms', () => {
  it('checks every answer against the published version, saves drafts, and keeps signed submissions', async () => {
    const owner = await person('organiser');
    const player = await person('filler');
    const form = await publish(owner, await newForm(owner));

    const missing = await submit(player, form.id, { answers: { phone: '555-0100' } });
    expect(missing.status).toBe(400);
    expect(missing.json.issues?.map((i) => i.path)).toEqual(['answers.level', 'answers.waiver']);
    const unknown = await submit(player, form.id, { answers: { ...answers(), shoeSize: 44 } });
    expect(unknown.status).toBe(400);

    // Save and resume.
    expect((await api('PUT', `/api/forms/${form.id}/draft`, { ...as(player), body: { answers: { phone: '555-0100' } } })).status).toBe(200);
    const fill = (await api('GET', `/api/forms/${form.id}`, as(player))).json as { drafts: Array<{ answers: Record<string, unknown> }>; version: number };
    expect(fill.version).toBe(1);
    expect(fill.drafts).toEqual([expect.objectContaining({ forMemberId: null, answers: { phone: '555-0100' } })]);

    const done = await submit(player, form.id, { answers: answers() });
    expect(done.status).toBe(201);
    const submission = done.json as { id: string; signatures: Array<Record<string, unknown>>; forName: string; payment: unknown };
    expect(submission.signatures).toEqual([
      { fieldId: 'waiver', signedName: 'Pat Player', signerId: player.uid, signedAt: expect.any(String), formVersion: 1, waiverVersion: 1 },
    ]);
    expect(submission.payment).toBeNull();
    // The draft went with the submission.
    expect(((await api('GET', `/api/forms/${form.id}`, as(player))).json as { drafts: unknown[] }).drafts).toEqual([]);

    // The owner reads it; the submitter may see their own; nobody else.
    const list = (await api('GET', `/api/forms/${form.id}/submissions`, as(owner))).json as { items: Array<{ id: string }> };
    expect(list.items.map((s) => s.id)).toEqual([submission.id]);
    expect((await api('GET', `/api/forms/${form.id}/submissions/${submission.id}`, as(player))).status).toBe(200);
    const stranger = await person('peeker');
    expect((await api('GET', `/api/forms/${form.id}/submissions/${submission.id}`, as(stranger))).status).toBe(403);
    expect((await api('GET', '/api/forms/mine', as(owner))).json).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ id: form.id, submissionCount: 1 })]) });
  });

  it('gives an edited waiver a new version, so earlier signers sign again', async () => {
    const owner = await person('waivers');
    const player = await person('resigner');
    let form = await publish(owner, await newForm(owner));
    expect((await submit(player, form.id, { answers: answers() })).status).toBe(201);

    // Editing something else keeps the waiver version; editing the waiver's text raises it.
    const relabelled = await api('PUT', `/api/forms/${form.id}/builder`, { ...as(owner), body: { content: content({ title: 'Spring league 2027' }), version: form.version } });
    form = await publish(owner, relabelled.json as unknown as Form);
    expect(form.publishedVersion).toBe(2);
    expect(form.draft.fields.find((f) => f.id === 'waiver')?.waiverVersion).toBe(1);
    const changed = content({ fields: [...content().fields.slice(0, 2), { type: 'waiver', id: 'waiver', label: 'Liability waiver', required: true, text: `${waiverText} Photos may be taken.` }] });
    const edited = await api('PUT', `/api/forms/${form.id}/builder`, { ...as(owner), body: { content: changed, version: form.version } });
    form = await publish(owner, edited.json as unknown as Form);
    expect(form.draft.fields.find((f) => f.id === 'waiver')?.waiverVersion).toBe(2);

    const fill = (await api('GET', `/api/forms/${form.id}`, as(player))).json as { signed: Array<{ fieldId: string; waiverVersion: number }>; content: { fields: Array<{ id: string; waiverVersion?: number }> } };
    expect(fill.signed).toEqual([expect.objectContaining({ fieldId: 'waiver', waiverVersion: 1 })]);
    expect(fill.content.fields.find((f) => f.id === 'waiver')?.waiverVersion).toBe(2);
    const again = (await submit(player, form.id, { answers: answers() })).json as { signatures: Array<{ formVersion: number; waiverVersion: number }> };
    expect(again.signatures[0]).toMatchObject({ formVersion: 3, waiverVersion: 2 });
  });

  it('lets a guardian sign for their child, and refuses a minor signing for themselves', async () => {
    const owner = await person('clubhouse');
    const parent = await person('guardian');
    const form = await publish(owner, await newForm(owner));
    const child = await api('POST', `/api/users/${parent.uid}/family`, {
      ...as(parent),
      body: { isGthUser: false, relation: 'child', firstName: 'Robin', lastName: 'Junior', phoneNumber: '555-0101', age: 10 },
    });
    expect(child.status).toBe(201);
    const members = (await api('GET', `/api/users/${parent.uid}/family`, as(parent))).json as { items: Array<{ id: string; otherName: string }> };
    const robin = members.items.find((m) => m.otherName.startsWith('Robin'))!;

    const forChild = await submit(parent, form.id, { forMemberId: robin.id, answers: answers('Gwen Guardian') });
    expect(forChild.status).toBe(201);
    expect(forChild.json).toMatchObject({ forMemberId: robin.id, forName: robin.otherName, forMinor: true, submitterId: parent.uid });
    expect((forChild.json as { signatures: Array<{ signerId: string; signedName: string }> }).signatures[0]).toMatchObject({ signerId: parent.uid, signedName: 'Gwen Guardian' });

    // Someone else's family member is not theirs to sign for.
    const stranger = await person('notparent');
    const notMine = await submit(stranger, form.id, { forMemberId: robin.id, answers: answers() });
    expect(notMine.status).toBe(400);
    expect(notMine.json.issues?.[0]?.path).toBe('forMemberId');

    // A 15-year-old cannot sign the waiver for themselves.
    const teen = await person('teenager');
    await api('PUT', `/api/users/${teen.uid}`, {
      ...as(teen),
      body: { displayName: 'teenager', fullName: 'Teen Ager', defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 }, birthdate: `${new Date().getUTCFullYear() - 15}-01-01`, version: 1 },
    });
    const self = await submit(teen, form.id, { answers: answers('Teen Ager') });
    expect(self.status).toBe(403);
    expect(self.json.message).toBe(formMessages.minorNeedsGuardian);

    // Only an adult parent or guardian signs for a minor: not a sibling, and not a minor for a younger one.
    const familyMember = async (of: typeof teen, relation: string, firstName: string) => {
      const added = await api('POST', `/api/users/${of.uid}/family`, {
        ...as(of),
        body: { isGthUser: false, relation, firstName, lastName: 'Junior', phoneNumber: '555-0102', age: 9 },
      });
      expect(added.status, JSON.stringify(added.json)).toBe(201);
      const listed = (await api('GET', `/api/users/${of.uid}/family`, as(of))).json as { items: Array<{ id: string; otherName: string }> };
      return listed.items.find((m) => m.otherName.startsWith(firstName))!;
    };
    const sibling = await person('bigsister');
    const bySibling = await submit(sibling, form.id, { forMemberId: (await familyMember(sibling, 'sibling', 'Sammy')).id, answers: answers() });
    expect(bySibling.status).toBe(403);
    expect(bySibling.json.message).toBe(formMessages.guardianSignsOnly);
    const byTeen = await submit(teen, form.id, { forMemberId: (await familyMember(teen, 'child', 'Tiny')).id, answers: answers('Teen Ager') });
    expect(byTeen.status).toBe(403);
    expect(byTeen.json.message).toBe(formMessages.guardianSignsOnly);
  });

  it('lets a team’s form go with its creator’s role: demoted, they can no longer build it or read its answers', async () => {
    const owner = await person('formteamowner');
    const helper = await person('formhelper');
    const team = await createTeam(owner, { name: 'Form Keeping Kestrels' });
    expect((await api('POST', `/api/teams/${team.id}/members`, as(helper))).status).toBe(201);
    const role = (r: string) => api('PUT', `/api/teams/${team.id}/members/${helper.uid}/role`, { ...as(owner), body: { role: r } });
    expect((await role('admin')).status).toBe(200);
    const form = await newForm(helper, {}, team.id);
    expect((await api('GET', `/api/forms/${form.id}/builder`, as(helper))).status).toBe(200);

    expect((await role('member')).status).toBe(200);
    for (const [method, path] of [
      ['GET', `/api/forms/${form.id}/builder`],
      ['GET', `/api/forms/${form.id}/submissions`],
      ['POST', `/api/forms/${form.id}/publish`],
    ] as const) {
      const res = await api(method, path, { ...as(helper), ...(method === 'POST' ? { body: { version: form.version } } : {}) });
      expect(res.status, path).toBe(403);
    }
    const listed = (await api('GET', '/api/forms/mine', as(helper))).json.items as Array<{ id: string }>;
    expect(listed.some((f) => f.id === form.id)).toBe(false);
    // The team's owner runs it now.
    expect((await api('GET', `/api/forms/${form.id}/builder`, as(owner))).status).toBe(200);
  });

  it('keeps team-only forms to members, and a registration form adds the person to the team', async () => {
    const owner = await person('teamforms');
    const team = await createTeam(owner, { name: 'Form Filling Falcons' });
    const membersOnly = await publish(owner, await newForm(owner, { audience: 'team' }, team.id));
    const outsider = await person('nonmember');
    const denied = await api('GET', `/api/forms/${membersOnly.id}`, as(outsider));
    expect(denied.status).toBe(403);
    expect(denied.json.message).toBe(formMessages.accessDenied);

    const registration = await publish(owner, await newForm(owner, { audience: 'anyone', teamRegistration: true }, team.id));
    const joined = await submit(outsider, registration.id, { answers: answers(), joinTeam: true });
    expect(joined.status).toBe(201);
    expect(joined.json).toMatchObject({ teamResult: 'member' });
    expect((await api('GET', `/api/teams/${team.id}/members/me`, as(outsider))).json).toMatchObject({ role: 'member' });
    // Now a member, the team-only form opens.
    expect((await api('GET', `/api/forms/${membersOnly.id}`, as(outsider))).status).toBe(200);
    // A form that registers for no team cannot add anyone.
    const plain = await publish(owner, await newForm(owner));
    const refused = await submit(outsider, plain.id, { answers: answers(), joinTeam: true });
    expect(refused.status).toBe(400);
    expect(refused.json.issues?.[0]?.path).toBe('joinTeam');
    // A team that cannot be joined here refuses before the answers are stored: nothing half-done.
    const elsewhere = await createTeam(owner, { name: 'Form Filling Faraway', external: true, externalUrl: 'https://example.com/faraway' });
    const faraway = await publish(owner, await newForm(owner, { audience: 'anyone', teamRegistration: true }, elsewhere.id));
    const notJoinable = await submit(outsider, faraway.id, { answers: answers(), joinTeam: true });
    expect(notJoinable.status).toBe(400);
    expect((await api('GET', `/api/forms/${faraway.id}/submissions`, as(owner))).json.items).toEqual([]);
  });
});

describe('form payments', () => {
  it("needs the organiser's payout account, then charges the submitter once, paid to that account", async () => {
    const owner = await person('feetaker');
    const payer = await person('feepayer');
    const draft = await newForm(owner, { fields: [...(content().fields as object[]), { type: 'payment', id: 'fee', label: 'Season fee', required: true, mode: 'fixed', amount: 25 }] as FormContentInput['fields'] });
    const noAccount = await api('POST', `/api/forms/${draft.id}/publish`, { ...as(owner), body: { version: draft.version } });
    expect(noAccount.status).toBe(409);
    expect(noAccount.json.message).toBe(formMessages.payoutsNeeded);

    const link = await api('POST', '/api/payments/account/link', { ...as(owner), body: { type: 'NEW', country: 'US', platform: 'gth', environment: 'development' } });
    const onboarding = (link.json as { url: string }).url.replace('localhost', '127.0.0.1');
    await fetch(onboarding, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=submit' });
    const form = await publish(owner, draft);

    const submitted = (await submit(payer, form.id, { answers: answers() })).json as { id: string; payment: { amount: number; status: string } };
    expect(submitted.payment).toEqual({ amount: 25, status: 'unpaid', paidAt: null });
    const other = await person('notpayer');
    expect((await api('POST', `/api/forms/${form.id}/submissions/${submitted.id}/pay`, as(other))).status).toBe(403);

    const pay = await api('POST', `/api/forms/${form.id}/submissions/${submitted.id}/pay`, as(payer));
    expect(pay.status).toBe(201);
    const checkout = (pay.json as { url: string }).url.replace('localhost', '127.0.0.1');
    const paid = await fetch(checkout, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card=4242424242424242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`/form/${form.id}/${submitted.id}\\?redirect_status=succeeded$`));

    const detail = (await api('GET', `/api/forms/${form.id}/submissions/${submitted.id}`, as(payer))).json as { submission: { payment: { status: string; paidAt: string } } };
    expect(detail.submission.payment).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    expect((await api('POST', `/api/forms/${form.id}/submissions/${submitted.id}/pay`, as(payer))).status).toBe(409);

    // The charge went to the organiser's account, on the Stripe-Account the SDK sent.
    const { requests } = (await (await fetch(`${stack().appUrl.replace('localhost', '127.0.0.1')}/stripe-fake/requests`)).json()) as {
      requests: Array<{ path: string; params: { metadata?: { submissionId?: string } }; stripeAccount: string | null; idempotencyKey: string | null }>;
    };
    const session = requests.find((r) => r.path === '/v1/checkout/sessions' && r.params.metadata?.submissionId === submitted.id)!;
    const { stripeId } = (await api('GET', '/api/payments/account', as(owner))).json as { stripeId: string };
    expect(session.stripeAccount).toBe(stripeId);
    expect(session.idempotencyKey).toMatch(new RegExp(`^form-pay:${form.id}:${submitted.id}:`));
    const received = (await api('GET', '/api/payments/transactions', as(owner))).json as { items: Array<{ direction: string; amount: number }> };
    expect(received.items).toContainEqual(expect.objectContaining({ direction: 'received', amount: 2500 }));
  });
});
