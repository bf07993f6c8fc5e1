import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './offline-notice';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

describe('offline notice (spec §4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says nothing while online', () => {
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows when the connection drops and closes when it is back', () => {
    render(<OfflineNotice />);

    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');

    setOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
