import { configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../shared/constants/messages';
import { setConfigForTesting } from '../../config';
import { api } from '../../lib/api-client';
import { testConfig } from '../../test/fixtures';
import * as transactions from './transactions';

// Each route's first render loads its chunks (transformed on demand): give them time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../lib/auth', () => ({
  isSignedIn: vi.fn(async () => true),
  getIdToken: vi.fn(async () => 'id-token'),
  AUTH_STATE_KEY: 'auth:signed-in',
}));
vi.mock('../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn(async () => ({ items: [] })) } };
});

function renderTransactions() {
  const router = createMemoryRouter([{ path: '/transactions', ...transactions }], { initialEntries: ['/transactions'] });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

describe('transactions (spec §6: hidden on the meh platform)', () => {
  afterEach(() => setConfigForTesting(undefined));

  it("is an unknown path on 'meh', and nothing is asked of Stripe", async () => {
    setConfigForTesting({ ...testConfig, platform: 'meh' });
    renderTransactions();
    expect(await screen.findByRole('heading', { name: messages.notFoundTitle })).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalled();
  });

  it("lists the person's transactions on 'gth'", async () => {
    setConfigForTesting({ ...testConfig, platform: 'gth' });
    renderTransactions();
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });
});
