import { createRequire } from 'node:module';
import http from 'node:http';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { decodeJwt, importJWK, jwtVerify } from 'jose';
import { isCodeMailSource, renderCodeMail } from '../../lambdas/domain/mail/code-mail';
import { renderMail } from '../../lambdas/domain/mail/templates';
import { listen, readBody } from './http-util';

/**
 * cognito-local, composed in process (as its lib/server/defaults.js composes it) with bridges:
 * - codes are e-mailed through SES to the local inbox, as Cognito does through SES in AWS,
 *   instead of cognito-local's console printer, in the person's language as the pool's
 *   CustomMessage trigger writes them (the same lambdas/domain/mail/code-mail.ts);
 * - Amplify 6 refreshes tokens with GetTokensFromRefreshToken, which cognito-local lacks;
 *   the front server answers it with InitiateAuth REFRESH_TOKEN_AUTH;
 * - sign-out everywhere (GlobalSignOut, AdminUserGlobalSignOut) and AdminDisableUser revoke the
 *   person's refresh tokens, and a disabled user can neither sign in nor refresh, as in Cognito;
 * - confirming a sign-up with the e-mailed code marks the address verified (email_verified), as
 *   Cognito does for the CDK pool's auto-verified e-mail; cognito-local only confirms the account;
 * - the pool answers as the CDK web client does with PreventUserExistenceErrors ENABLED (which
 *   cognito-local ignores): sign-in, password reset and code resending say the same for an
 *   unknown address as for a known one.
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
const { jwk: tokenKey } = require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: Record<string, string> };

export interface CognitoOptions {
  port: number;
  dataDir: string;
  sesEndpoint: string;
  mailFrom: string;
  appUrl: string;
}

interface CognitoUser {
  Username: string;
  UserStatus?: string;
  Enabled?: boolean;
  RefreshTokens?: string[];
  Attributes?: Array<{ Name: string; Value: string }>;
  /** An e-mail change waiting for its code (keepOriginal / AttributesRequireVerificationBeforeUpdate). */
  UnverifiedAttributeChanges?: Array<{ Name: string; Value: string }>;
}

interface PoolOptions {
  Id: string;
  UserAttributeUpdateSettings?: { AttributesRequireVerificationBeforeUpdate?: string[] };
}

