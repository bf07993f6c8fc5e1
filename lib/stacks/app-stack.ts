import { Aws, CfnOutput, CfnRule, CrossStackReferences, Fn, NestedStack, ReferenceStrength, Stack, Token, type StackProps, Validations } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as route53Targets from 'aws-cdk-lib/aws-route53-targets';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config/app-config';
import { Api } from '../constructs/api';
import { CityPlaceIndex } from '../constructs/city-place-index';
import { EdgeFirewall, firewallLimits } from '../constructs/edge-firewall';
import { OriginSecret } from '../constructs/origin-secret';
import { Monitoring } from '../constructs/monitoring';
import { OneTimeSchedules } from '../constructs/one-time-schedules';
import { Queues } from '../constructs/queues';
import { Realtime } from '../constructs/realtime';
import { Schedules } from '../constructs/schedules';
import { WebHosting } from '../constructs/web-hosting';
import type { NodeFunction } from '../constructs/node-function';

export interface AppStackProps extends StackProps {
  config: AppConfig;
  table: dynamodb.ITableV2;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  /**
   * Functions of the data stack (the user pool's triggers): not bound or configured here, only
   * watched by the dashboard and alarms beside this stack's own.
   */
  watchedFunctions?: NodeFunction[];
  /** The built SPA directory (web/dist). */
  webAssetPath: string;
  /**
   * The CloudFront WAF web ACL when it lives in another stack (an app stack outside us-east-1:
   * lib/stacks/edge-stack.ts). Unset, this stack creates it, and must then be deployed in us-east-1.
   */
  webAclArn?: string;
}

/**
 * The stateless half: API, queues and their consumers, schedules, and the web front. Everything
 * here can be destroyed and recreated; the data it works on lives in the data stack.
 */
export class AppStack extends Stack {
  readonly api: Api;
  readonly cityIndex: CityPlaceIndex;
  readonly queues: Queues;
  readonly schedules: Schedules;
  /** Run-time one-time schedules (go/no-go at an event's cut-off) that send to the announce queue. */
  readonly oneTimeSchedules: OneTimeSchedules;
  readonly realtime: Realtime;
  readonly web: WebHosting;
  readonly monitoring: Monitoring;
  /** The nested stack of the dashboard and the alarms beyond dead letters. */
  readonly monitoringStack: NestedStack;
  /** What CloudFront sends to the API and WebSocket origins, and their functions require. */
  readonly originSecret: OriginSecret;
  /** The CloudFront WAF when this stack holds it (see webAclArn). */
  readonly firewall?: EdgeFirewall;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    // Strong references (CloudFormation exports): the data stack cannot be deleted while this stack
    // uses its table and user pool. Explicit, so a change of CDK's default cannot loosen it.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    const { config, table, userPool, userPoolClient } = props;
    const logRetention = toRetention(config.logRetentionDays);

