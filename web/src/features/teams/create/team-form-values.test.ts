import { describe, expect, it } from 'vitest';
import { gameTypes } from '@shared/constants/lists';
import { emptyTeamForm, fieldForIssue, pageOfField, toTeamInput, validateTeamForm } from './team-form-values';

const denver = { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 };
const filled = { ...emptyTeamForm('community'), name: 'Pickup Crew', gameType: 'Pickleball', city: denver };

describe('team form values', () => {
  it("lists 'Other' first (the game types as the lists API serves them to the form)", () => {
    expect(gameTypes[0]).toBe('Other');
    expect(gameTypes.filter((g) => g === 'Other')).toHaveLength(1);
  });

  it('preselects a kind from the query, and only a real one', () => {
    expect(emptyTeamForm('community').kind).toBe('community');
    expect(emptyTeamForm('club').kind).toBe('');
  });

  it('checks only the current page, naming each field', () => {
    const { errors } = validateTeamForm(emptyTeamForm(), 1);
    expect(errors).toEqual({ kind: 'Kind: choose a team, community, league or organization' });
    const page2 = validateTeamForm({ ...emptyTeamForm('team') }, 2).errors;
    expect(Object.keys(page2).sort()).toEqual(['gameType', 'name']);
    expect(validateTeamForm({ ...filled, city: null }, 4).errors.city).toMatch(/^City:/);
  });

  it('builds the API body: blanks to null, slug only for organizations, site only for external teams', () => {
    const { input, errors } = validateTeamForm({ ...filled, slug: 'ignored', externalUrl: 'https://example.com' });
    expect(errors).toEqual({});
    expect(input).toMatchObject({ kind: 'community', name: 'Pickup Crew', city: 'Denver, CO', slug: null, externalUrl: null });
    expect(toTeamInput({ ...filled, kind: 'organization', slug: 'pickup-crew' }).slug).toBe('pickup-crew');
    expect(validateTeamForm({ ...filled, external: true, externalUrl: 'not a link' }).errors.externalUrl).toBe(
      'Website must be a full link, like https://example.com',
    );
  });

  it('maps API issue paths to fields and pages', () => {
    expect(fieldForIssue('lat')).toBe('city');
    expect(fieldForIssue(['name'])).toBe('name');
    expect(fieldForIssue('version')).toBe('root');
    expect(pageOfField('slug')).toBe(5);
    expect(pageOfField('root')).toBe(6);
  });
});
