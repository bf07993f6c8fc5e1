import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '../../lib/manifest';
import { jobPayload } from '@shared/schemas/jobs';
import { type Cfn, functionsByService, synthRally } from './synth';

let template: Template;
beforeAll(() => {
  ({ template } = synthRally());
});

function scheduleFor(job: string) {
  const fn = functionsByService(template).get(`job-${job}`)!;
  const found = Object.values(template.findResources('AWS::Scheduler::Schedule') as Record<string, Cfn>).find(
    (s) => s.Properties.Target.Arn['Fn::GetAtt']?.[0] === fn.logicalId,
  );
  if (!found) throw new Error(`No schedule targets job ${job}`);
  return { fn, schedule: found.Properties as Record<string, Cfn> };
}

describe('scheduled jobs', () => {
  it('schedules push refresh and digests daily, and event reminders on every quarter hour of the clock', () => {
    expect(schedules.map((s) => s.job).sort()).toEqual(['refresh-push-registrations', 'send-digests', 'send-event-reminders']);
    const expressions = Object.fromEntries(schedules.map((spec) => [spec.job, scheduleFor(spec.job).schedule.ScheduleExpression]));
    expect(expressions).toEqual({
      'refresh-push-registrations': 'cron(0 9 * * ? *)',
      'send-digests': 'cron(0 14 * * ? *)',
      'send-event-reminders': 'cron(0/15 * * * ? *)',
    });
    for (const spec of schedules) {
      const { schedule } = scheduleFor(spec.job);
      expect(schedule.ScheduleExpressionTimezone).toBe('Etc/UTC');
      expect(schedule.State).toBe('ENABLED');
    }
  });

  it.each(schedules)('invokes $job with a payload the job contract accepts', (spec) => {
    const { schedule } = scheduleFor(spec.job);
    const input = JSON.parse(schedule.Target.Input);
    expect(input).toEqual({ job: spec.job, at: '<aws.scheduler.scheduled-time>' });
    // Scheduler fills `at` with the run's ISO time.
    expect(jobPayload.parse({ ...input, at: '2026-11-22T14:00:00Z' })).toEqual({ ...input, at: '2026-11-22T14:00:00Z' });
  });

  it.each(schedules)('gives $job its manifest timeout', (spec) => {
    expect(scheduleFor(spec.job).fn.props.Timeout).toBe(spec.timeoutSeconds);
  });

  it('retries failed runs and dead-letters what still fails', () => {
    for (const spec of schedules) {
      const { fn, schedule } = scheduleFor(spec.job);
      const dlq = schedule.Target.DeadLetterConfig.Arn['Fn::GetAtt'][0];
      expect(schedule.Target.RetryPolicy).toEqual({ MaximumEventAgeInSeconds: 3600, MaximumRetryAttempts: 3 });
      // The job runs asynchronously: a failing run is retried by Lambda, then sent to the same DLQ.
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: fn.logicalId },
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [dlq, 'Arn'] } } },
      });
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlq, 'QueueName'] } }],
        Threshold: 0,
        AlarmActions: [{ Ref: Match.stringLikeRegexp('AlarmTopic') }],
      });
    }
  });
});
