import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from '../../../../lib/toast';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../../shared/constants/messages';
import { ApiError, api } from '../../../../lib/api-client';
import { OrgSlugPage, orgLookupOutcome } from './org-slug-page';

vi.mock('../../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
vi.mock('../../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const call = vi.mocked(api.call);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/org/:slug', element: <OrgSlugPage slug={path.split('/')[2]} /> },
      { path: '/org', element: <OrgSlugPage slug={undefined} /> },
      { path: '/organization/:id', element: <h1>Organization page</h1> },
      { path: '/', element: <h1>Root</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

describe('orgLookupOutcome', () => {
  it('names every outcome of the lookup', () => {
    expect(orgLookupOutcome(undefined, {})).toBe('no-slug');
    expect(orgLookupOutcome('  ', {})).toBe('no-slug');
    expect(orgLookupOutcome('denver-sports', {})).toBe('loading');
    expect(orgLookupOutcome('denver-sports', { data: { id: 'org-1' } })).toBe('found');
    expect(orgLookupOutcome('nope', { error: new ApiError(404, messages.organizationNotFound) })).toBe('not-found');
    expect(orgLookupOutcome('nope', { error: new ApiError(500, 'boom') })).toBe('failed');
    expect(orgLookupOutcome('nope', { error: new ApiError(0, 'offline') })).toBe('failed');
  });
});

describe('OrgSlugPage', () => {
  beforeEach(() => {
    call.mockReset();
    vi.mocked(toast.error).mockReset();
  });

  it('opens the organization page it finds, replacing the slug address', async () => {
    call.mockResolvedValue({ id: 'org-1', kind: 'organization' } as never);
    const router = renderAt('/org/denver-sports');
    expect(await screen.findByRole('heading', { name: 'Organization page' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('getOrganizationBySlug', { params: { slug: 'denver-sports' } });
    expect(router.state.location.pathname).toBe('/organization/org-1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("says 'Organization not found' for an unknown slug", async () => {
    call.mockRejectedValue(new ApiError(404, messages.organizationNotFound));
    renderAt('/org/no-such-org');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse organizations' })).toHaveAttribute('href', '/organizations');
  });

  it("says 'Failed to load organization' for other failures, and retries", async () => {
    call.mockRejectedValueOnce(new ApiError(500, 'Something went wrong on our side.'));
    renderAt('/org/denver-sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load organization' })).toBeInTheDocument();
    call.mockResolvedValue({ id: 'org-1', kind: 'organization' } as never);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Organization page' })).toBeInTheDocument();
  });

  it("says 'No organization slug provided' and goes to the root without a slug", async () => {
    const router = renderAt('/org');
    expect(await screen.findByRole('heading', { name: 'Root' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('No organization slug provided', expect.anything());
    expect(router.state.location.pathname).toBe('/');
    expect(call).not.toHaveBeenCalled();
  });
});
