import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** Alarm as soon as any message sits in a dead-letter queue (queues and schedules share it). */
export function deadLetterAlarm(scope: Construct, id: string, queue: sqs.IQueue, description: string, topic: sns.ITopic) {
  const alarm = new cloudwatch.Alarm(scope, id, {
    alarmDescription: description,
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: cloudwatch.Stats.MAXIMUM }),
    threshold: 0,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(new cwActions.SnsAction(topic));
  return alarm;
}
