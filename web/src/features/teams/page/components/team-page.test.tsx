import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from '../../../../lib/toast';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../../shared/constants/messages';
import type { TeamRole } from '../../../../../../shared/schemas/team';
import { ApiError, api } from '../../../../lib/api-client';
import { isSignedIn } from '../../../../lib/auth';
import { eventSummary, profileDto } from '../../../../test/fixtures';
import type { Team } from '../api/get-team';
import type { MyTeamRole } from '../team-rules';
import { OrganizationPage, TeamPage } from './team-page';

vi.mock('../../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
vi.mock('../../../../lib/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../lib/auth')>();
  return { ...actual, isSignedIn: vi.fn() };
});
vi.mock('../../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const call = vi.mocked(api.call);

const baseTeam: Team = {
  id: 'team-1',
  name: 'Mile High FC',
  kind: 'team',
  gameType: 'Soccer',
  description: 'Co-ed rec soccer team looking for subs.',
  city: 'Denver, CO',
  lat: 39.74,
  lng: -104.95,
  photoURL: 'https://img.example.com/fc.png',
  joinPolicy: 'open',
  external: false,
  externalUrl: null,
  slug: null,
  creatorId: 'owner-1',
  memberCount: 3,
  publicRoster: false,
  subscriptionLevel: 'ROOKIE',
  subscription: null,
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const member = (userId: string, displayName: string, role: TeamRole) => ({
  userId,
  displayName,
  photoURL: null,
  role,
  joinedAt: '2026-01-02T00:00:00.000Z',
});
const members = [
  member('owner-1', 'Olive Owner', 'owner'),
  member('admin-1', 'Ada Admin', 'admin'),
  member('member-1', 'Max Member', 'member'),
];

interface Answer {
  team?: Partial<Team>;
  teamError?: ApiError;
  viewer?: string;
  role?: MyTeamRole;
  sessions?: Array<{ id: string; label: string }>;
  overrides?: Record<string, (args: unknown) => unknown>;
}

function answer({ team = {}, teamError, viewer, role = null, sessions = [], overrides = {} }: Answer) {
  vi.mocked(isSignedIn).mockResolvedValue(viewer !== undefined);
  let myRole = role;
  call.mockImplementation((async (id: string, args: unknown) => {
    if (overrides[id]) return overrides[id](args);
    switch (id) {
      case 'getTeam':
        if (teamError) throw teamError;
        return { ...baseTeam, ...team };
      case 'getMe':
        return profileDto({ uid: viewer ?? '', id: viewer ?? '' });
      case 'getMyTeamRole':
        return { role: myRole };
      case 'joinTeam':
        myRole = team.joinPolicy === 'approval' ? 'pending' : 'member';
        return { role: myRole };
      case 'leaveTeam':
        myRole = null;
        return { ok: true };
      case 'listTeamMembers':
      case 'listPublicTeamRoster':
        return { items: members };
      case 'listTeamEvents':
        return { items: [eventSummary({ id: 'evt-1', title: 'Thursday scrimmage' })] };
      case 'listSeasons':
        return {
          items: [
            {
              id: 'season-1',
              teamId: 'team-1',
              label: 'Spring 2099',
              group: 'Adult league',
              startDate: '2099-03-01',
              endDate: '2099-05-31',
              createdAt: '',
            },
            {
              id: 'season-0',
              teamId: 'team-1',
              label: 'Fall 2020',
              group: null,
              startDate: '2020-09-01',
              endDate: '2020-11-30',
              createdAt: '',
            },
          ],
          groups: ['Adult league'],
        };
      case 'listSessions':
        return {
          items: sessions.map((s) => ({
            ...s,
            teamId: 'team-1',
            seasonId: 'season-1',
            startDate: '2099-03-01',
            endDate: '2099-03-31',
            createdAt: '',
          })),
        };
      case 'listJoinRequests':
        return { items: [{ userId: 'req-1', displayName: 'Rita Request', photoURL: null, requestedAt: '' }] };
      case 'listRegistrations':
        return { items: [] };
      default:
        return { ok: true };
    }
  }) as never);
}

function renderPage(path = '/team/team-1', element = <TeamPage teamId="team-1" />) {
  const router = createMemoryRouter(
    [
      { path: '/team/:id', element },
      { path: '/organization/:id', element },
      { path: '/', element: <h1>Root</h1> },
      { path: '/team-not-found', element: <h1>Not found page</h1> },
      { path: '/my-communities', element: <h1>My communities</h1> },
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

const membership = () => screen.getByRole('region', { name: 'Membership' });

describe('TeamPage', () => {
  beforeEach(() => {
    call.mockReset();
    vi.mocked(toast.success).mockReset();
    vi.mocked(toast.error).mockReset();
  });

  it('shows the team, sets the title, description and share image, and lists events, seasons and members', async () => {
    answer({});
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mile High FC' })).toBeInTheDocument();
    expect(document.title).toBe('Mile High FC | Rally');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Co-ed rec soccer team looking for subs.',
    );
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'https://img.example.com/fc.png');
    expect(screen.getByText('3 members')).toBeInTheDocument();
    expect(screen.getByText('Soccer')).toBeInTheDocument();

    const events = await screen.findByRole('list', { name: 'Upcoming events of Mile High FC' });
    expect(within(events).getByRole('link', { name: /Thursday scrimmage/ })).toHaveAttribute('href', '/evt/evt-1');
    expect(await screen.findByRole('list', { name: 'Adult league seasons' })).toHaveTextContent('Spring 2099');
    const people = await screen.findByRole('list', { name: 'Members' });
    expect(within(people).getByRole('link', { name: 'Olive Owner' })).toHaveAttribute('href', '/profile/owner-1');
    expect(within(people).getByText('Admin')).toBeInTheDocument();
    // No session filter without sessions.
    expect(screen.queryByLabelText('Session')).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in and come back to the team', async () => {
    answer({});
    renderPage();
    const link = await within(await screen.findByRole('region', { name: 'Membership' })).findByRole('link', {
      name: 'Sign in to join',
    });
    expect(link).toHaveAttribute('href', '/login?redirect=%2Fteam%2Fteam-1');
    expect(call).not.toHaveBeenCalledWith('getMyTeamRole', expect.anything());
  });

  it('joins an open team at once', async () => {
    answer({ viewer: 'new-1' });
    renderPage();
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'Membership' })).findByRole('button', { name: 'Join' }),
    );
    expect(call).toHaveBeenCalledWith('joinTeam', { params: { id: 'team-1' } });
    expect(toast.success).toHaveBeenCalledWith('You joined Mile High FC', expect.anything());
    expect(await within(membership()).findByText('You’re a member')).toBeInTheDocument();
  });

  it('requests to join an approval team, then can withdraw the pending request', async () => {
    answer({ viewer: 'new-1', team: { joinPolicy: 'approval' } });
    renderPage();
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'Membership' })).findByRole('button', { name: 'Request to join' }),
    );
    expect(await within(membership()).findByText('Request pending')).toBeInTheDocument();
    await userEvent.click(within(membership()).getByRole('button', { name: 'Withdraw request' }));
    expect(call).toHaveBeenCalledWith('leaveTeam', { params: { id: 'team-1' } });
    expect(toast.success).toHaveBeenLastCalledWith('Request withdrawn', expect.anything());
  });

  it('confirms before leaving and shows the server’s refusal', async () => {
    const refusal = 'The last owner cannot leave. Make someone else an owner first.';
    answer({
      viewer: 'owner-1',
      role: 'owner',
      overrides: {
        leaveTeam: () => {
          throw new ApiError(409, refusal);
        },
      },
    });
    renderPage();
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'Membership' })).findByRole('button', { name: 'Leave' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Mile High FC?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, leave' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(toast.error).toHaveBeenCalledWith(refusal, expect.anything());
  });

  it('lets a member register for a season that has not ended, not for a past one', async () => {
    answer({ viewer: 'member-1', role: 'member' });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Register for Spring 2099' }));
    expect(call).toHaveBeenCalledWith('registerForSeason', { params: { id: 'team-1', seasonId: 'season-1' } });
    expect(toast.success).toHaveBeenCalledWith('Registered for Spring 2099', expect.anything());
    expect(screen.queryByRole('button', { name: 'Register for Fall 2020' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manage Mile High FC' })).not.toBeInTheDocument();
  });

  it('filters events by session when the team has sessions', async () => {
    answer({ sessions: [{ id: 'ses-1', label: 'March block' }] });
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Session'), 'March block');
    expect(call).toHaveBeenCalledWith('listTeamEvents', { params: { id: 'team-1' }, query: { sessionId: 'ses-1' } });
  });

  it('sends a missing team to Team not found', async () => {
    answer({ teamError: new ApiError(404, messages.teamNotFound) });
    const router = renderPage();
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/team-not-found');
  });

  it('sends a visit without an id to the root', async () => {
    answer({});
    renderPage('/team/x', <TeamPage teamId="" />);
    expect(await screen.findByRole('heading', { name: 'Root' })).toBeInTheDocument();
  });

  it('offers a retry when the team could not be loaded', async () => {
    answer({ teamError: new ApiError(503, 'Rally is busy') });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This team could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Rally is busy');
    answer({});
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mile High FC' })).toBeInTheDocument();
  });

  it('sends a team shown at organization/{id} to its team page', async () => {
    answer({});
    const router = renderPage('/organization/team-1', <OrganizationPage organizationId="team-1" />);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/team/team-1'));
  });
});

describe('the manage panel', () => {
  beforeEach(() => {
    call.mockReset();
    vi.mocked(toast.success).mockReset();
    vi.mocked(toast.error).mockReset();
  });

  const panel = async () => screen.findByRole('region', { name: 'Manage Mile High FC' });
  const roles = async () => within(await panel()).findByRole('list', { name: 'Members and roles' });

  it('is hidden from members and visitors', async () => {
    answer({ viewer: 'member-1', role: 'member' });
    renderPage();
    await screen.findByText('You’re a member');
    expect(screen.queryByRole('region', { name: 'Manage Mile High FC' })).not.toBeInTheDocument();
  });

  it('lets an owner approve requests, change roles and remove anyone but themselves', async () => {
    answer({ viewer: 'owner-1', role: 'owner' });
    renderPage();
    const list = await roles();
    expect(within(list).getByLabelText('Role for Olive Owner')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Remove Olive Owner' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Remove Ada Admin' })).toBeInTheDocument();

    await userEvent.selectOptions(within(list).getByLabelText('Role for Max Member'), 'Admin');
    expect(call).toHaveBeenCalledWith('changeTeamRole', { params: { id: 'team-1', uid: 'member-1' }, body: { role: 'admin' } });
    expect(toast.success).toHaveBeenCalledWith('Max Member is now an admin', expect.anything());

    await userEvent.click(within(await panel()).getByRole('button', { name: 'Approve Rita Request' }));
    expect(call).toHaveBeenCalledWith('reviewJoinRequest', {
      params: { id: 'team-1', uid: 'req-1' },
      body: { decision: 'approve' },
    });
    expect(toast.success).toHaveBeenCalledWith('Rita Request joined', expect.anything());

    await userEvent.click(within(list).getByRole('button', { name: 'Remove Max Member' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove Max Member?' })).getByRole('button', { name: 'Yes, remove' }),
    );
    expect(call).toHaveBeenCalledWith('removeTeamMember', { params: { id: 'team-1', uid: 'member-1' } });
    expect(within(await panel()).getByRole('button', { name: 'Delete team' })).toBeInTheDocument();
  });

  it('keeps an admin off owners and their own role, and hides Delete team', async () => {
    answer({ viewer: 'admin-1', role: 'admin' });
    renderPage();
    const list = await roles();
    expect(within(list).queryByLabelText('Role for Olive Owner')).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Remove Olive Owner' })).not.toBeInTheDocument();
    expect(within(list).queryByLabelText('Role for Ada Admin')).not.toBeInTheDocument();
    const select = within(list).getByLabelText('Role for Max Member');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Member']);
    expect(within(list).getByRole('button', { name: 'Remove Max Member' })).toBeInTheDocument();
    expect(within(await panel()).queryByRole('button', { name: 'Delete team' })).not.toBeInTheDocument();
  });

  it('adds a season after checking its dates', async () => {
    answer({ viewer: 'owner-1', role: 'owner', overrides: { createSeason: () => ({}) } });
    renderPage();
    const form = await within(await panel()).findByRole('form', { name: 'Add a season' });
    await userEvent.type(within(form).getByLabelText('Season label'), 'Summer 2099');
    await userEvent.type(within(form).getByLabelText(/Season group/), 'Adult league');
    await userEvent.type(within(form).getByLabelText('Season start'), '2099-07-01');
    await userEvent.type(within(form).getByLabelText('Season end'), '2099-06-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Add season' }));
    expect(await within(form).findByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('createSeason', expect.anything());

    await userEvent.clear(within(form).getByLabelText('Season end'));
    await userEvent.type(within(form).getByLabelText('Season end'), '2099-08-31');
    await userEvent.click(within(form).getByRole('button', { name: 'Add season' }));
    expect(call).toHaveBeenCalledWith('createSeason', {
      params: { id: 'team-1' },
      body: { label: 'Summer 2099', group: 'Adult league', startDate: '2099-07-01', endDate: '2099-08-31' },
    });
    expect(toast.success).toHaveBeenCalledWith('Season Summer 2099 added', expect.anything());
  });

  it('adds a session to a season', async () => {
    answer({ viewer: 'owner-1', role: 'owner', overrides: { createSession: () => ({}) } });
    renderPage();
    const form = await within(await panel()).findByRole('form', { name: 'Add a session' });
    await userEvent.selectOptions(within(form).getByLabelText('Season'), 'Spring 2099');
    await userEvent.type(within(form).getByLabelText('Session label'), 'April block');
    await userEvent.type(within(form).getByLabelText('Session start'), '2099-04-01');
    await userEvent.type(within(form).getByLabelText('Session end'), '2099-04-30');
    await userEvent.click(within(form).getByRole('button', { name: 'Add session' }));
    expect(call).toHaveBeenCalledWith('createSession', {
      params: { id: 'team-1' },
      body: { seasonId: 'season-1', label: 'April block', startDate: '2099-04-01', endDate: '2099-04-30' },
    });
  });

  it('saves the team details with the version read, keeping the point, and shows a conflict', async () => {
    const stale = 'This team was changed by someone else. Reload and try again.';
    answer({
      viewer: 'admin-1',
      role: 'admin',
      overrides: {
        updateTeam: () => {
          throw new ApiError(409, stale);
        },
      },
    });
    renderPage();
    const form = await within(await panel()).findByRole('form', { name: 'Team details' });
    await userEvent.clear(within(form).getByLabelText('Name'));
    await userEvent.type(within(form).getByLabelText('Name'), 'Mile High FC Rec');
    await userEvent.click(within(form).getByRole('radio', { name: 'Approve each request' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(call).toHaveBeenCalledWith('updateTeam', {
      params: { id: 'team-1' },
      body: expect.objectContaining({ name: 'Mile High FC Rec', joinPolicy: 'approval', lat: 39.74, lng: -104.95, version: 2 }),
    });
    expect(toast.error).toHaveBeenCalledWith(stale, expect.anything());
  });

  it('shows why a private roster is not shown instead of an error', async () => {
    answer({
      viewer: 'stranger-1',
      overrides: {
        listTeamMembers: () => {
          throw new ApiError(403, 'Only members of this team can see who is on it.');
        },
      },
    });
    renderPage();
    expect(await screen.findByText('Only members of this team can see who is on it.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry|Try again/ })).not.toBeInTheDocument();
  });

  it('lets a manager make the member list public', async () => {
    answer({ viewer: 'owner-1', role: 'owner', overrides: { updateTeam: (args) => ({ ...baseTeam, ...(args as { body: object }).body }) } });
    renderPage();
    const form = await within(await panel()).findByRole('form', { name: 'Team details' });
    const toggle = within(form).getByRole('checkbox', { name: 'Show the member list to everyone' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(call).toHaveBeenCalledWith('updateTeam', { params: { id: 'team-1' }, body: expect.objectContaining({ publicRoster: true }) });
  });

  it('deletes the team after a confirm and goes to my communities', async () => {
    answer({ viewer: 'owner-1', role: 'owner', overrides: { deleteTeam: () => ({ ok: true }) } });
    const router = renderPage();
    await userEvent.click(await within(await panel()).findByRole('button', { name: 'Delete team' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Mile High FC?' })).getByRole('button', {
        name: 'Yes, delete team',
      }),
    );
    expect(call).toHaveBeenCalledWith('deleteTeam', { params: { id: 'team-1' } });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-communities'));
  });
});
