import { Entity } from 'electrodb';

/** Profiles created on a UTC day (admin sign-up counts): one counter item per day, in one partition. */
export const SignupDay = new Entity({
  model: { entity: 'signupDay', version: '1', service: 'rally' },
  attributes: {
    counter: { type: 'string', required: true, default: 'signups' },
    day: { type: 'string', required: true },
    count: { type: 'number', default: 0 },
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['counter'] }, sk: { field: 'sk', composite: ['day'] } },
  },
});
