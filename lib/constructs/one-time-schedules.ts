import { RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import { RegionInfo } from 'aws-cdk-lib/region-info';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { NodeFunction } from './node-function';

export interface OneTimeSchedulesProps {
  /** Where every schedule of the group sends its message (the announce queue). */
  queue: sqs.IQueue;
}

/**
 * One-time EventBridge Scheduler schedules made at run time (the go/no-go of events with a
 * minimum: lambdas/lib/one-time-schedules.ts). They live in their own group, so the functions that
 * make them may touch that group only, and target the announce queue directly through SQS with a
 * role Scheduler assumes: no function of their own, three resources in all (group, role, policy).
 */
export class OneTimeSchedules extends Construct {
  readonly group: scheduler.ScheduleGroup;
  /** The role Scheduler assumes to send to the queue. */
  readonly role: iam.Role;
  private readonly queue: sqs.IQueue;

  constructor(scope: Construct, id: string, props: OneTimeSchedulesProps) {
    super(scope, id);
    this.queue = props.queue;
    // Schedules are made at run time, not by CloudFormation: deleting the group would delete them.
    this.group = new scheduler.ScheduleGroup(this, 'Group', { removalPolicy: RemovalPolicy.RETAIN });
    const account = Stack.of(this).account;
    this.role = new iam.Role(this, 'SendRole', {
      description: 'EventBridge Scheduler sends the one-time schedules of its group to the announce queue',
      // Only Scheduler acting for this account's schedules of this group (confused-deputy guard).
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: { 'aws:SourceAccount': account },
          ArnLike: { 'aws:SourceArn': Stack.of(this).formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${this.group.scheduleGroupName}/*` }) },
        },
      }),
    });
    props.queue.grantSendMessages(this.role);
  }

  /**
   * Let a function create, move and delete the group's schedules, and hand them the send role;
   * sets SCHEDULE_GROUP, SCHEDULER_ROLE_ARN and ANNOUNCE_QUEUE_ARN.
   */
  bind(fn: NodeFunction): this {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'],
        resources: [Stack.of(this).formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${this.group.scheduleGroupName}/*` })],
      }),
    );
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.role.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
    this.acknowledgeGroupWildcard(fn);
    fn.addEnvironment('SCHEDULE_GROUP', this.group.scheduleGroupName);
    fn.addEnvironment('SCHEDULER_ROLE_ARN', this.role.roleArn);
    fn.addEnvironment('ANNOUNCE_QUEUE_ARN', this.queue.queueArn);
    return this;
  }

  /** cdk-nag names the resource as synthesised: literal partition and region when the stack has a region. */
  private acknowledgeGroupWildcard(fn: NodeFunction) {
    const stack = Stack.of(this);
    const regional = !Token.isUnresolved(stack.region);
    const partition = regional ? (RegionInfo.get(stack.region).partition ?? 'aws') : '<AWS::Partition>';
    const region = regional ? stack.region : '<AWS::Region>';
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    Validations.of(fn.role ?? fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:${partition}:scheduler:${region}:${account}:schedule/${String(stack.resolve(this.group.scheduleGroupName))}/*]`,
      reason: 'The go/no-go schedules are made at run time, one per event, so their names cannot be listed: the grant covers this one group only.',
    });
  }
}
