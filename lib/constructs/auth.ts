import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { ADMIN_GROUP } from '@shared/api/route-def';
import { authTriggerEntries } from '../manifest';
import { NodeFunction } from './node-function';

export interface AuthProps {
  /**
   * Send Cognito's own mail (verification and reset codes) through SES as `fromAddress`.
   * Cognito's built-in sender is capped at 50 messages a day, fine for a dev stage only;
   * with SES, the address's domain must be a verified identity in this region before deploy.
   */
  email?: { fromAddress: string; fromName: string; viaSes: boolean };
  /**
   * The code mails' trigger reads the language on a person's profile here when the call that sent
   * the code did not name one.
   */
  table: dynamodb.ITableV2;
  /**
   * The public origin for the code mails' footer links (`https://` + the product's own domain).
   * Unset, those mails carry no links: the CloudFront address is only made later, in the app stack.
   */
  appUrl?: string;
}

/**
 * Sign-in for the SPA: a Cognito user pool where the e-mail address is the user name, and one
 * public web client (no secret) for Amplify. The API authorizer accepts the client's id token.
 *
 * The pool is retained and deletion-protected: every item in the table is keyed by the user's
 * Cognito `sub`, so a new pool would orphan all data. That is also why it lives in the data
 * stack, beside the table it shares a lifecycle with.
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;
  /** CustomMessage trigger: the code mails in the person's language (lambdas/triggers/cognito-custom-message.ts). */
  readonly customMessage: NodeFunction;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { email } = props;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A changed address only replaces the old one once the new one is verified (verify-new-email).
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OFF,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      // What Cognito sends when the CustomMessage trigger leaves a message alone (or fails).
      userVerification: {
        emailSubject: 'Your Rally verification code',
        emailBody: 'Your Rally verification code is {####}',
        emailStyle: cognito.VerificationEmailStyle.CODE,
      },
      email: email?.viaSes
        ? cognito.UserPoolEmail.withSES({
            fromEmail: email.fromAddress,
            fromName: email.fromName,
            sesRegion: Stack.of(this).region,
            // Production sends from a verified domain (DKIM), not a single verified address.
            sesVerifiedDomain: email.fromAddress.split('@')[1],
          })
        : cognito.UserPoolEmail.withCognito(),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.customMessage = new NodeFunction(this, 'CustomMessage', {
      entry: authTriggerEntries.customMessage,
      serviceName: 'cognito-custom-message',
      description: "Cognito's code mails (sign-up, reset, e-mail change) in the person's language",
      // Cognito waits 5 seconds for a trigger, then fails the call that sent the code.
      timeout: Duration.seconds(5),
    }).bindTable(props.table, 'r');
    if (props.appUrl) this.customMessage.bindAppUrl(props.appUrl);
    this.userPool.addTrigger(cognito.UserPoolOperation.CUSTOM_MESSAGE, this.customMessage);

    // Admins: members get the `cognito:groups` claim the admin routes check. People are
    // added with `aws cognito-idp admin-add-user-to-group --group-name admins` (README).
    new cognito.CfnUserPoolGroup(this, 'AdminsGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'Rally administrators: partners, feature flags, post moderation, sign-up counts, ambassador applications',
    });

    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      generateSecret: false,
      // USER_PASSWORD_AUTH is the flow cognito-local supports (DESIGN §9); SRP is Amplify's default
      // in AWS. Refresh (ALLOW_REFRESH_TOKEN_AUTH) is always enabled by CDK.
      authFlows: { userPassword: true, userSrp: true },
      // Amplify talks to the Cognito API directly; there is no hosted UI, so no OAuth flows or callback URLs.
      disableOAuth: true,
      // Sign-in, password reset and code resending answer the same whether or not an account uses
      // the address, so they cannot be used to find out who has one (sign-up still says a taken
      // address is taken: Cognito does not hide that).
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'A consumer sports app with self sign-up; the product spec has no MFA enrolment, and requiring it would block sign-up. Revisit with a TOTP enrolment screen.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Essentials tier: the Plus tier (threat protection) is billed per monthly active user; adopt it if credential stuffing shows up in the sign-in metrics.',
      },
    );
  }
}
