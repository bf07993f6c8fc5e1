import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/constants/messages';
import { toast } from '@web/lib/toast';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { pendingDomain, siteDto } from '../fixtures';
import { SiteBuilder } from './site-builder';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** The builder for site-1 as its creator, who owns one team and is a plain member of another. */
function renderBuilder() {
  return renderRoute('/site/build/site-1', {
    as: 'user',
    routes: [
      { path: '/site/build/:id', element: <SiteBuilder siteId="site-1" /> },
      { path: '/site', element: <h1>Your websites</h1> },
    ],
  });
}

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  fakeApi.on('getMe', profileDto());
  fakeApi.on('listUserTeams', {
    items: [
      { teamId: 'team-1', name: 'Eastside FC', kind: 'team', role: 'owner', photoURL: null },
      { teamId: 'team-2', name: 'Lunch Runners', kind: 'community', role: 'member', photoURL: null },
    ],
  });
});

describe('SiteBuilder', () => {
  it('saves the edited draft with the version read, then publishes the saved version', async () => {
    let draft = siteDto();
    fakeApi.on('getSiteDraft', () => draft);
    fakeApi.on('saveSiteDraft', ({ body }) => (draft = siteDto({ ...body.content, version: body.version + 1 })));
    fakeApi.on('publishSite', ({ body }) => siteDto({ version: body.version, publishedAt: '2026-11-26T12:00:00.000Z' }));
    const { user } = renderBuilder();

    const title = await screen.findByRole('textbox', { name: 'Site title' });
    // Only teams the person runs can be the site's team.
    const team = screen.getByRole('combobox', { name: 'Team' });
    await within(team).findByRole('option', { name: 'Eastside FC' });
    expect(
      within(team)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No team', 'Eastside FC']);
    await user.clear(title);
    await user.type(title, 'Eastside Football Club');
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft saved'));
    expect(fakeApi.calls('saveSiteDraft').map((call) => call.body)).toEqual([
      expect.objectContaining({ version: 3, content: expect.objectContaining({ title: 'Eastside Football Club' }) }),
    ]);
    expect(screen.getByText(/All changes saved · Not published yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Website published'));
    expect(fakeApi.calls('publishSite').map((call) => call.body)).toEqual([{ version: 4 }]);
    expect(screen.getByRole('link', { name: 'View published site' })).toHaveAttribute('href', '/site/view/site-1');
  });

  it('shows the DNS record that proves the saved domain, and asks where it stands again after a save', async () => {
    fakeApi.on('getSiteDraft', siteDto({ domain: 'www.eastside.example.org' }));
    fakeApi.on('getSiteDomainStatus', pendingDomain('www.eastside.example.org'));
    fakeApi.on('saveSiteDraft', ({ body }) => siteDto({ ...body.content, version: body.version + 1 }));
    const { user } = renderBuilder();

    const proof = await screen.findByRole('region', { name: 'Prove you own www.eastside.example.org' });
    expect(await within(proof).findByRole('table', { name: 'DNS record to add' })).toHaveTextContent(
      '_rally-verify.www.eastside.example.org',
    );
    expect(within(proof).getByRole('button', { name: 'Check now' })).toBeEnabled();

    await user.type(screen.getByRole('textbox', { name: 'Page title' }), ' page');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(fakeApi.calls('getSiteDomainStatus')).toHaveLength(2));
  });

  it('keeps the page and its blocks in order as they are added and moved', async () => {
    fakeApi.on('getSiteDraft', siteDto());
    const { user } = renderBuilder();

    await user.click(await screen.findByRole('button', { name: 'Add page' }));
    expect(screen.getByRole('button', { name: 'Page 2', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('This page is empty: add a block below.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'New block' }), 'Join button');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    expect(screen.getByRole('group', { name: 'Block 2: Join button' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move page left' }));
    expect(screen.getByRole('button', { name: 'Page 2', pressed: true })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Pages of the site' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Page 2', 'Home (home)']);
  });

  it('undoes and redoes edits with the buttons and Ctrl+Z / Shift+Ctrl+Z, back to the saved state', async () => {
    fakeApi.on('getSiteDraft', () => siteDto());
    const { user } = renderBuilder();
    const title = await screen.findByRole('textbox', { name: 'Site title' });
    const undoButton = screen.getByRole('button', { name: 'Undo' });
    const redoButton = screen.getByRole('button', { name: 'Redo' });
    expect(undoButton).toBeDisabled();
    expect(redoButton).toBeDisabled();

    await user.clear(title);
    await user.type(title, 'Eastside United');
    await user.click(undoButton);
    expect(title).toHaveValue('Eastside FC');
    expect(screen.getByText(/All changes saved/)).toBeInTheDocument();
    expect(undoButton).toBeDisabled();
    await user.click(redoButton);
    expect(title).toHaveValue('Eastside United');
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();

    // A block added, then the keyboard steps back and forward over it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'New block' }), 'join');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    expect(screen.getByRole('group', { name: 'Block 2: Join button' })).toBeInTheDocument();
    await user.click(title);
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.queryByRole('group', { name: 'Block 2: Join button' })).not.toBeInTheDocument();
    expect(title).toHaveValue('Eastside United');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(screen.getByRole('group', { name: 'Block 2: Join button' })).toBeInTheDocument();
    expect(redoButton).toBeDisabled();
  });

  it('tells anyone but its creator that they do not own the website', async () => {
    fakeApi.on('getSiteDraft', () => {
      throw new FakeApiError(403, messages.notWebsiteOwner);
    });
    renderBuilder();
    expect(await screen.findByRole('heading', { level: 1, name: messages.notWebsiteOwner })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your websites' })).toHaveAttribute('href', '/site');
  });
});
