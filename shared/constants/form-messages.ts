import { paymentMessages } from './payments';

/** Forms and waivers: messages of the API and the pages. */
export const formMessages = {
  notFound: 'Form not found',
  notYours: 'Only the person who made this form, or its team’s owners and admins, can do that',
  stale: 'This form changed since you opened it: reload to see the latest version',
  noFields: 'Add at least one field before publishing',
  payoutsNeeded: paymentMessages.payoutsNeedAccount,
  notPublished: 'This form is not open for answers',
  accessDenied: 'You do not have access to this form',
  notFamily: 'Choose yourself or one of your family members',
  minorNeedsGuardian: 'Players under 18 need a parent or guardian to sign: ask them to fill this form for you from their family members.',
  guardianSignsOnly: 'Only a parent or guardian over 18 can sign this waiver for a player under 18.',
  notRegistration: 'This form does not register people for a team',
  registerYourself: 'A team registration is for yourself: fill it as you',
  submissionNotFound: 'Submission not found',
  notYourSubmission: 'Only the person who submitted this, and the form’s owners, can see it',
  signAgain: 'The waiver changed since you signed it: please read it and sign again.',
  submitted: 'Thanks! Your answers were sent.',
  draftSaved: 'Saved. You can come back and finish later.',
  nothingToPay: 'Nothing is due for this submission',
  alreadyPaid: 'This submission is already paid',
  organiserCannotTakePayments: 'The organiser cannot take payments yet: their Stripe account is not set up.',
  paid: 'Paid',
  unpaid: 'Not paid yet',
} as const;
