import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/constants/messages';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { teamDto } from '@web/features/teams/fixtures';
import { OrgSlugPage, orgLookupOutcome } from './org-slug-page';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const organization = teamDto({ id: 'org-1', kind: 'organization', name: 'Denver Sports Co', slug: 'denver-sports' });

function renderAt(path: string) {
  return renderRoute(path, {
    routes: [
      { path: '/org/:slug', element: <OrgSlugPage slug={path.split('/')[2]} /> },
      { path: '/org', element: <OrgSlugPage slug={undefined} /> },
      { path: '/organization/:id', element: <h1>Organization page</h1> },
      { path: '/', element: <h1>Root</h1> },
    ],
  });
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
    vi.mocked(toast.error).mockReset();
  });

  it('opens the organization page it finds, replacing the slug address', async () => {
    fakeApi.on('getOrganizationBySlug', organization);
    const { router } = renderAt('/org/denver-sports');
    expect(await screen.findByRole('heading', { name: 'Organization page' })).toBeInTheDocument();
    expect(fakeApi.calls('getOrganizationBySlug').map((call) => call.params)).toContainEqual({ slug: 'denver-sports' });
    expect(router.state.location.pathname).toBe('/organization/org-1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("says 'Organization not found' for an unknown slug", async () => {
    fakeApi.on('getOrganizationBySlug', () => {
      throw new FakeApiError(404, messages.organizationNotFound);
    });
    renderAt('/org/no-such-org');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse organizations' })).toHaveAttribute('href', '/organizations');
  });

  it("says 'Failed to load organization' for other failures, and retries", async () => {
    fakeApi.on('getOrganizationBySlug', () => {
      throw new FakeApiError(500, 'Something went wrong on our side.');
    });
    const { user } = renderAt('/org/denver-sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load organization' })).toBeInTheDocument();
    fakeApi.on('getOrganizationBySlug', organization);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Organization page' })).toBeInTheDocument();
  });

  it("says 'No organization slug provided' and goes to the root without a slug", async () => {
    const { router } = renderAt('/org');
    expect(await screen.findByRole('heading', { name: 'Root' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('No organization slug provided', expect.anything());
    expect(router.state.location.pathname).toBe('/');
    expect(fakeApi.calls()).toEqual([]);
  });
});
