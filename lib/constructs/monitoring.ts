import { Duration, Stack } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { businessMetrics, metricsNamespace } from '@shared/constants/metrics';
import type { NodeFunction } from './node-function';

/**
 * What an operator watches, so the system's health is read from CloudWatch rather than from logs.
 * The thresholds are the points where a person should look, not where users already suffer badly;
 * every alarm goes to the stack's alarm topic and says in its description what to check first.
 */
export const monitoringThresholds = {
  /** Share of API requests answered 5xx over five minutes. */
  api5xxPercent: 1,
  /** API p99 latency in ms over five minutes (the handlers' own budget is far below). */
  apiP99Ms: 3000,
  /** Errors of one function in five minutes: a single cold-start hiccup is not worth a page. */
  functionErrors: 5,
  /** Age of the oldest message in a work queue, seconds: consumers have fallen behind. */
  queueAgeSeconds: 300,
  /** SES puts an account under review at a 5 % bounce rate and 0.1 % complaint rate: warn at half. */
  sesBounceRate: 0.025,
  sesComplaintRate: 0.0005,
} as const;

export interface MonitoringProps {
  alarmTopic: sns.ITopic;
  httpApi: apigw.HttpApi;
  table: dynamodb.ITableV2;
  /** Every Lambda of the stack. */
  functions: NodeFunction[];
  /** The work queues (their dead-letter queues have their own alarms already). */
  queues: { name: string; queue: sqs.IQueue; deadLetterQueue: sqs.IQueue }[];
}

const fiveMinutes = Duration.minutes(5);

/** The CloudWatch dashboard and the alarms beyond dead letters (which Queues and Schedules own). */
export class Monitoring extends Construct {
  readonly dashboard: cloudwatch.Dashboard;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const t = monitoringThresholds;
    const action = new cwActions.SnsAction(props.alarmTopic);
    const alarm = (alarmId: string, metric: cloudwatch.IMetric, threshold: number, description: string, periods = 1) => {
      const made = new cloudwatch.Alarm(this, alarmId, {
        alarmDescription: description,
        metric,
        threshold,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: periods,
        datapointsToAlarm: periods,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      made.addAlarmAction(action);
      this.alarms.push(made);
      return made;
    };

    // API: the error rate and the slow tail.
    const requests = props.httpApi.metricCount({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM });
    const serverErrors = props.httpApi.metricServerError({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM });
    const clientErrors = props.httpApi.metricClientError({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM });
    const errorRate = new cloudwatch.MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      label: 'API 5xx %',
      period: fiveMinutes,
    });
    const latency = (statistic: string) => props.httpApi.metricLatency({ period: fiveMinutes, statistic, label: `API ${statistic}` });
    alarm('Api5xxRate', errorRate, t.api5xxPercent, `${t.api5xxPercent}% or more of API requests failed with a 5xx for 10 minutes. Check the Lambda errors on the dashboard, then that function's logs.`, 2);
    alarm('ApiP99Latency', props.httpApi.metricLatency({ period: fiveMinutes, statistic: 'p99' }), t.apiP99Ms, `API p99 latency reached ${t.apiP99Ms} ms for 15 minutes. Check Lambda duration and throttles, and DynamoDB throttles, on the dashboard.`, 3);

    // Every function, named by its service: errors, or any throttle. One alarm a function, not
    // two: the stack is near CloudFormation's 500 resources (an HTTP API route is one each).
    for (const fn of props.functions) {
      const failing = new cloudwatch.MathExpression({
        expression: `MAX([errors, ${t.functionErrors} * throttles])`,
        usingMetrics: {
          errors: fn.metricErrors({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM }),
          throttles: fn.metricThrottles({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM }),
        },
        label: `${fn.serviceName} errors or throttles`,
        period: fiveMinutes,
      });
      alarm(
        `${pascal(fn.serviceName)}Failing`,
        failing,
        t.functionErrors,
        `${fn.serviceName} failed ${t.functionErrors} or more times in 5 minutes, or was throttled (a concurrency limit was reached). Its logs carry the error and the correlation id.`,
      );
    }

