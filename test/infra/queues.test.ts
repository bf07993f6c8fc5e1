import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { queues, visibilityTimeoutSeconds, type QueueSpec } from '../../lib/manifest';
import { asArray, type Cfn, functionsByService, statementsOfRole, synthRally } from './synth';

let template: Template;
let sqsQueues: Record<string, { Properties: Record<string, Cfn> }>;
beforeAll(() => {
  ({ template } = synthRally());
  sqsQueues = template.findResources('AWS::SQS::Queue') as never;
});

/** The work queue whose consumer is the function for this manifest entry. */
function workQueue(spec: QueueSpec) {
  const consumer = functionsByService(template).get(`queue-${spec.name}`)!;
  const mappings = template.findResources('AWS::Lambda::EventSourceMapping', {
    Properties: { FunctionName: { Ref: consumer.logicalId } },
  });
  const [mapping] = Object.values(mappings) as { Properties: Record<string, Cfn> }[];
  const queueId = mapping!.Properties.EventSourceArn['Fn::GetAtt'][0] as string;
  return { consumer, mapping: mapping!.Properties, queueId, queue: sqsQueues[queueId]!.Properties };
}

describe.each(queues)('the $name queue', (spec) => {
  it(`redrives ${spec.name} to a DLQ after ${spec.maxReceiveCount} receives`, () => {
    const { queue, queueId } = workQueue(spec);
    const dlqId = queue.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0];
    expect(dlqId).not.toBe(queueId);
    expect(queue.RedrivePolicy.maxReceiveCount).toBe(spec.maxReceiveCount);
    expect(sqsQueues[dlqId]!.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
  });

  it('sets visibility timeout to at least 6x the consumer timeout', () => {
    const { queue, consumer } = workQueue(spec);
    expect(consumer.props.Timeout).toBe(spec.consumerTimeoutSeconds);
    expect(queue.VisibilityTimeout).toBe(visibilityTimeoutSeconds(spec));
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * consumer.props.Timeout);
  });

  it('reports SQS batch item failures', () => {
    const { mapping } = workQueue(spec);
    expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(mapping.BatchSize).toBe(spec.batchSize);
  });

  it('alarms as soon as a message reaches the dead-letter queue', () => {
    const { queue } = workQueue(spec);
    const dlqId = queue.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0];
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
      AlarmActions: [{ Ref: Match.stringLikeRegexp('AlarmTopic') }],
    });
  });
});

describe('all queues', () => {
  it('encrypt messages at rest and refuse requests without TLS', () => {
    const ids = Object.keys(sqsQueues);
    for (const id of ids) expect(sqsQueues[id]!.Properties.SqsManagedSseEnabled, id).toBe(true);
    const policies = Object.values(template.findResources('AWS::SQS::QueuePolicy')) as Cfn[];
    const enforced = new Set(
      policies
        .filter((p) =>
          p.Properties.PolicyDocument.Statement.some(
            (s: Cfn) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false',
          ),
        )
        .flatMap((p) => p.Properties.Queues.map((q: Cfn) => q.Ref)),
    );
    expect([...enforced].sort()).toEqual(ids.sort());
  });

  it('let only the mail consumer send e-mail, and only as the configured sender', () => {
    const senders = [...functionsByService(template).entries()].filter(([, fn]) => {
      const roleId = fn.props.Role['Fn::GetAtt'][0];
      return statementsOfRole(template, roleId).some((s) => asArray(s.Action).includes('ses:SendEmail'));
    });
    expect(senders.map(([service]) => service)).toEqual(['queue-mail']);
    const roleId = senders[0]![1].props.Role['Fn::GetAtt'][0];
    const statement = statementsOfRole(template, roleId).find((s) => asArray(s.Action).includes('ses:SendEmail'))!;
    expect(statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } });
    expect(senders[0]![1].props.Environment.Variables.MAIL_FROM).toBe('Rally <no-reply@example.com>');
  });

  it('let the announce consumer queue the next page on its own queue', () => {
    const { consumer, queueId } = workQueue(queues.find((q) => q.name === 'announce')!);
    const roleId = consumer.props.Role['Fn::GetAtt'][0];
    const sends = statementsOfRole(template, roleId).filter((s) => asArray(s.Action).includes('sqs:SendMessage'));
    expect(sends.map((s) => s.Resource['Fn::GetAtt'][0])).toContain(queueId);
    expect(consumer.props.Environment.Variables.ANNOUNCE_QUEUE_URL).toEqual({ Ref: queueId });
  });
});
