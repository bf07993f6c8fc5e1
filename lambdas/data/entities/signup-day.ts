import { defineEntity, tableKey } from './table';

/** Profiles created on a UTC day (admin sign-up counts): one counter item per day, in one partition. */
export const SignupDay = defineEntity('signupDay', {
  attributes: {
    counter: { type: 'string', required: true, default: 'signups' },
    day: { type: 'string', required: true },
    count: { type: 'number', default: 0 },
  },
  indexes: {
    byDay: tableKey(['counter'], ['day']),
  },
});
