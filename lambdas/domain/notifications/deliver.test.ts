import { describe, expect, it } from 'vitest';
import { channelsFor } from './deliver';

describe('channelsFor', () => {
  it('defaults both channels on when the user never chose', () => {
    expect(channelsFor(undefined, 'eventJoined')).toEqual({ email: true, push: true });
  });
  it('honours a per-type opt-out of e-mail', () => {
    expect(channelsFor({ eventJoined: { email: false, push: true } }, 'eventJoined')).toEqual({ email: false, push: true });
  });
  it('reads per-topic keys such as teamDiscussion_{teamId}', () => {
    expect(channelsFor({ teamDiscussion_t1: { email: false, push: false } }, 'teamDiscussion_t1')).toEqual({ email: false, push: false });
  });
});
