import type { OutputOf } from '@shared/api/routes';

/** The forms screens' data, as the API sends it. */
export type FormDto = OutputOf<'getFormForBuilder'>;
export type FillForm = OutputOf<'getFormToFill'>;
export type Submission = OutputOf<'submitForm'>;
export type MyForm = OutputOf<'listMyForms'>['items'][number];
