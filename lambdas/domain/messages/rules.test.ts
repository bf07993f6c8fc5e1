import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knowsSender, mayMessage, type DirectMessageFacts } from './rules';

const facts = fc.record<DirectMessageFacts>({
  blockedEitherWay: fc.boolean(),
  conversationBlockedByRecipient: fc.boolean(),
  recipientAllowsAnyone: fc.boolean(),
  connected: fc.boolean(),
  shareTeam: fc.boolean(),
  recipientIsMinor: fc.boolean(),
  senderAdminsRecipientTeam: fc.boolean(),
  family: fc.boolean(),
});

describe('mayMessage', () => {
  it('never lets a blocked person through, whatever else holds', () => {
    fc.assert(fc.property(facts, (f) => !(f.blockedEitherWay || f.conversationBlockedByRecipient) || !mayMessage(f).ok));
  });

  it('lets a minor hear only from connections, admins of their teams and family', () => {
    fc.assert(
      fc.property(facts, (f) => {
        if (!f.recipientIsMinor || f.blockedEitherWay || f.conversationBlockedByRecipient) return true;
        return mayMessage(f).ok === (f.connected || f.senderAdminsRecipientTeam || f.family);
      }),
    );
  });

  it('lets an adult hear from anyone when they allow it, else from connections, teammates and family', () => {
    fc.assert(
      fc.property(facts, (f) => {
        if (f.recipientIsMinor || f.blockedEitherWay || f.conversationBlockedByRecipient) return true;
        return mayMessage(f).ok === (f.recipientAllowsAnyone || f.connected || f.shareTeam || f.family);
      }),
    );
  });

  it('says why it refuses', () => {
    const none: DirectMessageFacts = {
      blockedEitherWay: false,
      conversationBlockedByRecipient: false,
      recipientAllowsAnyone: false,
      connected: false,
      shareTeam: false,
      recipientIsMinor: false,
      senderAdminsRecipientTeam: false,
      family: false,
    };
    expect(mayMessage(none)).toEqual({ ok: false, reason: 'not-allowed' });
    expect(mayMessage({ ...none, recipientIsMinor: true, recipientAllowsAnyone: true })).toEqual({ ok: false, reason: 'minor' });
    expect(mayMessage({ ...none, blockedEitherWay: true, connected: true })).toEqual({ ok: false, reason: 'blocked' });
  });
});

describe('knowsSender (what a new-message e-mail and push may quote)', () => {
  const stranger = { kind: 'direct' as const, connected: false, shareTeam: false, family: false };

  it('keeps a stranger’s words out of the notice', () => {
    expect(knowsSender(stranger)).toBe(false);
  });

  it('quotes a connection, family or a teammate', () => {
    expect(knowsSender({ ...stranger, connected: true })).toBe(true);
    expect(knowsSender({ ...stranger, family: true })).toBe(true);
    expect(knowsSender({ ...stranger, shareTeam: true })).toBe(true);
  });

  it('quotes a team discussion, whose people are all teammates', () => {
    expect(knowsSender({ ...stranger, kind: 'team' })).toBe(true);
  });
});
