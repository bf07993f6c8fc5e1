import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@web/test/render-route';
import { QuickLinks } from './quick-links';

describe('QuickLinks', () => {
  it('offers "Hosts followed" (spec §1) leading to the following page', () => {
    renderRoute('/home', { as: 'user', element: <QuickLinks /> });
    const nav = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(nav).getByRole('link', { name: /Hosts followed/ })).toHaveAttribute('href', '/following');
  });
});
