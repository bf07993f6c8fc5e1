/** Form routes (spec §2 route table). */
export const formPaths = {
  list: '/form',
  accessDenied: '/form/access-denied',
  create: '/form/build',
  build: (id: string) => `/form/build/${encodeURIComponent(id)}`,
  fill: (id: string) => `/form/${encodeURIComponent(id)}`,
  submissions: (id: string) => `/form/${encodeURIComponent(id)}/submissions`,
  submission: (id: string, submissionId: string) => `/form/${encodeURIComponent(id)}/${encodeURIComponent(submissionId)}`,
  payment: (id: string, submissionId: string) => `/form/payment/${encodeURIComponent(id)}/${encodeURIComponent(submissionId)}`,
  teamFormAdd: (id: string, userId: string) => `/form/${encodeURIComponent(id)}/team-form-add/${encodeURIComponent(userId)}`,
};
