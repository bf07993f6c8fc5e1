import { messages } from '@shared/constants/messages';
import { websites } from '../../data/websites';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller } from '../../lib/caller';

/** Both states of a site, for its creator only (404 'Website not found', 403 'User does not own this website'). */
export async function ownedStates(user: Pick<Caller, 'uid'>, siteId: string) {
  const states = await websites.states(siteId);
  const any = states.draft ?? states.published;
  if (!any) throw new NotFoundError(messages.websiteNotFound);
  if (any.creatorId !== user.uid) throw new ForbiddenError(messages.notWebsiteOwner);
  return states;
}
