import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableDefinition } from '../../lib/table-definition';
import { asArray, functionsByService, referencedIds, statementsOfRole, synthRally } from './synth';

let data: Template;
beforeAll(() => {
  ({ data } = synthRally());
});

describe('the single table', () => {
  it('retains the table and enables point-in-time recovery', () => {
    data.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        Replicas: [
          Match.objectLike({
            DeletionProtectionEnabled: true,
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          }),
        ],
      }),
    });
  });

  it('bills on demand and expires items through the TTL attribute', () => {
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
    });
  });

  it('creates every GSI of the table definition, each projecting all attributes', () => {
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('keeps the logical ids of the stateful resources stable', () => {
    // Renaming a construct would make CloudFormation replace (and, retained, orphan) the resource.
    expect(Object.keys(data.findResources('AWS::DynamoDB::GlobalTable'))).toEqual(['TableCD117FA1']);
    expect(Object.keys(data.findResources('AWS::Cognito::UserPool'))).toEqual(['AuthUserPool8115E87F']);
    expect(Object.keys(data.findResources('AWS::Cognito::UserPoolClient'))).toEqual(['AuthUserPoolWebClient147E4E38']);
  });
});

describe('the user pool', () => {
  it('retains the user pool and protects it from deletion', () => {
    data.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  it('signs users in by e-mail, with self sign-up, verified e-mail and e-mail-only recovery', () => {
    data.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      UsernameConfiguration: { CaseSensitive: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it('gives the web client no secret and the password, SRP and refresh flows', () => {
    data.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      AllowedOAuthFlowsUserPoolClient: false,
    });
  });

  it('hides whether an account exists: sign-in, password reset and code resending answer alike for unknown addresses', () => {
    data.hasResourceProperties('AWS::Cognito::UserPoolClient', { PreventUserExistenceErrors: 'ENABLED' });
  });
});

describe('the code mails', () => {
  const customMessage = () => {
    const fn = functionsByService(data).get('cognito-custom-message');
    expect(fn).toBeDefined();
    return fn!;
  };

  it('writes the pool’s code mails with a CustomMessage trigger in the data stack', () => {
    data.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { CustomMessage: { 'Fn::GetAtt': [customMessage().logicalId, 'Arn'] } },
    });
    data.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [customMessage().logicalId, 'Arn'] },
    });
  });

  it('lets the trigger read the profile’s language and finish within Cognito’s 5 seconds', () => {
    const { props } = customMessage();
    expect(props.Timeout).toBe(5);
    expect(referencedIds(props.Environment.Variables.TABLE_NAME)).toEqual(new Set(['TableCD117FA1']));
    const actions = statementsOfRole(data, props.Role['Fn::GetAtt'][0] as string).flatMap((s) => asArray(s.Action as string | string[]));
    expect(actions).toContain('dynamodb:GetItem');
    expect(actions).not.toContain('dynamodb:PutItem');
  });

  it('links the code mails to the product’s own domain, and to nothing without one', () => {
    expect(customMessage().props.Environment.Variables.APP_URL).toBeUndefined();
    const withDomain = synthRally({
      context: { domainName: 'rally.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' },
    }).data;
    const fn = functionsByService(withDomain).get('cognito-custom-message')!;
    expect(fn.props.Environment.Variables.APP_URL).toBe('https://rally.example.com');
  });
});
