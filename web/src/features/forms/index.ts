export { FormAccessDeniedPage, FormCreatePage, FormsListPage } from './components/forms-list-page';
export { FormBuilderPage } from './components/form-builder-page';
export { FormFillPage, TeamFormAddPage } from './components/form-fill-page';
export { FormPaymentPage, SubmissionDetailPage, SubmissionsPage } from './components/submissions-pages';
export { formPaths } from './paths';
