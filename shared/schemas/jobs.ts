import * as z from 'zod';

/** Scheduled job names: EventBridge Scheduler targets in AWS, `npm run job -- <name>` locally. */
export const jobNames = ['send-digests', 'refresh-push-registrations', 'send-event-reminders'] as const;
export type JobName = (typeof jobNames)[number];

/** Payload EventBridge Scheduler passes to a job target (and the local scheduler mirrors). */
export const jobPayload = z.object({
  job: z.enum(jobNames),
  /** ISO time the run is for; defaults to now. Lets a job be replayed for a past window. */
  at: z.iso.datetime().optional(),
});
export type JobPayload = z.infer<typeof jobPayload>;
