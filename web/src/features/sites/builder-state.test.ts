import { describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { domainMessages } from '@shared/schemas/domain-name';
import { domainContextOf, firstPageWithError, flatErrors, fromServer, move, nestErrors, newBlock, slugFrom, validate } from './builder-state';

const base = {
  title: 'Site',
  pages: [{ title: 'Home', slug: '', seoDescription: '', blocks: [] }],
  settings: { logos: { primary: '', secondary: '' } },
  domain: '',
  teamId: '',
};

describe('builder state', () => {
  it('moves items within bounds', () => {
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('makes page addresses from titles', () => {
    expect(slugFrom('Our Teams!')).toBe('our-teams');
    expect(slugFrom('  Café & Courts ')).toBe('cafe-courts');
  });

  it('validates with the API schema and keys issues by path', () => {
    expect(validate(base).ok).toBe(true);
    const bad = validate({ ...base, pages: [...base.pages, { title: '', slug: '', seoDescription: '', blocks: [newBlock('join')] }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors['pages.1.title']).toBe('Page title is required');
      expect(bad.errors['pages.1.slug']).toBe('Another page already uses this address');
      expect(bad.errors.teamId).toBe('Choose the team whose events and join button the site shows');
      expect(firstPageWithError(bad.errors)).toBe(1);
    }
  });

  it('checks the custom domain with this deployment’s names, as the API does', () => {
    const production = domainContextOf({ appDomains: ['rally.example.com', 'd111.cloudfront.net'], teamDomain: 'teams.example.org' });
    const errorOf = (domain: string, ctx = production) => {
      const result = validate({ ...base, domain }, ctx);
      return result.ok ? result.value.domain : result.errors.domain;
    };
    expect(errorOf('www.rally.example.com')).toBe(messages.siteAppDomain);
    expect(errorOf('teams.examp1e.org')).toBe(domainMessages.lookAlikeOf('teams.example.org'));
    expect(errorOf('eastside.localhost')).toBe(domainMessages.localhost);
    expect(errorOf('pаypal.com')).toBe(domainMessages.mixedScripts('pаypal', 'Latin', 'Cyrillic'));
    expect(errorOf('Teams.Example.org')).toBe('teams.example.org');
    // Locally the product is localhost and <name>.localhost are the teams' domains.
    expect(errorOf('eastside.localhost', domainContextOf({ appDomains: ['localhost', '127.0.0.1'] }))).toBe('eastside.localhost');
  });

  it('reads server issues without their content prefix', () => {
    expect(fromServer([{ path: 'content.domain', message: 'Taken' }])).toEqual({ domain: 'Taken' });
  });

  it('nests errors by path for the form, and reads them back flat', () => {
    const flat = { pages: 'At least one page', 'pages.1.title': 'Page title is required', 'pages.1.blocks.0.label': 'Too long', teamId: 'Choose' };
    const nested = nestErrors(flat);
    expect(nested.teamId?.message).toBe('Choose');
    expect(nested.pages?.message).toBe('At least one page');
    expect(nested.pages?.[1]?.title?.message).toBe('Page title is required');
    expect(flatErrors(nested)).toEqual(flat);
  });
});
