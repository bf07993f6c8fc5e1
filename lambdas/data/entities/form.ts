import { defineEntity, gsiKey, requiredStrings, sparseGsiKey, strings, tableKey, timestamps, version } from './table';

/**
 * A form: the builder's `draft`, the `published` snapshot people fill and its
 * `publishedVersion`, both checked by shared/schemas/form.ts before every write. Listed by creator
 * and, for team forms, by team (sparse).
 */
export const Form = defineEntity('form', {
  attributes: {
    ...requiredStrings('formId', 'ownerId'),
    teamId: { type: 'string' },
    title: { type: 'string', required: true },
    status: { type: ['draft', 'published', 'closed'] as const, required: true },
    draft: { type: 'any', required: true },
    published: { type: 'any' },
    publishedVersion: { type: 'number' },
    submissionCount: { type: 'number', default: 0 },
    version,
    ...timestamps,
  },
  indexes: {
    byId: tableKey(['formId']),
    byOwner: gsiKey('byOwner', ['ownerId'], ['formId']),
    /** Sparse: only team forms; a team's forms are few, so they are sorted in memory. */
    byTeam: sparseGsiKey('byLookup', ['teamId']),
  },
});

/**
 * A submission: immutable once submitted (corrections are new submissions); a draft (save and
 * resume) is the same item with `state` draft, one per (form, submitter, subject). Signatures
 * record the typed name, the signer, the time and the form and waiver versions.
 */
export const FormSubmission = defineEntity('formSubmission', {
  attributes: {
    ...requiredStrings('formId', 'submissionId'),
    state: { type: ['draft', 'submitted'] as const, required: true },
    formVersion: { type: 'number', required: true },
    ...requiredStrings('submitterId', 'submitterName'),
    forMemberId: { type: 'string' },
    forName: { type: 'string', required: true },
    forMinor: { type: 'boolean', default: false },
    answers: { type: 'any', required: true },
    signatures: { type: 'any' },
    /** US dollars due (0: nothing to pay). */
    amount: { type: 'number', default: 0 },
    paymentStatus: { type: ['none', 'unpaid', 'paid'] as const, default: 'none' },
    paidAt: { type: 'string' },
    /** The Checkout made for paying it, and what it must bring: cents, currency, the account paid. */
    checkoutSessionId: { type: 'string' },
    checkoutAmount: { type: 'number' },
    ...strings('checkoutCurrency', 'checkoutAccount', 'teamResult', 'submittedAt'),
    ...timestamps,
  },
  indexes: {
    byForm: tableKey(['formId'], ['submissionId']),
    /** A person's submissions and drafts of a form (resume, earlier signatures). */
    bySubmitter: gsiKey('byOwner', ['submitterId'], ['formId', 'submissionId']),
  },
});

/** The snapshot of each published version (a submission is shown with the fields it answered). */
export const FormVersion = defineEntity('formVersion', {
  attributes: {
    formId: { type: 'string', required: true },
    formVersion: { type: 'number', required: true },
    content: { type: 'any', required: true },
    publishedAt: { type: 'string', default: () => new Date().toISOString() },
  },
  indexes: {
    byVersion: tableKey(['formId'], ['formVersion']),
  },
});
