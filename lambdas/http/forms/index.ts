import { formsRoutes } from '@shared/api/forms-routes';
import { domainHandler } from '../../middleware/http';
import { closeForm } from './close-form';
import { copyForm } from './copy-form';
import { createForm } from './create-form';
import { getFormForBuilder } from './get-form-for-builder';
import { getFormToFill } from './get-form-to-fill';
import { getSubmission } from './get-submission';
import { listMyForms } from './list-my-forms';
import { listSubmissions } from './list-submissions';
import { publishForm } from './publish-form';
import { saveFormAnswers } from './save-form-answers';
import { saveFormDraft } from './save-form-draft';
import { submitForm } from './submit-form';

export const handler = domainHandler('forms', formsRoutes, {
  listMyForms,
  createForm,
  getFormForBuilder,
  saveFormDraft,
  publishForm,
  closeForm,
  copyForm,
  getFormToFill,
  saveFormAnswers,
  submitForm,
  listSubmissions,
  getSubmission,
});
