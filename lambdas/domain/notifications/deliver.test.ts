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
  it('needs both the type and the topic to allow a channel', () => {
    const settings = { teamMessage: { email: true, push: true }, teamDiscussion_t1: { email: false, push: true } };
    expect(channelsFor(settings, 'teamMessage', 'teamDiscussion_t1')).toEqual({ email: false, push: true });
    expect(channelsFor(settings, 'teamMessage', 'teamDiscussion_t2')).toEqual({ email: true, push: true });
    expect(channelsFor({ teamMessage: { email: true, push: false } }, 'teamMessage', 'teamDiscussion_t1')).toEqual({
      email: true,
      push: false,
    });
  });
});
