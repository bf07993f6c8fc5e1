import type { WebConfig } from '../../../shared/schemas/config';
import type { EventSummaryDto } from '../../../shared/schemas/event';

export const testConfig: WebConfig = {
  stage: 'test',
  region: 'us-east-1',
  apiUrl: '',
  userPoolId: 'local_test',
  userPoolClientId: 'test-client',
  appDomains: ['localhost'],
};

export function eventSummary(overrides: Partial<EventSummaryDto> = {}): EventSummaryDto {
  return {
    id: '01JEVENT000000000000000001',
    title: 'Pickup basketball',
    gameType: 'Basketball',
    dateStart: '2026-12-05T18:30:00.000Z',
    location: { name: 'Cheesman Park', lat: 39.733, lng: -104.966 },
    cancelled: false,
    creatorId: 'user-1',
    distanceMiles: 2.345,
    ...overrides,
  };
}
