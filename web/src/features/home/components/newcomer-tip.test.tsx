import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@web/test/render-route';
import { NewcomerTip } from './newcomer-tip';

afterEach(() => window.localStorage.clear());

describe('NewcomerTip', () => {
  it('points a person on an early visit to the guide, and stays hidden once they hide it', async () => {
    const { unmount } = renderRoute('/home', { as: 'user', element: <NewcomerTip visits={2} /> });
    const tip = screen.getByRole('region', { name: 'Getting started' });
    expect(screen.getByRole('link', { name: 'getting started guide' })).toHaveAttribute('href', '/guide');
    await userEvent.click(screen.getByRole('button', { name: 'Hide this tip' }));
    expect(tip).not.toBeInTheDocument();
    unmount();
    renderRoute('/home', { as: 'user', element: <NewcomerTip visits={2} /> });
    expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
  });

  it('is gone from the fourth visit on', () => {
    renderRoute('/home', { as: 'user', element: <NewcomerTip visits={4} /> });
    expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
  });
});
