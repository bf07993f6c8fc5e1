import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainEntry, queues, schedules } from '../../lib/manifest';
import { tableDefinition } from '../../lib/table-definition';
import { domains } from '@shared/api/routes';
import { asArray, type Cfn, functionsByService, referencedIds, statementsOfRole, synthRally } from './synth';

let synth: ReturnType<typeof synthRally>;
let template: Template;
let functions: ReturnType<typeof functionsByService>;
beforeAll(() => {
  // The one infra file that really bundles: every Lambda through the local esbuild.
  synth = synthRally({ bundle: true });
  template = synth.template;
  functions = functionsByService(template);
});

const expectedServices = [
  ...domains.map((d) => `http-${d}`),
  ...queues.map((q) => `queue-${q.name}`),
  ...schedules.map((s) => `job-${s.job}`),
  'ws',
  'ws-authorizer',
  'stripe-webhook',
].sort();

const roleOf = (service: string) => functions.get(service)!.props.Role['Fn::GetAtt'][0] as string;
const actionsOf = (service: string) =>
  new Set(statementsOfRole(template, roleOf(service)).flatMap((s) => asArray(s.Action as string | string[])));

describe('every Lambda', () => {
  it('exists once per domain, queue consumer and scheduled job', () => {
    expect([...functions.keys()].sort()).toEqual(expectedServices);
  });

  it('bundles with local esbuild, never Docker', () => {
    const assembly = synth.app.synth();
    const assetsDir = assembly.directory;
    for (const [service, fn] of functions) {
      const assetPath = fn.props.Code.S3Key ? findAssetDir(assetsDir, fn.logicalId) : undefined;
      expect(assetPath, service).toBeDefined();
      const code = readFileSync(join(assetPath!, 'index.js'), 'utf8');
      // CommonJS (the runtime requires it, and it requires the runtime's SDK), minified, exporting
      // `handler`, the SDK left to the runtime, with its source map beside it.
      expect(code.startsWith('"use strict";'), service).toBe(true);
      expect(code, service).toMatch(/module\.exports=/);
      expect(code, service).toMatch(/\bhandler:\(\)=>/);
      expect(code, service).not.toMatch(/\bimport\s*\{|\bexport\s*\{/);
      if (service.startsWith('http-')) expect(code, service).toContain('require("@aws-sdk/lib-dynamodb")');
      expect(code.trimEnd().endsWith('//# sourceMappingURL=index.js.map'), service).toBe(true);
      expect(existsSync(join(assetPath!, 'index.js.map')), service).toBe(true);
      // ElectroDB's model check (jsonschema) is left to the tests; the bundle carries the stand-in.
      expect(code, service).not.toContain('does not meet minimum length');
      expect(fn.props.Handler).toBe('index.handler');
    }
  });

  it('runs on Node 24 and arm64 with X-Ray tracing and JSON logs in its own log group', () => {
    for (const [service, fn] of functions) {
      expect(fn.props, service).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogFormat: 'JSON', ApplicationLogLevel: 'INFO', SystemLogLevel: 'WARN' },
      });
      const logGroupId = fn.props.LoggingConfig.LogGroup.Ref;
      template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
      expect(template.findResources('AWS::Logs::LogGroup')[logGroupId], service).toBeDefined();
    }
  });

  it('gets APP_URL, its stage, its service name and source-mapped stack traces', () => {
    for (const [service, fn] of functions) {
      const env = fn.props.Environment.Variables;
      expect(env.STAGE, service).toEqual(expect.any(String));
      expect(env.POWERTOOLS_SERVICE_NAME).toBe(service);
      expect(env.NODE_OPTIONS, service).toBe('--enable-source-maps');
      expect(referencedIds(env.APP_URL), service).toEqual(new Set([expect.stringMatching(/^WebDistribution/)]));
    }
  });

  it('writes logs only to its own log group (no AWSLambdaBasicExecutionRole)', () => {
    for (const service of functions.keys()) {
      const role = template.findResources('AWS::IAM::Role')[roleOf(service)] as Cfn;
      expect(role.Properties.ManagedPolicyArns, service).toBeUndefined();
      const logs = statementsOfRole(template, roleOf(service)).find((s) => asArray(s.Action).includes('logs:PutLogEvents'));
      expect(referencedIds(logs!.Resource), service).toEqual(new Set([functions.get(service)!.props.LoggingConfig.LogGroup.Ref]));
    }
  });
});

