import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRally } from './synth';

let app: App;
let synthError: unknown;
let report: ReturnType<AwsSolutionsChecks['validateScope']>;
beforeAll(() => {
  // As `npx cdk synth` runs it: cdk-nag plus CDK's built-in CloudFormation validation.
  ({ app } = buildRally({ cloudFormationValidation: true }));
  try {
    app.synth();
  } catch (error) {
    synthError = error;
  }
  // cdk-nag 3 reports through CDK's validation framework, not annotations; ask the pack directly.
  report = new AwsSolutionsChecks().validateScope(app);
});

function acknowledgements(root: IConstruct) {
  const found: { path: string; id: string; reason: string }[] = [];
  for (const construct of root.node.findAll()) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, value] of Object.entries(entry.data as Record<string, { reason?: string } | string>)) {
        const reason = typeof value === 'string' ? value : (value?.reason ?? '');
        found.push({ path: construct.node.path, id, reason });
      }
    }
  }
  return found;
}

describe('cdk-nag (AWS Solutions) and CloudFormation validation', () => {
  it('synthesizes without a validation failure', () => {
    // In an in-memory app, a failing validation plugin makes synth throw with the whole report.
    expect(synthError).toBeUndefined();
  });

  it('has no unsuppressed cdk-nag errors', () => {
    const errors = report.violations
      .filter((v) => v.severity === 'error')
      .map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(errors).toEqual([]);
  });

  it('has no unacknowledged cdk-nag warnings either', () => {
    expect(report.violations.map((v) => v.ruleName)).toEqual([]);
  });

  it('gives every acknowledged finding a concrete reason', () => {
    const acks = acknowledgements(app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) expect(ack.reason.length, `${ack.id} at ${ack.path}`).toBeGreaterThan(40);
  });
});
