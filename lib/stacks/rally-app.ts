import { Tags, Token, Validations, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { AppConfig } from '../config/app-config';
import { AppStack } from './app-stack';
import { DataStack } from './data-stack';
import { EdgeStack } from './edge-stack';

export interface RallyStacksOptions {
  /** The built SPA directory (web/dist; tests pass a fixture). */
  webAssetPath: string;
  /** Account and region; unset synthesizes environment-agnostic stacks. */
  env?: Environment;
}

/**
 * Both stacks of one stage, with cdk-nag's AWS Solutions checks over everything. bin/app.ts and
 * the infra tests both build the app through here, so the tests check what ships.
 */
export function createRallyStacks(app: App, config: AppConfig, options: RallyStacksOptions) {
  const prefix = `Rally-${config.stage}`;
  const data = new DataStack(app, `${prefix}-Data`, {
    config,
    env: options.env,
    description: `Rally ${config.stage}: single table and user pool (retained)`,
  });
  // CloudFront's WAF must be in us-east-1: an app stack elsewhere gets a small edge stack there.
  const region = options.env?.region;
  const edge =
    region && region !== 'us-east-1' && !Token.isUnresolved(region)
      ? new EdgeStack(app, `${prefix}-Edge`, {
          config,
          env: { account: options.env?.account, region: 'us-east-1' },
          crossRegionReferences: true,
          description: `Rally ${config.stage}: the CloudFront WAF (us-east-1)`,
        })
      : undefined;
  const appStack = new AppStack(app, `${prefix}-App`, {
    config,
    env: options.env,
    ...(edge ? { crossRegionReferences: true, webAclArn: edge.firewall.arn } : {}),
    description: `Rally ${config.stage}: API, queues, schedules and web front`,
    table: data.table,
    userPool: data.userPool,
    userPoolClient: data.userPoolClient,
    watchedFunctions: data.authTriggers,
    webAssetPath: options.webAssetPath,
  });

  Tags.of(app).add('app', 'rally');
  Tags.of(app).add('stage', config.stage);
  // cdk-nag 3 is a CDK validation plugin: any finding not acknowledged in code (each with its
  // reason, next to the resource) fails the synth.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

  return { data, app: appStack, edge };
}
