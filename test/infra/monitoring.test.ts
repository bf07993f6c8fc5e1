import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { monitoringThresholds } from '../../lib/constructs/monitoring';
import { queues } from '../../lib/manifest';
import { businessMetrics } from '@shared/constants/metrics';
import { type Cfn, functionsByService, nestedParameters, referencedIds, synthRally } from './synth';

let template: Template;
let data: Template;
let monitoring: Template;
let routes: Template;
let alarms: { Properties: Record<string, Cfn> }[];
let topicId: string;
/** The app stack's logical ids a value of the monitoring stack refers to (through its parameters). */
let inParent: (value: unknown) => string[];
beforeAll(() => {
  ({ template, data, monitoring, routes } = synthRally());
  // The dead-letter alarms stay with their queues in the app stack; the rest is in the monitoring stack.
  alarms = Object.values({ ...template.findResources('AWS::CloudWatch::Alarm'), ...monitoring.findResources('AWS::CloudWatch::Alarm') }) as never;
  topicId = Object.keys(template.findResources('AWS::SNS::Topic'))[0]!;
  const parameters = nestedParameters(template, monitoring);
  inParent = (value) => [...referencedIds(value)].map((id) => parameters.get(id) ?? id);
});

/** The alarms whose description starts with `text`. */
const described = (text: string) => alarms.filter((a) => String(a.Properties.AlarmDescription).startsWith(text));

describe('monitoring', () => {
  it('sends every alarm to the alarm topic', () => {
    expect(alarms.length).toBeGreaterThan(0);
    for (const a of alarms) expect(inParent(a.Properties.AlarmActions), a.Properties.AlarmDescription).toEqual([topicId]);
  });

  it('alarms on the API 5xx rate and its p99 latency', () => {
    const [rate] = described(`${monitoringThresholds.api5xxPercent}% or more of API requests failed`);
    expect(rate!.Properties.Threshold).toBe(monitoringThresholds.api5xxPercent);
    const expression = (rate!.Properties.Metrics as Cfn[]).find((m) => m.Expression);
    expect(expression.Expression).toBe('IF(requests > 0, 100 * errors / requests, 0)');
    const names = (rate!.Properties.Metrics as Cfn[]).filter((m) => m.MetricStat).map((m) => m.MetricStat.Metric.MetricName).sort();
    expect(names).toEqual(['5xx', 'Count']);

    const [latency] = described('API p99 latency');
    expect(latency!.Properties).toMatchObject({ MetricName: 'Latency', Namespace: 'AWS/ApiGateway', ExtendedStatistic: 'p99', Threshold: monitoringThresholds.apiP99Ms });
  });

  it('alarms on the errors or any throttle of every function, by its service name', () => {
    const services = [...functionsByService(template).keys()];
    expect(services.length).toBeGreaterThan(20);
    for (const service of services) {
      const fn = functionsByService(template).get(service)!;
      const [found] = described(`${service} failed`);
      expect(found, service).toBeDefined();
      const metrics = found!.Properties.Metrics as Cfn[];
      expect(metrics.find((m) => m.Expression).Expression).toBe(`MAX([errors, ${monitoringThresholds.functionErrors} * throttles])`);
      const stats = metrics.filter((m) => m.MetricStat).map((m) => m.MetricStat.Metric);
      expect(stats.map((m) => m.MetricName).sort()).toEqual(['Errors', 'Throttles']);
      for (const m of stats) {
        expect(m.Dimensions.map((d: Cfn) => d.Name)).toEqual(['FunctionName']);
        expect(inParent(m.Dimensions)).toEqual([fn.logicalId]);
      }
    }
  });

  it('alarms on the user pool’s code-mail trigger, which lives in the data stack, as on the app’s own functions', () => {
    const trigger = functionsByService(data).get('cognito-custom-message');
    expect(trigger).toBeDefined();
    const [found] = described('cognito-custom-message failed');
    expect(found).toBeDefined();
    const stats = (found!.Properties.Metrics as Cfn[]).filter((m) => m.MetricStat).map((m) => m.MetricStat.Metric);
    expect(stats.map((m) => m.MetricName).sort()).toEqual(['Errors', 'Throttles']);
    // The function's name comes from the data stack's export of it.
    const exported = Object.values(data.toJSON().Outputs as Record<string, Cfn>).find((o) => referencedIds(o.Value).has(trigger!.logicalId));
    expect(exported?.Export).toBeDefined();
    expect(JSON.stringify(monitoring.findResources('AWS::CloudWatch::Dashboard'))).toContain('cognito-custom-message');
  });

  it('alarms when a work queue falls behind', () => {
    for (const q of queues) {
      const [age] = described(`The oldest message in the ${q.name} queue`);
      expect(age!.Properties).toMatchObject({ MetricName: 'ApproximateAgeOfOldestMessage', Threshold: monitoringThresholds.queueAgeSeconds, EvaluationPeriods: 5 });
    }
  });

  it('alarms on the SES bounce and complaint rates below the points where AWS reviews the account', () => {
    expect(described('The SES bounce rate')[0]!.Properties).toMatchObject({ MetricName: 'Reputation.BounceRate', Namespace: 'AWS/SES' });
    expect(described('The SES complaint rate')[0]!.Properties).toMatchObject({ MetricName: 'Reputation.ComplaintRate', Namespace: 'AWS/SES' });
    expect(monitoringThresholds.sesBounceRate).toBeLessThan(0.05);
    expect(monitoringThresholds.sesComplaintRate).toBeLessThan(0.001);
  });

  it('has one dashboard with the API, Lambda, queue, SES and DynamoDB widgets, and names it in the outputs', () => {
    monitoring.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const [dashboard] = Object.values(monitoring.findResources('AWS::CloudWatch::Dashboard')) as { Properties: Record<string, Cfn> }[];
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    for (const title of ['Alarms', 'API requests and errors', 'API latency (ms)', 'Lambda errors', 'Lambda throttles', 'Queue depth', 'Oldest message (s)', 'SES reputation', 'DynamoDB capacity used', 'DynamoDB throttled requests']) {
      expect(body).toContain(`\\"title\\":\\"${title}\\"`);
    }
    template.hasOutput('DashboardName', Match.anyValue());
    // The business metrics the Lambdas count, each summed over the functions that count it.
    for (const name of Object.values(businessMetrics)) expect(body).toMatch(new RegExp(`SEARCH\\('\\{Rally,service\\} MetricName=\\W+${name}\\W`));
  });

  // CloudFormation allows 500 resources per stack. The app stack holds the functions (five
  // resources each); the route table's routes and the per-function alarms grow in nested stacks.
  it('keeps every stack well inside the CloudFormation limit of 500 resources', () => {
    const count = (t: Template) => Object.keys(t.toJSON().Resources).length;
    expect(count(template)).toBeLessThan(300);
    expect(count(routes)).toBeLessThan(450);
    expect(count(monitoring)).toBeLessThan(450);
  });
});
