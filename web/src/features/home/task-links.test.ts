import { describe, expect, it } from 'vitest';
import { taskHref, tasksLabel } from './task-links';

describe('incomplete task links', () => {
  it('joins the url and its params', () => {
    expect(taskHref({ url: '/settings', params: { tab: 'availability' } })).toBe('/settings?tab=availability');
    expect(taskHref({ url: '/verify-email', params: { email: 'a+b@example.com' } })).toBe('/verify-email?email=a%2Bb%40example.com');
  });

  it('leaves a url without params as it is', () => {
    expect(taskHref({ url: '/settings/profile', params: null })).toBe('/settings/profile');
    expect(taskHref({ url: '/settings/profile', params: {} })).toBe('/settings/profile');
  });

  it('counts what is left', () => {
    expect(tasksLabel(1)).toBe('1 thing to set up');
    expect(tasksLabel(4)).toBe('4 things to set up');
  });
});