    const alarmTopic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `Rally ${config.stage} alarms`,
      enforceSSL: true,
    });
    if (config.alarmEmail) alarmTopic.addSubscription(new subscriptions.EmailSubscription(config.alarmEmail));
    Validations.of(alarmTopic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'CloudWatch alarms cannot publish to a topic encrypted with the AWS managed SNS key, and alarm messages carry no user data; TLS is enforced.',
    });

    // Queues: mail is sent by its consumer; notify fans out to stored notifications, push and mail.
    this.queues = new Queues(this, 'Queues', { logRetention, alarmTopic });
    const mail = this.queues.get('mail');
    const notify = this.queues.get('notify');
    const announce = this.queues.get('announce');
    mail.consumer.bindTable(table, 'rw').bindMail(config.mailFrom, config.mailFromName);
    notify.consumer.bindTable(table, 'rw').bindQueue('mail', mail.queue);
    // Announce: finds the people near a new event or player and queues their notifications. It
    // sends to its own queue too: a page of a broadcast to everyone (or of the user-directory
    // backfill) queues the next page, so no run holds more than one page.
    announce.consumer.bindTable(table, 'rw').bindQueue('notify', notify.queue).bindQueue('announce', announce.queue);
    if (config.vapidPublicKey && config.vapidPrivateKeySecretName) {
      notify.consumer.bindVapid(config.vapidPublicKey, config.vapidPrivateKeySecretName, config.vapidSubject);
    }

    // Always made in AWS: the APIs answer only requests CloudFront forwarded (with its WAF and
    // headers). Only the local stack, which has no CloudFront, runs without one.
    this.originSecret = new OriginSecret(this, 'OriginSecret');

    // API: one function per route-table domain. Mail leaves through the mail queue, never SES
    // directly, so these functions get no SES permission.
    this.api = new Api(this, 'Api', {
      userPool,
      userPoolClient,
      logRetention,
      throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
      originSecret: this.originSecret,
      ...(config.apiOriginDomain && config.apiOriginCertificateArn
        ? { originDomain: { name: config.apiOriginDomain, certificateArn: config.apiOriginCertificateArn } }
        : {}),
    });
    // CloudFront reaches the API by its own name: point the name at the API's regional endpoint.
    const apiOrigin = this.api.originDomain;
    if (apiOrigin && config.hostedZoneId && config.hostedZoneName && `.${config.apiOriginDomain}`.endsWith(`.${config.hostedZoneName}`)) {
      const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'ApiOriginZone', {
        hostedZoneId: config.hostedZoneId,
        zoneName: config.hostedZoneName,
      });
      new route53.ARecord(this, 'ApiOriginAlias', {
        zone,
        recordName: config.apiOriginDomain,
        target: route53.RecordTarget.fromAlias(
          new route53Targets.ApiGatewayv2DomainProperties(apiOrigin.regionalDomainName, apiOrigin.regionalHostedZoneId),
        ),
      });
    }
    for (const fn of this.api.domainFunctions.values()) {
      fn.bindTable(table, 'rw')
        .bindQueue('mail', mail.queue)
        .bindQueue('notify', notify.queue)
        .bindQueue('announce', announce.queue)
        .bindUserPool(userPool, userPoolClient);
    }

    // Go/no-go at the cut-off of events with a minimum: the events function schedules it (create,
    // move, cancel), the account function deletes it with the events of a deleted account, and the
    // announce consumer, which handles each step, moves it on to the next.
    this.oneTimeSchedules = new OneTimeSchedules(this, 'OneTimeSchedules', { queue: announce.queue });
    for (const domain of ['events', 'account']) {
      const fn = this.api.domainFunctions.get(domain);
      if (!fn) throw new Error(`The route table has no '${domain}' domain to schedule go/no-go decisions`);
      this.oneTimeSchedules.bind(fn);
    }
    this.oneTimeSchedules.bind(announce.consumer);

    // Payments: the payments function, the Stripe webhook and the account function (deleting an
    // account cancels the person's subscriptions and deletes their customers) hold the Stripe keys.
    // (Paying for a form submission is a payments route too: the forms function has no Stripe keys.)
    const payments = this.api.domainFunctions.get('payments');
    const webhook = this.api.rawFunctions.get('StripeWebhook');
    const account = this.api.domainFunctions.get('account');
    const eventsFn = this.api.domainFunctions.get('events');
    if (!payments || !webhook || !account || !eventsFn) throw new Error("The route table has no 'payments', 'account' or 'events' domain, or the manifest no Stripe webhook");
    // The webhook records events, updates subscriptions and settles paid events' spots: a spot
    // it frees goes to the waitlist with a pay link (the notify queue). No user pool.
    webhook.bindTable(table, 'rw').bindQueue('notify', notify.queue);
    // The events function opens Checkout for paid events and refunds when people leave or a game is
    // cancelled; the announce consumer refunds a game the go/no-go decision calls off.
    for (const fn of [payments, webhook, account, eventsFn, announce.consumer]) {
      if (config.stripeSecretName) fn.bindStripe(config.stripeSecretName, config.platform);
      else fn.addEnvironment('PLATFORM', config.platform);
    }

    // Live messages: the WebSocket API; the messages Lambda and the socket handler push.
    this.realtime = new Realtime(this, 'Realtime', {
      userPool,
      userPoolClient,
      logRetention,
      throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
      originSecret: this.originSecret,
    });
    this.realtime.handler.bindTable(table, 'rw').bindQueue('notify', notify.queue);
    const messages = this.api.domainFunctions.get('messages');
    if (!messages) throw new Error("The route table has no 'messages' domain to push live messages");
    this.realtime.bindPush(messages);
    // A big team discussion's messages reach its members through the notify queue: its consumer
    // pushes each slice to their sockets and queues notices for those away on its own queue.
    this.realtime.bindPush(notify.consumer);
    notify.consumer.bindQueue('notify', notify.queue);
    // Signing out everywhere, deleting an account and an admin disabling one close the person's live sockets.
    for (const domain of ['users', 'account', 'admin']) {
      const fn = this.api.domainFunctions.get(domain);
      if (!fn) throw new Error(`The route table has no '${domain}' domain to close sockets of people signed out`);
      this.realtime.bindClose(fn);
    }

    // City search (go-to city autocomplete): only the places function may query the index.
    this.cityIndex = new CityPlaceIndex(this, 'CityIndex');
    const places = this.api.domainFunctions.get('places');
    if (!places) throw new Error("The route table has no 'places' domain to serve city search");
    places.bindPlaceIndex(this.cityIndex);

    // Daily jobs: they read and prune the table, send digests through the mail queue and event
    // reminders through the notify queue.
    this.schedules = new Schedules(this, 'Schedules', { logRetention, alarmTopic });
    for (const fn of this.schedules.functions) fn.bindTable(table, 'rw').bindQueue('mail', mail.queue);
    this.schedules.get('send-event-reminders').fn.bindQueue('notify', notify.queue);

    let webAclArn = props.webAclArn;
    if (!webAclArn) {
      this.firewall = new EdgeFirewall(this, 'EdgeFirewall', firewallLimits(config));
      webAclArn = this.firewall.arn;
      // A CLOUDFRONT-scope web ACL exists only in us-east-1. An environment-agnostic stack learns
      // its region at deploy: refuse any other region with a clear message before creating anything.
      if (Token.isUnresolved(this.region)) {
        new CfnRule(this, 'EdgeFirewallRegion', {
          assertions: [
            {
              assert: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
              assertDescription:
                'The CloudFront WAF must be created in us-east-1: deploy this stack there, or set -c region=<region> so the WAF gets its own us-east-1 stack.',
            },
          ],
        });
      } else if (this.region !== 'us-east-1') {
        throw new Error(`The CloudFront WAF must be in us-east-1, not ${this.region}: pass webAclArn from an edge stack`);
      }
    }

    this.web = new WebHosting(this, 'Web', {
      webAclArn,
      webAssetPath: props.webAssetPath,
      apiDomainName: this.api.domainName,
      webSocket: { domainName: this.realtime.domainName, stageName: this.realtime.stage.stageName },
      originSecret: this.originSecret,
      webConfig: {
        stage: config.stage,
        userPoolId: userPool.userPoolId,
        userPoolClientId: userPoolClient.userPoolClientId,
        ...(config.vapidPublicKey ? { vapidPublicKey: config.vapidPublicKey } : {}),
        ...(config.teamDomain ? { teamDomain: config.teamDomain } : {}),
        platform: config.platform,
        ...(config.stripeSecretName ? { payments: { live: config.stripeLive, billingPortalUrl: config.stripeBillingPortalUrl ?? '' } } : {}),
      },
      domainName: config.domainName,
      certificateArn: config.certificateArn,
      siteDomains: config.siteDomains,
      hostedZone:
        config.hostedZoneId && config.hostedZoneName ? { id: config.hostedZoneId, name: config.hostedZoneName } : undefined,
    });

    const allFunctions = [...this.api.functions, ...this.queues.functions, ...this.schedules.functions, this.realtime.handler, this.realtime.authorizerFunction];
    // The dashboard and the alarms beyond dead letters (API errors and latency, every function's
    // errors and throttles, queue age, SES reputation). A nested stack: one alarm per function
    // grows with the functions, and none of it is referenced back by the app.
    this.monitoringStack = new NestedStack(this, 'MonitoringStack', { description: `Rally ${config.stage}: CloudWatch dashboard and alarms` });
    this.monitoring = new Monitoring(this.monitoringStack, 'Monitoring', {
      alarmTopic,
      httpApi: this.api.httpApi,
      table,
      functions: [...allFunctions, ...(props.watchedFunctions ?? [])],
      queues: [mail, notify, announce].map((q) => ({ name: q.spec.name, queue: q.queue, deadLetterQueue: q.deadLetterQueue })),
    });

    // Links in mail and notifications point at the public origin.
    for (const fn of allFunctions) {
      fn.bindAppUrl(this.web.url).addEnvironment('STAGE', config.stage);
    }
    // The custom-domain rule keeps sites from imitating the special team domain.
    if (config.teamDomain) for (const fn of this.api.functions) fn.addEnvironment('TEAM_DOMAIN', config.teamDomain);

    new CfnOutput(this, 'Url', { value: this.web.url, description: 'The app (CloudFront)' });
    new CfnOutput(this, 'ApiUrl', {
      // With an origin domain the execute-api endpoint is off: the API answers only at its own name.
      value: config.apiOriginDomain ? `https://${config.apiOriginDomain}` : this.api.httpApi.apiEndpoint,
      description: 'The HTTP API origin: it answers 403 to anything but CloudFront (the app calls it as /api)',
    });
    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: userPoolClient.userPoolClientId });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    new CfnOutput(this, 'AlarmTopicArn', { value: alarmTopic.topicArn });
    new CfnOutput(this, 'DashboardName', { value: this.monitoring.dashboard.dashboardName, description: 'CloudWatch dashboard: API, Lambdas, queues, SES, DynamoDB' });
  }
}

/** CloudWatch Logs only accepts certain retention periods; use the shortest one that keeps logs at least `days`. */
function toRetention(days: number): logs.RetentionDays {
  const allowed = Object.values(logs.RetentionDays)
    .filter((v): v is number => typeof v === 'number' && v > 0)
    .sort((a, b) => a - b);
  return (allowed.find((d) => d >= days) ?? logs.RetentionDays.INFINITE) as logs.RetentionDays;
}
