import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BadgeId, EndorsementKind } from '@shared/constants/endorsement-messages';

/** The shared endorsement and badge names (English word for word), for the catalogue. */
export const endorsementKindTexts: Record<EndorsementKind, MessageDescriptor> = {
  sportsmanship: msg`Sportsmanship`,
  skill: msg`Skill`,
  reliability: msg`Reliability`,
};

export const badgeTexts: Record<BadgeId, MessageDescriptor> = {
  firstGameHosted: msg`First game hosted`,
  tenGamesAttended: msg`10 games attended`,
  fiveEndorsements: msg`5 endorsements`,
};
