import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Cfn, asArray, functionsByService, referencedIds, statementsOfRole, synthRally } from './synth';

let template: Template;
beforeAll(() => {
  ({ template } = synthRally());
});

const only = (type: string) => {
  const found = Object.entries(template.findResources(type) as Record<string, Cfn>);
  expect(found).toHaveLength(1);
  return { id: found[0]![0] as string, resource: found[0]![1] };
};
const groupName = (): string => only('AWS::Scheduler::ScheduleGroup').resource.Properties.Name;
const announceQueueId = () => announceQueue();
function announceQueue(): string {
  const queues = Object.keys(template.findResources('AWS::SQS::Queue') as Record<string, Cfn>);
  const found = queues.find((id) => id.startsWith('QueuesAnnounceQueue'));
  if (!found) throw new Error('no announce queue');
  return found;
}
function sendRole(): { id: string; resource: Cfn } {
  const roles = Object.entries(template.findResources('AWS::IAM::Role') as Record<string, Cfn>).filter(([, r]) =>
    asArray(r.Properties.AssumeRolePolicyDocument.Statement).some((s: Cfn) => s.Principal?.Service === 'scheduler.amazonaws.com' && s.Condition?.ArnLike),
  );
  expect(roles).toHaveLength(1);
  return { id: roles[0]![0], resource: roles[0]![1] };
}
const statementsOfFunction = (service: string) => {
  const fn = functionsByService(template).get(service)!;
  const roleId = [...referencedIds(fn.props.Role)][0]!;
  return { fn, statements: statementsOfRole(template, roleId) };
};

describe('go/no-go one-time schedules', () => {
  it('keeps them in a group of their own, kept on stack deletion (the schedules are made at run time)', () => {
    const { resource } = only('AWS::Scheduler::ScheduleGroup');
    expect(resource.DeletionPolicy).toBe('Retain');
  });

  it('lets Scheduler, for this account’s schedules of that group only, send to the announce queue and nothing else', () => {
    const { id, resource } = sendRole();
    const trust = asArray(resource.Properties.AssumeRolePolicyDocument.Statement)[0] as Cfn;
    expect(trust.Condition.StringEquals['aws:SourceAccount']).toEqual({ Ref: 'AWS::AccountId' });
    expect(JSON.stringify(trust.Condition.ArnLike['aws:SourceArn'])).toContain(`:schedule/${groupName()}/*`);
    const statements = statementsOfRole(template, id);
    expect(statements.flatMap((s) => asArray(s.Action)).sort()).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
    expect(statements.every((s) => [...referencedIds(s.Resource)].every((r) => r === announceQueueId()))).toBe(true);
  });

  it.each(['http-events', 'http-account', 'queue-announce'])('lets %s create, move and delete schedules of that group only, and pass only the send role', (service) => {
    const { fn, statements } = statementsOfFunction(service);
    const manage = statements.find((s) => asArray(s.Action).includes('scheduler:CreateSchedule'))!;
    expect(asArray(manage.Action).sort()).toEqual(['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:UpdateSchedule']);
    expect(JSON.stringify(manage.Resource)).toContain(`:schedule/${groupName()}/*`);
    const pass = statements.find((s) => asArray(s.Action).includes('iam:PassRole'))!;
    expect([...referencedIds(pass.Resource)]).toEqual([sendRole().id]);
    expect(pass.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
    const vars = fn.props.Environment.Variables as Record<string, Cfn>;
    expect(vars.SCHEDULE_GROUP).toBe(groupName());
    expect([...referencedIds(vars.SCHEDULER_ROLE_ARN)]).toEqual([sendRole().id]);
    expect([...referencedIds(vars.ANNOUNCE_QUEUE_ARN)]).toEqual([announceQueue()]);
  });

  it('gives no other function a say over the schedules', () => {
    for (const [service] of functionsByService(template)) {
      if (['http-events', 'http-account', 'queue-announce'].includes(service)) continue;
      const { statements } = statementsOfFunction(service);
      expect(statements.flatMap((s) => asArray(s.Action)).filter((a: string) => a.startsWith('scheduler:') || a === 'iam:PassRole'), service).toEqual([]);
    }
  });
});
