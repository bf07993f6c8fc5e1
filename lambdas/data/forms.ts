import type { ItemOf } from './entities/table';
import type { Form, FormSubmission } from './entities/form';
import { db, unlessConditionFails, writeWithRetry } from './service';

export type FormItem = ItemOf<typeof Form>;
export type SubmissionItem = ItemOf<typeof FormSubmission>;

/** Access patterns for forms and submissions (docs/data-model.md 80-84). */
export const forms = {
  async get(formId: string): Promise<FormItem | null> {
    const { data } = await db().entities.form.get({ formId }).go();
    return data;
  },

  async create(item: Pick<FormItem, 'formId' | 'ownerId' | 'teamId' | 'title' | 'draft'> & Partial<Pick<FormItem, 'published' | 'publishedVersion'>>): Promise<FormItem> {
    const { data } = await db()
      .entities.form.create({ ...item, status: 'draft', version: 1, submissionCount: 0 })
      .go();
    return data as FormItem;
  },

  async ofOwner(ownerId: string): Promise<FormItem[]> {
    const { data } = await db().entities.form.query.byOwner({ ownerId }).go({ pages: 'all' });
    return data;
  },

  async ofTeam(teamId: string): Promise<FormItem[]> {
    const { data } = await db().entities.form.query.byTeam({ teamId }).go({ pages: 'all' });
    return data;
  },

  /**
   * Publish at `expectedVersion`: the snapshot becomes the published content (and the draft) as
   * `publishedVersion`, and is kept as that version's snapshot, in one transaction.
   */
  async publish(formId: string, snapshot: unknown, publishedVersion: number, expectedVersion: number): Promise<FormItem | 'stale'> {
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ form, formVersion }) => [
          form
            .patch({ formId })
            .set({ status: 'published', published: snapshot, draft: snapshot, publishedVersion, version: expectedVersion + 1 })
            .where((a, { eq }) => eq(a.version, expectedVersion))
            .commit(),
          formVersion.put({ formId, formVersion: publishedVersion, content: snapshot }).commit(),
        ])
        .go(),
    );
    if (!result.ok) return 'stale';
    return (await forms.get(formId)) as FormItem;
  },

  async versionOf(formId: string, formVersion: number): Promise<unknown> {
    const { data } = await db().entities.formVersion.get({ formId, formVersion }).go();
    return data?.content ?? null;
  },

  /** Apply a change made from the copy at `expectedVersion`: the saved form, or 'stale'. */
  async update(
    formId: string,
    fields: Partial<Pick<FormItem, 'draft' | 'title' | 'teamId' | 'status' | 'published' | 'publishedVersion'>>,
    expectedVersion: number,
    removeTeam = false,
  ): Promise<FormItem | 'stale'> {
    return unlessConditionFails(async () => {
      let op = db()
        .entities.form.patch({ formId })
        .set({ ...fields, version: expectedVersion + 1 });
      if (removeTeam) op = op.remove(['teamId']);
      const { data } = await op.where((a, { eq }) => eq(a.version, expectedVersion)).go({ response: 'all_new' });
      return data as FormItem;
    }, 'stale');
  },
};

export const submissions = {
  async get(formId: string, submissionId: string): Promise<SubmissionItem | null> {
    const { data } = await db().entities.formSubmission.get({ formId, submissionId }).go();
    return data;
  },

  async ofForm(formId: string): Promise<SubmissionItem[]> {
    const { data } = await db().entities.formSubmission.query.byForm({ formId }).go({ pages: 'all' });
    return data;
  },

  /** A person's drafts and submissions of one form. */
  async ofSubmitter(submitterId: string, formId: string): Promise<SubmissionItem[]> {
    const { data } = await db().entities.formSubmission.query.bySubmitter({ submitterId }).begins({ formId }).go({ pages: 'all' });
    return data.filter((s) => s.formId === formId);
  },

  /** Save a draft (its id is fixed per submitter and subject, so saving again replaces it). */
  async putDraft(item: Omit<SubmissionItem, 'createdAt' | 'updatedAt' | 'state'>): Promise<SubmissionItem> {
    const { data } = await db()
      .entities.formSubmission.put({ ...item, state: 'draft' })
      .go();
    return data as SubmissionItem;
  },

  /** Store a signed submission and count it on the form, in one transaction; the draft goes. */
  async submit(item: Omit<SubmissionItem, 'createdAt' | 'updatedAt' | 'state'>, draftId: string | null): Promise<SubmissionItem> {
    const full = { ...item, state: 'submitted' as const };
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ formSubmission, form }) => [
          formSubmission.create(full).commit(),
          form.patch({ formId: item.formId }).add({ submissionCount: 1 }).commit(),
          ...(draftId ? [formSubmission.delete({ formId: item.formId, submissionId: draftId }).commit()] : []),
        ])
        .go(),
    );
    if (!result.ok) throw new Error(`form submission not stored: ${result.codes.join(', ')}`);
    return (await submissions.get(item.formId, item.submissionId)) as SubmissionItem;
  },

  async setTeamResult(formId: string, submissionId: string, teamResult: string): Promise<void> {
    await db().entities.formSubmission.patch({ formId, submissionId }).set({ teamResult }).go();
  },

  /** Record the Checkout made to pay a submission; the webhook fulfils only one that matches it. */
  async setCheckout(
    formId: string,
    submissionId: string,
    checkout: Required<Pick<SubmissionItem, 'checkoutSessionId' | 'checkoutAmount' | 'checkoutCurrency' | 'checkoutAccount'>>,
  ): Promise<void> {
    await db().entities.formSubmission.patch({ formId, submissionId }).set(checkout).go();
  },

  /** Mark paid once (a second webhook for the same payment changes nothing); false when already paid or missing. */
  async markPaid(formId: string, submissionId: string, paidAt: string): Promise<boolean> {
    return unlessConditionFails(async () => {
      await db()
        .entities.formSubmission.patch({ formId, submissionId })
        .set({ paymentStatus: 'paid', paidAt })
        .where((a, { eq }) => eq(a.paymentStatus, 'unpaid'))
        .go();
      return true;
    }, false);
  },
};
