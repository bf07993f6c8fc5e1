import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { WebConfig } from '@shared/schemas/config';
import { resetClients } from '../../lambdas/lib/clients';
import { resetEnv } from '../../lambdas/lib/env';
import { resetLogLevel } from '../../lambdas/lib/logger';
import { resetDb } from '../../lambdas/data/service';
import { startApiServer } from './api-server';
import { startCognito } from './cognito';
import { ensureUserPool, localCognitoClient } from './cognito-pool';
import { LOCAL_REGION, LOCAL_TABLE, MAIL_FROM, type LocalStackOptions } from './config';
import { ensureTable, startDynamo } from './dynamodb';
import { LocalStackError } from './errors';
import { portIsFree } from './http-util';
import { startQueuePoller } from './queue-poller';
import { startScheduler } from './scheduler';
import { seed } from './seed';
import { seedPayoutAccount } from './seed-data';
import { startSqs } from './sqs';
import { createDnsFake, DNS_FAKE_PREFIX } from './dns-fake';
import { createSchedulerFake, SCHEDULER_FAKE_PREFIX } from './scheduler-fake';
import { createStripeFake } from './stripe-fake';
import { localVapidKeys } from './vapid';

const root = path.resolve(import.meta.dirname, '../..');
/** The local webhook signing secret (the fake signs with it, the webhook Lambda checks it). */
export const LOCAL_WEBHOOK_SECRET = 'whsec_rally_local';

/** What a running local stack exposes; written to <dataDir>/local-stack.json for `npm run job`. */
export interface LocalStackInfo {
  pid: number;
  appUrl: string;
  mailUrl: string;
  env: Record<string, string>;
  userPoolId: string;
  clientId: string;
  cognitoEndpoint: string;
  seededUsers: Record<string, string>;
}

export interface LocalStack {
  info: LocalStackInfo;
  stop: () => Promise<void>;
}

type Stoppable = { name: string; stop: () => Promise<void> | void };