interface UserPool {
  options: PoolOptions;
  updateOptions(ctx: unknown, options: PoolOptions): Promise<void>;
  getUserByUsername(ctx: unknown, username: string): Promise<CognitoUser | null>;
  getUserByRefreshToken(ctx: unknown, refreshToken: string): Promise<CognitoUser | null>;
  saveUser(ctx: unknown, user: CognitoUser & { ConfirmationCode?: string }): Promise<void>;
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
      clientMetadata: Record<string, string> | undefined,
      delivery: { AttributeName?: string; DeliveryMedium: string; Destination: string } | null,
    ) {
      // An e-mail change's code goes to the new address, as Cognito sends it (cognito-local would
      // send it to the current one, which the change keeps until the code is confirmed).
      const pending = user.UnverifiedAttributeChanges?.find((a) => a.Name === 'email')?.Value;
      const to = pending ?? delivery?.Destination ?? user.Attributes?.find((a) => a.Name === 'email')?.Value;
      if (!to) return;
      const userAttributes = Object.fromEntries((user.Attributes ?? []).map((a) => [a.Name, a.Value]));
      // Anything else (an admin-created user's invitation) the trigger leaves to the pool's own
      // English message, which this English code mail stands in for.
      const mail = isCodeMailSource(source)
        ? await renderCodeMail({ source, code, clientMetadata, userAttributes }, opts.appUrl)
        : renderMail({ to, template: { name: 'verification-code', data: { code } } }, opts.appUrl);
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

  type Bridge = (body: Record<string, unknown>) => Promise<unknown>;
  const cognitoError = (code: string, message: string) => Object.assign(new Error(message), { code });
  const emailOf = (user: CognitoUser) => user.Attributes?.find((a) => a.Name === 'email')?.Value ?? '';
  const poolForClient = (clientId: unknown) =>
    (cognitoClient as { getUserPoolForClientId: (c: unknown, id: unknown) => Promise<UserPool> }).getUserPoolForClientId(ctx, clientId);
  const poolById = (poolId: unknown) => (cognitoClient as { getUserPool: (c: unknown, id: unknown) => Promise<UserPool> }).getUserPool(ctx, poolId);
  const verifyKey = importJWK(tokenKey, 'RS256');

  /** The user an access token names, once its signature checks (cognito-local's own calls only decode it). */
  async function userOfAccessToken(token: unknown): Promise<{ pool: UserPool; user: CognitoUser }> {
    let claims: { client_id?: string; sub?: string; token_use?: string; iss?: string };
    try {
      ({ payload: claims } = await jwtVerify(String(token ?? ''), await verifyKey));
    } catch {
      throw cognitoError('NotAuthorizedException', 'Invalid Access Token');
    }
    if (claims.token_use !== 'access' || !claims.iss?.startsWith(`${issuerDomain}/`)) throw cognitoError('NotAuthorizedException', 'Invalid Access Token');
    const pool = await poolForClient(claims.client_id);
    const user = await pool.getUserByUsername(ctx, String(claims.sub ?? ''));
    if (!user) throw cognitoError('UserNotFoundException', 'User does not exist.');
    return { pool, user };
  }

  /** Cognito's one answer to a failed password sign-in when it hides which accounts exist. */
  const wrongCredentials = () => cognitoError('NotAuthorizedException', 'Incorrect username or password.');
  /**
   * Where a code "went", masked as Cognito masks it, from the address the caller typed: the same
   * for an account that exists and for one that does not (Cognito's simulated delivery).
   */
  const deliveryTo = (address: unknown) => {
    const [local = '', domain = ''] = String(address ?? '').trim().split('@');
    return { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: `${local.slice(0, 1)}***@${domain.slice(0, 1)}***` };
  };

  /** Forget every refresh token of the user: none of them issues tokens again. */
  const revokeRefreshTokens = (pool: UserPool, user: CognitoUser) => pool.saveUser(ctx, { ...user, RefreshTokens: [] });
  const disabled = () => cognitoError('NotAuthorizedException', 'User is disabled.');

  /** Calls cognito-local lacks or answers differently from Cognito, bridged here. */
  const bridges: Record<string, Bridge> = {
    // Amplify 6 refreshes with GetTokensFromRefreshToken; cognito-local only has REFRESH_TOKEN_AUTH.
    GetTokensFromRefreshToken: async (body) => {
      const out = (await bridges.InitiateAuth!({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: body.ClientId,
        AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
      })) as { AuthenticationResult?: Record<string, unknown> };
      // Without rotation, Cognito hands back the same refresh token.
      return { AuthenticationResult: { ...out.AuthenticationResult, RefreshToken: body.RefreshToken } };
    },
    // cognito-local has no ResendConfirmationCode: issue a new code and e-mail it as SignUp does.
    // Nobody (or a disabled account) gets Cognito's simulated delivery and no mail.
    ResendConfirmationCode: async (body) => {
      const pool = await poolForClient(body.ClientId);
      const user = await pool.getUserByUsername(ctx, String(body.Username ?? ''));
      if (!user || user.Enabled === false) return { CodeDeliveryDetails: deliveryTo(body.Username) };
      // As Cognito: hiding existence does not cover this answer for a confirmed account.
      if (user.UserStatus === 'CONFIRMED') throw cognitoError('InvalidParameterException', 'User is already confirmed.');
      const code = (otp as () => string)();
      await pool.saveUser(ctx, { ...user, ConfirmationCode: code });
      const email = emailOf(user);
      const clientMetadata = body.ClientMetadata as Record<string, string> | undefined;
      await messages.deliver(ctx, 'ResendCode', String(body.ClientId), pool.options.Id, user, code, clientMetadata, {
        AttributeName: 'email',
        DeliveryMedium: 'EMAIL',
        Destination: email,
      });
      return { CodeDeliveryDetails: deliveryTo(body.Username) };
    },
    // Cognito with existence errors hidden: an unknown or disabled account gets the same
    // success-shaped answer as a real one, and no mail goes out.
    ForgotPassword: async (body) => {
      const pool = await poolForClient(body.ClientId);
      const user = await pool.getUserByUsername(ctx, String(body.Username ?? ''));
      if (user && user.Enabled !== false) await router('ForgotPassword')(ctx, body);
      return { CodeDeliveryDetails: deliveryTo(body.Username) };
    },
    // Nobody to reset reads as a wrong code (Cognito: CodeMismatchException for unknown users).
    ConfirmForgotPassword: async (body) => {
      try {
        return await router('ConfirmForgotPassword')(ctx, body);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'UserNotFoundException' || code === 'CodeMismatchException') {
          throw cognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
        }
        throw error;
      }
    },
    // The code went to the address, so it is verified (the CDK pool auto-verifies e-mail): the id
    // token then says email_verified, which the API needs before it trusts the address (merging a
    // guest's places into the new account).
    ConfirmSignUp: async (body) => {
      const out = await router('ConfirmSignUp')(ctx, body);
      const pool = await poolForClient(body.ClientId);
      const user = await pool.getUserByUsername(ctx, String(body.Username ?? ''));
      if (user) {
        const others = (user.Attributes ?? []).filter((a) => a.Name !== 'email_verified');
        await pool.saveUser(ctx, { ...user, Attributes: [...others, { Name: 'email_verified', Value: 'true' }] });
      }
      return out;
    },
    // A taken address: Cognito still says so at sign-up (existence errors are not hidden there), in
    // its own words for a pool whose user names are e-mail addresses.
    SignUp: async (body) => {
      try {
        return await router('SignUp')(ctx, body);
      } catch (error) {
        if ((error as { code?: string }).code === 'UsernameExistsException') {
          throw cognitoError('UsernameExistsException', 'An account with the given email already exists.');
        }
        throw error;
      }
    },
    // Changing one's e-mail (/verify-new-email). Cognito refuses an address another account uses
    // (AliasExistsException); cognito-local does not check. Pools made before the local pool kept
    // the original e-mail until verification are brought up to the CDK pool's setting here.
    UpdateUserAttributes: async (body) => {
      const claims = decodeJwt(String(body.AccessToken ?? '')) as { client_id?: string; sub?: string };
      const pool = await poolForClient(claims.client_id);
      const keep = pool.options.UserAttributeUpdateSettings?.AttributesRequireVerificationBeforeUpdate ?? [];
      if (!keep.includes('email')) {
        await pool.updateOptions(ctx, { ...pool.options, UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] } });
      }
      const attributes = (body.UserAttributes as Array<{ Name: string; Value: string }> | undefined) ?? [];
      const email = attributes.find((a) => a.Name === 'email')?.Value;
      if (email) {
        const other = await pool.getUserByUsername(ctx, email.trim().toLowerCase());
        const otherSub = other?.Attributes?.find((a) => a.Name === 'sub')?.Value;
        if (other && otherSub !== claims.sub) throw cognitoError('AliasExistsException', 'An account with the given email already exists.');
      }
      return router('UpdateUserAttributes')(ctx, body);
    },
    // Cognito with existence errors hidden answers an unknown e-mail and a wrong password with the
    // same NotAuthorizedException; cognito-local says NotAuthorized for the one and
    // InvalidPasswordException for the other.
    InitiateAuth: async (body) => {
      const params = (body.AuthParameters as Record<string, string> | undefined) ?? {};
      const pool = await poolForClient(body.ClientId);
      const passwordFlow = body.AuthFlow === 'USER_PASSWORD_AUTH';
      const user =
        passwordFlow && params.USERNAME
          ? await pool.getUserByUsername(ctx, params.USERNAME)
          : (body.AuthFlow === 'REFRESH_TOKEN_AUTH' || body.AuthFlow === 'REFRESH_TOKEN') && params.REFRESH_TOKEN
            ? await pool.getUserByRefreshToken(ctx, params.REFRESH_TOKEN)
            : null;
      if (passwordFlow && !user) throw wrongCredentials();
      if (user?.Enabled === false) throw disabled();
      try {
        return await router('InitiateAuth')(ctx, body);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (passwordFlow && (code === 'NotAuthorizedException' || code === 'InvalidPasswordException' || code === 'UserNotFoundException')) {
          throw wrongCredentials();
        }
        throw error;
      }
    },
    // cognito-local has no global sign-out: the refresh tokens go, as Cognito revokes them.
    GlobalSignOut: async (body) => {
      const { pool, user } = await userOfAccessToken(body.AccessToken);
      await revokeRefreshTokens(pool, user);
      return {};
    },
    AdminUserGlobalSignOut: async (body) => {
      const pool = await poolById(body.UserPoolId);
      const user = await pool.getUserByUsername(ctx, String(body.Username ?? ''));
      if (!user) throw cognitoError('UserNotFoundException', 'User does not exist.');
      await revokeRefreshTokens(pool, user);
      return {};
    },
    // cognito-local marks the user disabled but still signs them in; Cognito revokes their tokens.
    AdminDisableUser: async (body) => {
      await router('AdminDisableUser')(ctx, body);
      const pool = await poolById(body.UserPoolId);
      const user = await pool.getUserByUsername(ctx, String(body.Username ?? ''));
      if (user) await revokeRefreshTokens(pool, user);
      return {};
    },
  };

  const server = http.createServer((req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    const bridge = req.method === 'POST' ? bridges[target] : undefined;
    if (!bridge) {
      application(req, res);
      return;
    }
    void (async () => {
      const headers = { 'content-type': 'application/x-amz-json-1.1', 'access-control-allow-origin': '*' };
      try {
        const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
        const out = await bridge(body);
        res.writeHead(200, headers);
        res.end(JSON.stringify(out));
      } catch (error) {
        const e = error as { code?: string; message?: string };
        res.writeHead(e.code ? 400 : 500, headers);
        res.end(JSON.stringify({ __type: e.code ?? 'InternalErrorException', message: e.message ?? 'Request failed' }));
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
