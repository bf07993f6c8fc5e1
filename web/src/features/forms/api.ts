import useSWR from 'swr';
import type { OutputOf } from '../../../../shared/api/routes';
import type { FormContent } from '../../../../shared/schemas/form';
import { api } from '../../lib/api-client';

export type FormDto = OutputOf<'getFormForBuilder'>;
export type FillForm = OutputOf<'getFormToFill'>;
export type Submission = OutputOf<'submitForm'>;
export type SubmissionDetail = OutputOf<'getSubmission'>;
export type MyForm = OutputOf<'listMyForms'>['items'][number];

export const useMyForms = () => useSWR('listMyForms', () => api.call('listMyForms'));
export const createForm = (teamId?: string | null) => api.call('createForm', { body: teamId ? { teamId } : {} });
export const copyForm = (formId: string) => api.call('copyForm', { params: { formId } });

export const builderKey = (formId: string) => ['getFormForBuilder', formId] as const;
export const useFormBuilder = (formId: string) => useSWR(builderKey(formId), () => api.call('getFormForBuilder', { params: { formId } }), { revalidateOnFocus: false });
export const saveFormDraft = (formId: string, content: FormContent, version: number) => api.call('saveFormDraft', { params: { formId }, body: { content, version } });
export const publishForm = (formId: string, version: number) => api.call('publishForm', { params: { formId }, body: { version } });
export const closeForm = (formId: string, version: number) => api.call('closeForm', { params: { formId }, body: { version } });

export const useFormToFill = (formId: string) =>
  useSWR(['getFormToFill', formId], () => api.call('getFormToFill', { params: { formId } }), { revalidateOnFocus: false, shouldRetryOnError: false });
export const saveAnswers = (formId: string, forMemberId: string | null, answers: Record<string, unknown>) =>
  api.call('saveFormAnswers', { params: { formId }, body: { forMemberId, answers } });
export const submitForm = (formId: string, body: { forMemberId: string | null; answers: Record<string, unknown>; joinTeam: boolean }) =>
  api.call('submitForm', { params: { formId }, body });

export const useSubmissions = (formId: string) => useSWR(['listSubmissions', formId], () => api.call('listSubmissions', { params: { formId } }));
export const useSubmission = (formId: string, submissionId: string) =>
  useSWR(['getSubmission', formId, submissionId], () => api.call('getSubmission', { params: { formId, submissionId } }));
export const payForSubmission = (formId: string, submissionId: string) => api.call('payForSubmission', { params: { formId, submissionId } });

/** The signed-in person (uid, for family and teams). */
export const useMe = () => useSWR('forms:me', async () => {
  const me = await api.call('getMe');
  return { uid: me.uid, email: me.email };
});

/** Teams the person owns or administers: a form may belong to one of them. */
export function useManagedTeams(uid: string | undefined) {
  return useSWR(uid ? ['forms:teams', uid] : null, async () => (await api.call('listUserTeams', { params: { uid: uid! } })).items.filter((t) => t.role === 'owner' || t.role === 'admin'));
}

/** Family members the person may fill forms for (accepted ones, and members without an account). */
export function useFamilyMembers(uid: string | undefined) {
  return useSWR(uid ? ['forms:family', uid] : null, async () =>
    (await api.call('listFamilyConnections', { params: { uid: uid! } })).items.filter((c) => c.status === 'accepted' || !c.isRecipientGthUser),
  );
}
