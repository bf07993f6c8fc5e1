/**
 * Who may send a direct message to whom (spec §6 privacy). Pure: the domain gathers the
 * facts, this decides, and property tests cover every combination.
 */
export interface DirectMessageFacts {
  /** Either person blocked the other (spec §6 blocklist). */
  blockedEitherWay: boolean;
  /** The recipient blocked this conversation (spec §7 conversation update). */
  conversationBlockedByRecipient: boolean;
  /** The recipient's messagesFromAnyone privacy toggle. */
  recipientAllowsAnyone: boolean;
  connected: boolean;
  shareTeam: boolean;
  /** The recipient is under 18 (from their birthdate). */
  recipientIsMinor: boolean;
  /** The sender is an owner or admin of a team the recipient belongs to. */
  senderAdminsRecipientTeam: boolean;
  /** The two are family (an accepted family connection). */
  family: boolean;
}

export type DirectMessageVerdict = { ok: true } | { ok: false; reason: 'blocked' | 'minor' | 'not-allowed' };

export function mayMessage(f: DirectMessageFacts): DirectMessageVerdict {
  if (f.blockedEitherWay || f.conversationBlockedByRecipient) return { ok: false, reason: 'blocked' };
  // Minors hear only from people they know: connections, admins of their teams, family.
  if (f.recipientIsMinor) return f.connected || f.senderAdminsRecipientTeam || f.family ? { ok: true } : { ok: false, reason: 'minor' };
  if (f.recipientAllowsAnyone || f.connected || f.shareTeam || f.family) return { ok: true };
  return { ok: false, reason: 'not-allowed' };
}

/** What decides whether a new-message notice may carry the message's words. */
export interface SenderFacts {
  kind: 'direct' | 'team';
  connected: boolean;
  shareTeam: boolean;
  family: boolean;
}

/**
 * Does the recipient know the sender: a connection, family or a teammate (everyone in a team's
 * discussion is)? Only then do the e-mail and push of a new message quote it; anyone else's words
 * (and links) are read in the app, never carried by mail from Rally's own address.
 */
export function knowsSender(f: SenderFacts): boolean {
  return f.kind === 'team' || f.connected || f.shareTeam || f.family;
}