/** Start ses → (dynamo, sqs, cognito) → resources → seed → poller, scheduler → api. Stops in reverse. */
export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  const log = opts.log ?? (() => undefined);
  const names: Record<keyof LocalStackOptions['ports'], string> = {
    app: 'PORT',
    dynamodb: 'DYNAMODB_PORT',
    sqs: 'SQS_PORT',
    mail: 'MAIL_PORT',
    cognito: 'COGNITO_PORT',
  };
  for (const [key, port] of Object.entries(opts.ports) as Array<[keyof typeof names, number]>) {
    if (!(await portIsFree(port))) {
      throw new LocalStackError(
        `Port ${port} (${names[key]}) is already in use: is Rally already running? Stop it, or set ${names[key]} to a free port.`,
      );
    }
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });

  const started: Stoppable[] = [];
  const stopAll = async () => {
    for (const s of started.reverse()) {
      try {
        await s.stop();
      } catch (error) {
        log(`stopping ${s.name} failed: ${(error as Error).message}`);
      }
    }
    started.length = 0;
  };

  try {
    const sesModule = (await import('aws-ses-v2-local')) as unknown as { default: (c: { port: number; host: string }) => Promise<import('node:http').Server> };
    const [ses, dynamo, sqs] = await Promise.all([
      sesModule.default({ port: opts.ports.mail, host: '127.0.0.1' }),
      startDynamo({ port: opts.ports.dynamodb, dataDir: opts.dataDir, inMemory: opts.inMemory ?? false }),
      startSqs(opts.ports.sqs),
    ]);
    started.push({ name: 'mail', stop: () => new Promise<void>((r) => ses.close(() => r())) });
    started.push({ name: 'dynamodb', stop: dynamo.stop });
    started.push({ name: 'sqs', stop: sqs.stop });
    const mailUrl = `http://localhost:${opts.ports.mail}`;
    const appUrl = `http://localhost:${opts.ports.app}`;
    const cognito = await startCognito({
      port: opts.ports.cognito,
      dataDir: path.join(opts.dataDir, 'cognito'),
      sesEndpoint: `http://127.0.0.1:${opts.ports.mail}`,
      mailFrom: MAIL_FROM,
      appUrl,
    });
    started.push({ name: 'cognito', stop: cognito.stop });

    const cognitoClient = localCognitoClient(cognito.endpoint);
    const [pool] = await Promise.all([ensureUserPool(cognitoClient, opts.dataDir), ensureTable(dynamo.client, LOCAL_TABLE)]);
    const vapid = localVapidKeys(opts.dataDir);

    // The handlers run in this process: give them the env a deployed Lambda would get.
    const env: Record<string, string> = {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      TABLE_NAME: LOCAL_TABLE,
      MAIL_FROM,
      APP_URL: appUrl,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.clientId,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      SQS_ENDPOINT: sqs.endpoint,
      SES_ENDPOINT: `http://127.0.0.1:${opts.ports.mail}`,
      COGNITO_ENDPOINT: cognito.endpoint,
      POWERTOOLS_SERVICE_NAME: 'rally-local',
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
      // Embedded-metric lines are for CloudWatch; locally they would only fill the console.
      POWERTOOLS_METRICS_DISABLED: 'true',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:no-reply@localhost',
      // The local WebSocket API's management endpoint (lib/local/ws-server.ts).
      WS_CALLBACK_URL: `http://127.0.0.1:${opts.ports.app}/ws-callback`,
      PLATFORM: process.env.PLATFORM ?? 'gth',
      // Custom-domain proofs look their TXT records up in the fake DNS on this server.
      DNS_FAKE_URL: `http://127.0.0.1:${opts.ports.app}${DNS_FAKE_PREFIX}`,
    };
    if (opts.pushAllowedOrigins) env.PUSH_ALLOWED_ORIGINS = opts.pushAllowedOrigins;
    // Payments: with STRIPE_SECRET_KEY set the handlers talk to Stripe (test mode, please);
    // otherwise every Stripe call goes to the local fake on this server.
    const realStripe = Boolean(process.env.STRIPE_SECRET_KEY);
    if (realStripe) {
      for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_CONNECT_CLIENT_ID'] as const) if (process.env[k]) env[k] = process.env[k];
    } else {
      env.STRIPE_API_URL = `http://127.0.0.1:${opts.ports.app}/stripe-fake`;
      env.STRIPE_WEBHOOK_SECRET = LOCAL_WEBHOOK_SECRET;
      env.STRIPE_CONNECT_CLIENT_ID = 'ca_rally_local';
      delete process.env.STRIPE_SECRET_KEY;
    }
    for (const q of sqs.queues) env[`${q.spec.name.toUpperCase()}_QUEUE_URL`] = q.url;
    // One-time schedules (go/no-go): the scheduler twin on this server sends them to the announce queue.
    const announceQueue = sqs.queues.find((q) => q.spec.name === 'announce')!;
    env.SCHEDULER_ENDPOINT = `http://127.0.0.1:${opts.ports.app}${SCHEDULER_FAKE_PREFIX}`;
    env.SCHEDULE_GROUP = 'rally-local-go-no-go';
    env.SCHEDULER_ROLE_ARN = 'arn:aws:iam::000000000000:role/rally-local-scheduler';
    env.ANNOUNCE_QUEUE_ARN = announceQueue.arn;
    Object.assign(process.env, env);
    // No CloudFront in front of this server, so no origin secret: the handlers' origin check is
    // off here (lambdas/middleware/origin-check.ts), even if the shell has ORIGIN_SECRET set.
    delete process.env.ORIGIN_SECRET;
    resetEnv();
    resetLogLevel();
    resetClients();
    resetDb();

    let seededUsers: Record<string, string> = {};
    if (opts.seed) seededUsers = (await seed(cognitoClient, pool.userPoolId, { payoutAccount: !realStripe })).users;

    for (const q of sqs.queues) {
      const poller = startQueuePoller(
        sqs.client,
        q,
        async () => {
          const mod = (await import(pathToFileURL(path.join(root, q.spec.consumer)).href)) as {
            handler: (e: SQSEvent, c: unknown) => Promise<SQSBatchResponse>;
          };
          return mod.handler;
        },
        (error) => log(`queue ${q.spec.name}: ${(error as Error).message}`),
      );
      started.push({ name: `poller ${q.spec.name}`, stop: poller.stop });
    }
    const schedulerFake = createSchedulerFake({
      ...(opts.inMemory ? {} : { stateFile: path.join(opts.dataDir, 'schedules.json') }),
      send: async (queueArn, body) => {
        const queue = sqs.queues.find((q) => q.arn === queueArn);
        if (!queue) throw new Error(`no local queue with ARN ${queueArn}`);
        await sqs.client.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: body }));
      },
      log,
    });
    if (opts.scheduler) {
      const scheduler = startScheduler(log);
      schedulerFake.start();
      started.push({ name: 'scheduler', stop: () => (scheduler.stop(), schedulerFake.stop()) });
    }

    const webConfig: WebConfig = {
      stage: 'local',
      region: LOCAL_REGION,
      apiUrl: '',
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.clientId,
      userPoolEndpoint: `http://localhost:${opts.ports.cognito}`,
      appDomains: ['localhost', '127.0.0.1'],
      vapidPublicKey: vapid.publicKey,
      // Same origin: the SPA makes ws://<its host>/ws of it.
      wsUrl: '/ws',
      platform: env.PLATFORM === 'meh' ? 'meh' : 'gth',
      payments: {
        live: false,
        billingPortalUrl: realStripe ? (process.env.STRIPE_BILLING_PORTAL_URL ?? '') : `${appUrl}/stripe-fake/p/login/test_rally_local`,
      },
    };
    const api = await startApiServer({
      port: opts.ports.app,
      webConfig,
      auth: {
        jwksUrl: `${cognito.endpoint}/${pool.userPoolId}/.well-known/jwks.json`,
        issuer: `${cognito.issuerDomain}/${pool.userPoolId}`,
        clientId: pool.clientId,
      },
      web: opts.web,
      schedulerFake,
      dnsFake: createDnsFake(opts.inMemory ? {} : { stateFile: path.join(opts.dataDir, 'dns-fake.json') }),
      ...(realStripe
        ? {}
        : {
            stripeFake: createStripeFake({
              appUrl,
              webhookUrl: `http://127.0.0.1:${opts.ports.app}/api/webhooks/stripe`,
              webhookSecret: LOCAL_WEBHOOK_SECRET,
              ...(opts.inMemory ? {} : { stateFile: path.join(opts.dataDir, 'stripe-fake.json') }),
              connectedAccounts: [{ id: seedPayoutAccount.stripeId, country: seedPayoutAccount.country, email: seedPayoutAccount.email }],
              log,
            }),
          }),
      log,
    });
    started.push({ name: 'api', stop: api.stop });

    const info: LocalStackInfo = {
      pid: process.pid,
      appUrl,
      mailUrl,
      env,
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      cognitoEndpoint: cognito.endpoint,
      seededUsers,
    };
    // Index the offline city gazetteer in the background (~0.5 s) so the first keystroke in the
    // go-to city box does not wait for it.
    void import('../../lambdas/lib/places/city-search').then(({ citySearch }) => citySearch().search('a', 1)).catch(() => undefined);

    const infoFile = path.join(opts.dataDir, 'local-stack.json');
    fs.writeFileSync(infoFile, JSON.stringify(info, null, 2));
    started.unshift({ name: 'info file', stop: () => fs.rmSync(infoFile, { force: true }) });
    return { info, stop: stopAll };
  } catch (error) {
    await stopAll();
    if (error instanceof LocalStackError) throw error;
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'EADDRINUSE') throw new LocalStackError(`A port became busy during start-up: ${e.message}`);
    throw error;
  }
}
