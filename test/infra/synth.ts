import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { loadAppConfig } from '../../lib/config/app-config';
import { createRallyStacks } from '../../lib/stacks/rally-app';

/** A tiny built SPA, so infra tests never run the web build. */
export const webFixture = fileURLToPath(new URL('../fixtures/web-dist', import.meta.url));

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
  context?: Record<string, unknown>;
};

export interface SynthOptions {
  /** Run esbuild for every Lambda (slow); otherwise CDK stages placeholder code. */
  bundle?: boolean;
  /** CDK's built-in CloudFormation validation (about 10 s); cdk-nag runs either way. */
  cloudFormationValidation?: boolean;
  /** Extra CDK context, as `-c key=value` would give. */
  context?: Record<string, unknown>;
}

/** The real app (createRallyStacks, as bin/app.ts builds it, with cdk.json's context), not yet synthesized. */
export function buildRally(options: SynthOptions = {}) {
  const app = new App({
    context: {
      ...cdkJson.context,
      // An empty list tells CDK that no stack needs its assets bundled.
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...options.context,
    },
    builtinCloudFormationValidation: options.cloudFormationValidation ?? false,
  });
  const config = loadAppConfig(app.node);
  // As bin/app.ts does: an account or region in context makes environment-bound stacks.
  const env = config.account || config.region ? { account: config.account, region: config.region } : undefined;
  const stacks = createRallyStacks(app, config, { webAssetPath: webFixture, env });
  return { app, config, stacks };
}

/**
 * The real app, synthesized once (validation plugins included: a cdk-nag finding fails it).
 * Call it in beforeAll: one synth per test file keeps the infra run fast.
 */
export function synthRally(options: SynthOptions = {}) {
  const built = buildRally(options);
  return {
    ...built,
    data: Template.fromStack(built.stacks.data),
    template: Template.fromStack(built.stacks.app),
    /** The app stack's nested stacks: the HTTP API routes (with their integrations) and the alarms. */
    routes: Template.fromStack(built.stacks.app.api.routeStack),
    monitoring: Template.fromStack(built.stacks.app.monitoringStack),
  };
}

/** A value from a synthesized CloudFormation template: untyped JSON by nature. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- templates are JSON; tests assert their shape
export type Cfn = any;

type Resources = Record<string, { Type: string; Properties?: Record<string, Cfn>; [key: string]: Cfn }>;

/** The app's own Lambdas (not CDK's providers), keyed by POWERTOOLS_SERVICE_NAME. */
export function functionsByService(template: Template): Map<string, { logicalId: string; props: Record<string, Cfn> }> {
  const found = new Map<string, { logicalId: string; props: Record<string, Cfn> }>();
  for (const [logicalId, resource] of Object.entries(template.findResources('AWS::Lambda::Function') as Resources)) {
    const service = resource.Properties?.Environment?.Variables?.POWERTOOLS_SERVICE_NAME;
    if (typeof service === 'string') found.set(service, { logicalId, props: resource.Properties! });
  }
  return found;
}

/**
 * What a nested stack's parameters stand for in the parent: parameter name → the parent's logical
 * id it is given (`{ Ref }` or `{ Fn::GetAtt }` of the nested stack resource's Parameters).
 */
export function nestedParameters(parent: Template, nested: Template): Map<string, string> {
  const names = new Set(Object.keys((nested.toJSON().Parameters ?? {}) as Record<string, unknown>));
  const found = new Map<string, string>();
  for (const resource of Object.values(parent.findResources('AWS::CloudFormation::Stack') as Resources)) {
    for (const [name, value] of Object.entries((resource.Properties?.Parameters ?? {}) as Record<string, Cfn>)) {
      const [target] = [...referencedIds(value)];
      if (names.has(name) && target) found.set(name, target);
    }
  }
  return found;
}

/** Every `{ Ref }` and `{ Fn::GetAtt }` target inside a value. */
export function referencedIds(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => referencedIds(v, into));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'Ref' && typeof v === 'string') into.add(v);
      else if (key === 'Fn::GetAtt' && Array.isArray(v)) into.add(String(v[0]));
      else referencedIds(v, into);
    }
  }
  return into;
}

/** The policy statements attached to a role (inline AWS::IAM::Policy resources). */
export function statementsOfRole(template: Template, roleLogicalId: string): Record<string, Cfn>[] {
  const policies = Object.values(template.findResources('AWS::IAM::Policy') as Resources).filter((p) =>
    (p.Properties?.Roles ?? []).some((r: Cfn) => r?.Ref === roleLogicalId),
  );
  return policies.flatMap((p) => p.Properties!.PolicyDocument.Statement as Record<string, Cfn>[]);
}

export const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