describe('bindings', () => {
  it('binds every domain function to the table, the three queues and the user pool (and only places to the city index)', () => {
    for (const domain of domains) {
      const service = `http-${domain}`;
      const env = functions.get(service)!.props.Environment.Variables;
      expect(Object.keys(env).sort(), service).toEqual(
        [
          'ANNOUNCE_QUEUE_URL',
          'APP_URL',
          'MAIL_QUEUE_URL',
          'NODE_OPTIONS',
          'NOTIFY_QUEUE_URL',
          'ORIGIN_SECRET',
          'POWERTOOLS_SERVICE_NAME',
          'STAGE',
          'TABLE_NAME',
          'USER_POOL_CLIENT_ID',
          'USER_POOL_ID',
          ...(domain === 'places' ? ['PLACE_INDEX_NAME'] : []),
          ...(domain === 'messages' || domain === 'users' || domain === 'account' || domain === 'admin' ? ['WS_CALLBACK_URL'] : []),
          ...(domain === 'payments' || domain === 'account' || domain === 'events' ? ['PLATFORM'] : []),
          // Go/no-go one-time schedules: events sets them, account deletion cancels events and so deletes them.
          ...(domain === 'events' || domain === 'account' ? ['ANNOUNCE_QUEUE_ARN', 'SCHEDULE_GROUP', 'SCHEDULER_ROLE_ARN'] : []),
        ].sort(),
      );
      const actions = actionsOf(service);
      for (const action of ['dynamodb:Query', 'dynamodb:PutItem', 'sqs:SendMessage', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminDisableUser', 'cognito-idp:AdminEnableUser']) {
        expect(actions, `${service} ${action}`).toContain(action);
      }
      expect(actions.has('ses:SendEmail'), service).toBe(false);
    }
  });

  it('gives the notify fan-out the mail queue, the announcer the notify queue and the jobs the table and the mail queue', () => {
    const fanOut = functions.get('queue-notify')!.props.Environment.Variables;
    expect(fanOut).toHaveProperty('MAIL_QUEUE_URL');
    expect(fanOut).toHaveProperty('TABLE_NAME');
    const announce = functions.get('queue-announce')!.props.Environment.Variables;
    expect(announce).toHaveProperty('NOTIFY_QUEUE_URL');
    expect(announce).toHaveProperty('TABLE_NAME');
    expect(functions.get('job-send-event-reminders')!.props.Environment.Variables).toHaveProperty('NOTIFY_QUEUE_URL');
    for (const spec of schedules) {
      const env = functions.get(`job-${spec.job}`)!.props.Environment.Variables;
      expect(env, spec.job).toHaveProperty('TABLE_NAME');
      expect(env, spec.job).toHaveProperty('MAIL_QUEUE_URL');
    }
  });

  it('grants the table and its indexes by name, with no wildcard resource (the WebSocket authorizer gets none)', () => {
    for (const service of functions.keys()) {
      const statements = statementsOfRole(template, roleOf(service)).filter((s) =>
        asArray(s.Action).some((a: string) => a.startsWith('dynamodb:')),
      );
      if (service === 'ws-authorizer') {
        expect(statements).toEqual([]);
        continue;
      }
      const resources = JSON.stringify(statements.flatMap((s) => asArray(s.Resource)));
      expect(resources, service).not.toContain('*');
      for (const index of tableDefinition.globalSecondaryIndexes) {
        expect(resources, service).toContain(`/index/${index.indexName}`);
      }
    }
  });

  it('takes each domain handler from lambdas/http/<domain>/index.ts', () => {
    for (const domain of domains) expect(existsSync(join(process.cwd(), domainEntry(domain))), domain).toBe(true);
  });
});

describe('the app stack as a whole', () => {
  it('has no circular dependency between its resources', () => {
    const resources = template.toJSON().Resources as Record<string, Cfn>;
    const edges = new Map<string, Set<string>>();
    for (const [id, resource] of Object.entries(resources)) {
      const deps = referencedIds(resource.Properties ?? {});
      for (const d of asArray(resource.DependsOn ?? [])) deps.add(d);
      edges.set(id, new Set([...deps].filter((d) => d in resources)));
    }
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (id: string, path: string[]): void => {
      if (state.get(id) === 'done') return;
      if (state.get(id) === 'visiting') throw new Error(`cycle: ${[...path, id].join(' -> ')}`);
      state.set(id, 'visiting');
      for (const next of edges.get(id)!) visit(next, [...path, id]);
      state.set(id, 'done');
    };
    expect(() => Object.keys(resources).forEach((id) => visit(id, []))).not.toThrow();
  });
});

/** The staged asset directory of a function, from the assembly's asset manifest. */
function findAssetDir(assemblyDir: string, logicalId: string): string | undefined {
  const resource = template.toJSON().Resources[logicalId];
  const key: string = resource.Properties.Code.S3Key;
  const hash = key.replace(/\.zip$/, '');
  const dir = join(assemblyDir, `asset.${hash}`);
  return existsSync(dir) ? dir : undefined;
}
