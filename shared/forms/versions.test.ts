import { describe, expect, it } from 'vitest';
import type { FormContent } from '../schemas/form';
import { hasUnpublishedChanges, waiversToSignAgain, withWaiverVersions } from './versions';

const content = (text: string, extra: FormContent['fields'] = []): FormContent => ({
  title: 'Spring league',
  description: '',
  audience: 'anyone',
  teamId: null,
  teamRegistration: false,
  fields: [{ type: 'waiver', id: 'w1', label: 'Waiver', required: true, text }, ...extra],
});

describe('waiver versions', () => {
  it('start at 1, stay when the text is unchanged and go up when it changes', () => {
    const v1 = withWaiverVersions(content('I accept the risks of playing.'), null);
    expect(v1.fields[0]).toMatchObject({ waiverVersion: 1 });
    const same = withWaiverVersions(content('I accept the risks of playing.  ', [{ type: 'checkbox', id: 'c', label: 'New', required: false }]), v1);
    expect(same.fields[0]).toMatchObject({ waiverVersion: 1 });
    const v2 = withWaiverVersions(content('I accept the risks of playing, and of spectating.'), v1);
    expect(v2.fields[0]).toMatchObject({ waiverVersion: 2 });
    expect(withWaiverVersions(content('I accept the risks again, in other words.'), v2).fields[0]).toMatchObject({ waiverVersion: 3 });
  });

  it('asks earlier signers of an older version to sign again, not those who signed the current one', () => {
    const fields = withWaiverVersions(content('Changed text of the waiver.'), withWaiverVersions(content('Original text of the waiver.'), null)).fields;
    expect(waiversToSignAgain(fields, [{ fieldId: 'w1', waiverVersion: 1 }])).toEqual(['w1']);
    expect(waiversToSignAgain(fields, [{ fieldId: 'w1', waiverVersion: 1 }, { fieldId: 'w1', waiverVersion: 2 }])).toEqual([]);
    expect(waiversToSignAgain(fields, [])).toEqual([]);
  });

  it('sees unpublished changes, ignoring the waiver versions the server sets', () => {
    const published = withWaiverVersions(content('Original text of the waiver.'), null);
    expect(hasUnpublishedChanges(content('Original text of the waiver.'), published)).toBe(false);
    expect(hasUnpublishedChanges(content('Edited text of the waiver.'), published)).toBe(true);
    expect(hasUnpublishedChanges(content('x'), null)).toBe(true);
  });
});
