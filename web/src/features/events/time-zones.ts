import { t } from '@lingui/core/macro';
import { isIanaTimeZone } from '@shared/time/zoned-time';

/**
 * The IANA zone a point is in, from the offline boundary table (@photostructure/tz-lookup, about
 * 70 KB): loaded only when an organiser picks a place, so no page carries it up front.
 * Undefined when the lookup fails or gives a name the API would refuse.
 */
export async function zoneAt(lat: number, lng: number): Promise<string | undefined> {
  try {
    const { default: tzLookup } = await import('@photostructure/tz-lookup');
    const zone = tzLookup(lat, lng);
    return isIanaTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

let known: string[] | undefined;

/** Every zone the browser knows, plus `current` when the list lacks it (UTC, an older alias). */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  known ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = known.includes(current) ? known : [current, ...known];
  return names.map((value) => ({ value, label: value.replaceAll('_', ' ') }));
}

/** The hint under the zone select: where the zone came from. */
export function timeZoneHint(timeZone: string, placeZone: string | undefined): string {
  if (placeZone && placeZone === timeZone) return t`Set from the place’s location. Change it if the game keeps another clock.`;
  if (placeZone) {
    const zone = placeZone.replaceAll('_', ' ');
    return t`The place is in ${zone}; times are entered and shown in the zone chosen here.`;
  }
  return t`Pick a place to set it from the place’s location, or choose one here.`;
}