    // Work queues: consumers falling behind (dead letters alarm on their own).
    for (const q of props.queues) {
      alarm(
        `${pascal(q.name)}QueueAge`,
        q.queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(1), statistic: cloudwatch.Stats.MAXIMUM }),
        t.queueAgeSeconds,
        `The oldest message in the ${q.name} queue waited ${t.queueAgeSeconds} s or more for 5 minutes: its consumer is failing or throttled.`,
        5,
      );
    }

    // SES reputation (all mail leaves through SES in AWS): account-wide metrics AWS publishes.
    const sesBounce = new cloudwatch.Metric({ namespace: 'AWS/SES', metricName: 'Reputation.BounceRate', period: fiveMinutes, statistic: cloudwatch.Stats.MAXIMUM });
    const sesComplaint = new cloudwatch.Metric({ namespace: 'AWS/SES', metricName: 'Reputation.ComplaintRate', period: fiveMinutes, statistic: cloudwatch.Stats.MAXIMUM });
    alarm('SesBounceRate', sesBounce, t.sesBounceRate, `The SES bounce rate reached ${t.sesBounceRate * 100}% (AWS reviews the account at 5%). Check who is being mailed: stale addresses, a bad import.`);
    alarm('SesComplaintRate', sesComplaint, t.sesComplaintRate, `The SES complaint rate reached ${t.sesComplaintRate * 100}% (AWS reviews the account at 0.1%). Check which mail people mark as spam.`);

    const fnMetric = (metric: (fn: NodeFunction) => cloudwatch.Metric) => props.functions.map((fn) => metric(fn).with({ label: fn.serviceName }));
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${Stack.of(this).stackName}-health`,
      defaultInterval: Duration.hours(6),
      widgets: [
        [new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 4 })],
        [
          new cloudwatch.GraphWidget({ title: 'API requests and errors', left: [requests.with({ label: 'requests' })], right: [serverErrors.with({ label: '5xx' }), clientErrors.with({ label: '4xx' })], width: 8 }),
          new cloudwatch.GraphWidget({ title: 'API latency (ms)', left: [latency('p50'), latency('p90'), latency('p99')], width: 8 }),
          new cloudwatch.GraphWidget({ title: 'API 5xx %', left: [errorRate], width: 8 }),
        ],
        [
          new cloudwatch.GraphWidget({ title: 'Lambda errors', left: fnMetric((fn) => fn.metricErrors({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM })), width: 8 }),
          new cloudwatch.GraphWidget({ title: 'Lambda throttles', left: fnMetric((fn) => fn.metricThrottles({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM })), width: 8 }),
          new cloudwatch.GraphWidget({ title: 'Lambda duration p99 (ms)', left: fnMetric((fn) => fn.metricDuration({ period: fiveMinutes, statistic: 'p99' })), width: 8 }),
        ],
        [
          new cloudwatch.GraphWidget({ title: 'Queue depth', left: props.queues.map((q) => q.queue.metricApproximateNumberOfMessagesVisible({ label: q.name })), right: props.queues.map((q) => q.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ label: `${q.name} dead letters` })), width: 8 }),
          new cloudwatch.GraphWidget({ title: 'Oldest message (s)', left: props.queues.map((q) => q.queue.metricApproximateAgeOfOldestMessage({ label: q.name, statistic: cloudwatch.Stats.MAXIMUM })), width: 8 }),
          new cloudwatch.GraphWidget({ title: 'SES reputation', left: [sesBounce.with({ label: 'bounce rate' }), sesComplaint.with({ label: 'complaint rate' })], width: 8 }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'Product (per 5 minutes)',
            // Every function counts under its own service dimension: SEARCH adds them up per metric.
            left: Object.values(businessMetrics).map(
              (name) =>
                new cloudwatch.MathExpression({
                  expression: `SUM(SEARCH('{${metricsNamespace},service} MetricName="${name}"', 'Sum', 300))`,
                  label: name,
                  period: fiveMinutes,
                }),
            ),
            width: 24,
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'DynamoDB capacity used',
            left: [props.table.metricConsumedReadCapacityUnits({ label: 'read units', statistic: cloudwatch.Stats.SUM }), props.table.metricConsumedWriteCapacityUnits({ label: 'write units', statistic: cloudwatch.Stats.SUM })],
            width: 12,
          }),
          new cloudwatch.GraphWidget({
            title: 'DynamoDB throttled requests',
            left: [props.table.metricThrottledRequestsForOperations({ label: 'throttled', period: fiveMinutes })],
            width: 12,
          }),
        ],
      ],
    });
  }
}

const pascal = (name: string) => name.replace(/(^|[-_/])([a-z0-9])/g, (_m, _sep: string, c: string) => c.toUpperCase());
