import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/constants/messages';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import * as transactions from './transactions';

// Each route's first render loads its chunks (transformed on demand): give them time on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function renderTransactions(platform: 'gth' | 'meh') {
  return renderRoute('/transactions', { as: 'user', config: { platform }, routes: [{ path: '/transactions', ...transactions }] });
}

describe('transactions (spec §6: hidden on the meh platform)', () => {
  it("is an unknown path on 'meh', and nothing is asked of Stripe", async () => {
    renderTransactions('meh');
    expect(await screen.findByRole('heading', { name: messages.notFoundTitle })).toBeInTheDocument();
    expect(fakeApi.calls()).toEqual([]);
  });

  it("lists the person's transactions on 'gth'", async () => {
    fakeApi.on('listTransactions', { items: [] });
    renderTransactions('gth');
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });
});
