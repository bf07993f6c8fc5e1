import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { asArray, type Cfn, functionsByService, statementsOfRole, synthRally } from './synth';

let template: Template;
let indexId: string;
let functions: ReturnType<typeof functionsByService>;
beforeAll(() => {
  ({ template } = synthRally());
  functions = functionsByService(template);
  indexId = Object.keys(template.findResources('AWS::Location::PlaceIndex'))[0]!;
});

const roleOf = (service: string) => functions.get(service)!.props.Role['Fn::GetAtt'][0] as string;
const geoStatements = (service: string) =>
  statementsOfRole(template, roleOf(service)).filter((s) =>
    asArray(s.Action as string | string[]).some((a) => a.startsWith('geo:')),
  );

describe('city search in AWS (Amazon Location)', () => {
  it('creates one Esri place index whose results may be stored on profiles', () => {
    template.resourceCountIs('AWS::Location::PlaceIndex', 1);
    template.hasResourceProperties('AWS::Location::PlaceIndex', {
      DataSource: 'Esri',
      DataSourceConfiguration: { IntendedUse: 'Storage' },
    });
  });

  it('gives each stage its own valid index name, so stages can share an account', () => {
    const nameIn = (t: Template) =>
      (Object.values(t.findResources('AWS::Location::PlaceIndex'))[0] as Cfn).Properties.IndexName as string;
    const dev = nameIn(template);
    const prod = nameIn(synthRally({ context: { stage: 'prod' } }).template);
    expect(dev).not.toBe(prod);
    for (const name of [dev, prod]) expect(name).toMatch(/^[\w.-]{1,100}$/);
  });

  it('tells the places function which index to search', () => {
    expect(functions.get('http-places')!.props.Environment.Variables.PLACE_INDEX_NAME).toEqual({ Ref: indexId });
  });

  it('lets the places function run text searches on that index only', () => {
    const statements = geoStatements('http-places');
    expect(statements).toEqual([
      expect.objectContaining({
        Action: 'geo:SearchPlaceIndexForText',
        Effect: 'Allow',
        Resource: { 'Fn::GetAtt': [indexId, 'IndexArn'] },
      }),
    ]);
  });

  it('gives no other function any Amazon Location permission', () => {
    for (const service of functions.keys()) {
      if (service === 'http-places') continue;
      expect(geoStatements(service), service).toEqual([]);
    }
  });
});
