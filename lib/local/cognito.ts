import { createRequire } from 'node:module';
import http from 'node:http';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { renderMail } from '../../lambdas/domain/mail/templates';
import { listen, readBody } from './http-util';

/**
 * cognito-local, composed in process (as its lib/server/defaults.js composes it) with two bridges:
 * - codes are e-mailed through SES to the local inbox, as Cognito does through SES in AWS,
 *   instead of cognito-local's console printer;
 * - Amplify 6 refreshes tokens with GetTokensFromRefreshToken, which cognito-local lacks;
 *   the front server answers it with InitiateAuth REFRESH_TOKEN_AUTH.
 */
const require = createRequire(import.meta.url);
const { DateClock, TriggersService, LambdaService } = require('cognito-local/lib/services') as Record<'DateClock' | 'TriggersService' | 'LambdaService', new (...a: unknown[]) => unknown>;
const { CognitoServiceFactoryImpl } = require('cognito-local/lib/services/cognitoService');
const { CryptoService } = require('cognito-local/lib/services/crypto');
const { StormDBDataStoreFactory } = require('cognito-local/lib/services/dataStore/stormDb');
const { otp } = require('cognito-local/lib/services/otp');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator');
const { UserPoolServiceFactoryImpl } = require('cognito-local/lib/services/userPoolService');
const { Router } = require('cognito-local/lib/server/Router');
const { createServer } = require('cognito-local/lib/server/server');
const pino = require('pino');

export interface CognitoOptions {
  port: number;
  dataDir: string;
  sesEndpoint: string;
  mailFrom: string;
  appUrl: string;
}

interface CognitoUser {
  Username: string;
  Attributes?: Array<{ Name: string; Value: string }>;
}

export async function startCognito(opts: CognitoOptions) {
  const logger = pino({ level: 'silent' });
  const ctx = { logger };
  const issuerDomain = `http://localhost:${opts.port}`;
  const config = {
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: issuerDomain },
    ServerConfig: { port: opts.port, hostname: '127.0.0.1', development: false, https: false },
  };
  const ses = new SESv2Client({
    region: 'us-east-1',
    endpoint: opts.sesEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(`${opts.dataDir}/db`);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(
    `${opts.dataDir}/db`,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  const cognitoClient = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  // No Lambda triggers locally: an empty trigger table means none is ever invoked.
  const triggers = new TriggersService(clock, cognitoClient, new LambdaService({}, null), new CryptoService({}));

  const messages = {
    async deliver(
      _ctx: unknown,
      source: string,
      _clientId: string,
      _poolId: string,
      user: CognitoUser,
      code: string,
      _meta: unknown,
      delivery: { DeliveryMedium: string; Destination: string } | null,
    ) {
      const to = delivery?.Destination ?? user.Attributes?.find((a) => a.Name === 'email')?.Value;
      if (!to) return;
      const name = source === 'ForgotPassword' ? 'password-reset-code' : 'verification-code';
      const mail = renderMail({ to, template: { name, data: { code } } }, opts.appUrl);
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: opts.mailFrom,
          Destination: { ToAddresses: [to] },
          Content: { Simple: { Subject: { Data: mail.subject }, Body: { Text: { Data: mail.text }, Html: { Data: mail.html } } } },
        }),
      );
    },
  };

  const services = {
    clock,
    cognito: cognitoClient,
    config,
    messages,
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const router = Router(services) as (target: string) => (c: unknown, body: unknown) => Promise<unknown>;
  const { application } = createServer(router, logger, config.ServerConfig, services) as {
    application: http.RequestListener;
  };

  const server = http.createServer((req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '');
    if (req.method !== 'POST' || !target.endsWith('.GetTokensFromRefreshToken')) {
      application(req, res);
      return;
    }
    void (async () => {
      const body = JSON.parse((await readBody(req)) || '{}') as { RefreshToken?: string; ClientId?: string };
      try {
        const out = (await router('InitiateAuth')(ctx, {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: body.ClientId,
          AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
        })) as { AuthenticationResult?: Record<string, unknown> };
        // GetTokensFromRefreshToken returns the same refresh token when rotation is off.
        const result = { ...out.AuthenticationResult, RefreshToken: body.RefreshToken };
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1', 'access-control-allow-origin': '*' });
        res.end(JSON.stringify({ AuthenticationResult: result }));
      } catch (error) {
        const e = error as { code?: string; message?: string };
        res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1', 'access-control-allow-origin': '*' });
        res.end(JSON.stringify({ __type: e.code ?? 'NotAuthorizedException', message: e.message ?? 'Refresh failed' }));
      }
    })();
  });
  await listen(server, opts.port);
  return {
    endpoint: `http://127.0.0.1:${opts.port}`,
    issuerDomain,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
