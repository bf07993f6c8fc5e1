import {
  availabilityErrors,
  availabilityPrivacy,
  serverToday,
  type AvailabilityDto,
  type AvailabilityInput,
  type DateSpecificEntry,
} from '@shared/schemas/availability';
import { availability, type StoredAvailability } from '../../data/availability';
import { ConflictError, ForbiddenError, invalidInput } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { upcomingEntries } from './upcoming';
import { messages } from '@shared/constants/messages';
import { assertVisibleTo } from '../privacy/blocking';
import { reindexPerson } from '../fill/index-writer';
import { loadFacts } from './facts';
import { canSeeAvailability } from './visibility';

export interface Viewer {
  uid: string;
}

export type AvailabilityRecord = NonNullable<AvailabilityDto['record']>;

export const STALE_AVAILABILITY =
  'Your availability was changed elsewhere. Reload to see the latest version, then save again.';

export { upcomingEntries };

export const toRecord = (stored: StoredAvailability, today = serverToday()): AvailabilityRecord => ({
  weekly: stored.weekly,
  dateSpecific: upcomingEntries(stored.dateSpecific, today),
  updatedAt: stored.updatedAt,
});

const hidden = (uid: string): AvailabilityDto => ({ uid, visible: false, record: null, privacy: null, version: null });

/** The owner's record as `viewerUid` may see it, or null: THE visibility rule, with its facts. */
async function visibleRecord(viewerUid: string, stored: StoredAvailability | null): Promise<AvailabilityRecord | null> {
  if (!stored) return null;
  const { owner, viewer } = await loadFacts(stored.privacy, stored.uid, viewerUid);
  return canSeeAvailability(stored.privacy, owner, viewer) ? toRecord(stored) : null;
}

/**
 * GET /api/users/{uid}/availability. The owner gets the record (null before the first save), the
 * privacy settings (stored, else the defaults) and the version to send back. Anyone else gets
 * the weekly and upcoming hours only when the owner's privacy allows it, otherwise
 * `visible: false` and nothing else: not an error, and the same answer whether the owner hides
 * their hours or never saved any. A block pair gets 404 'User not found', as for the profile.
 */
export async function getAvailability(viewer: Viewer, uid: string): Promise<AvailabilityDto> {
  const stored = await availability.get(uid);
  if (viewer.uid === uid) {
    return {
      uid,
      visible: true,
      record: stored ? toRecord(stored) : null,
      privacy: stored?.privacy ?? availabilityPrivacy.parse({}),
      version: stored?.version ?? null,
    };
  }
  // A block pair gets what the profile answers: no such user.
  await assertVisibleTo(viewer, uid, messages.userNotFound);
  const record = await visibleRecord(viewer.uid, stored);
  return record ? { uid, visible: true, record, privacy: null, version: null } : hidden(uid);
}

/** "Attach availability" to a user lookup (spec §7): the same rule, the record or null. */
export async function attachableAvailability(viewer: Viewer, uid: string): Promise<AvailabilityRecord | null> {
  return visibleRecord(viewer.uid, await availability.get(uid));
}

/** An entry's content in a fixed key order, to tell an unchanged stored entry from an edited one. */
const fingerprint = (e: DateSpecificEntry) =>
  JSON.stringify([
    e.id,
    e.date,
    e.endDate,
    e.timeRanges.map((r) => [r.startTime, r.endTime]),
    e.dailyTimeRanges.map((d) => [d.date, d.timeRanges.map((r) => [r.startTime, r.endTime])]),
    e.isTraveling,
    e.location && [e.location.city, e.location.state, e.location.country, e.location.lat, e.location.lng, e.location.formattedAddress],
  ]);

/**
 * The rules the save body leaves to the server: ids are unique, and no entry starts before today
 * unless it is stored already with exactly this content (a trip under way stays saveable while
 * the rest of the record changes). Issues name the field like the schema's do.
 */
function checkDateSpecific(entries: DateSpecificEntry[], stored: StoredAvailability | null, today: string): void {
  const unchanged = new Set((stored?.dateSpecific ?? []).map(fingerprint));
  const seen = new Set<string>();
  const issues: Array<{ path: string; message: string }> = [];
  entries.forEach((e, i) => {
    if (seen.has(e.id)) issues.push({ path: `dateSpecific.${i}.id`, message: 'Each date-specific entry needs its own id.' });
    seen.add(e.id);
    if (e.date < today && !unchanged.has(fingerprint(e))) {
      issues.push({ path: `dateSpecific.${i}.date`, message: availabilityErrors.startBeforeToday });
    }
  });
  if (issues.length > 0) throw invalidInput(issues);
}

/**
 * PUT /api/users/{uid}/availability: create the record (no `version`) or replace it (the version
 * the screen loaded; 409 when it is stale). Only the owner may: 403 before any read, so nobody
 * learns whether someone else has saved availability. Entries already over are dropped.
 */
export async function saveAvailability(user: Viewer, uid: string, input: AvailabilityInput): Promise<AvailabilityDto> {
  if (uid !== user.uid) throw new ForbiddenError();
  const today = serverToday();
  const stored = await availability.get(uid);
  checkDateSpecific(input.dateSpecific, stored, today);
  const saved = await availability.save(
    uid,
    { weekly: input.weekly, dateSpecific: upcomingEntries(input.dateSpecific, today), privacy: input.privacy },
    input.version,
  );
  if (!saved) throw new ConflictError(STALE_AVAILABILITY);
  await reindexPerson(uid);
  logger.info('availability saved', { uid, version: saved.version });
  return { uid, visible: true, record: toRecord(saved, today), privacy: saved.privacy, version: saved.version };
}
