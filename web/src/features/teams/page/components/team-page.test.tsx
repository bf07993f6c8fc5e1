import { cleanup, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteId } from '@shared/api/routes';
import { messages } from '@shared/constants/messages';
import { planMessages } from '@shared/constants/payments';
import { toast } from '@web/lib/toast';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { eventSummary, profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { teamDto, teamMember } from '@web/features/teams/fixtures';
import type { MyTeamRole, Team } from '../team-rules';
import { OrganizationPage, TeamPage } from './team-page';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const members = [
  teamMember('owner-1', 'Olive Owner', 'owner'),
  teamMember('admin-1', 'Ada Admin', 'admin'),
  teamMember('member-1', 'Max Member', 'member'),
];

const season = (id: string, label: string, group: string | null, startDate: string, endDate: string) => ({
  id,
  teamId: 'team-1',
  label,
  group,
  startDate,
  endDate,
  createdAt: '',
});

interface Answer {
  team?: Partial<Team>;
  teamError?: FakeApiError;
  viewer?: string;
  role?: MyTeamRole;
  sessions?: Array<{ id: string; label: string }>;
}

/** Who the page is rendered for: set by answer(), read by renderPage(). */
let signedIn = false;

/** The API as a team page sees it; a test changes single routes after with fakeApi.on. */
function answer({ team = {}, teamError, viewer, role = null, sessions = [] }: Answer) {
  signedIn = viewer !== undefined;
  let myRole = role;
  fakeApi.on('getTeam', () => {
    if (teamError) throw teamError;
    return teamDto(team);
  });
  if (viewer !== undefined) fakeApi.on('getMe', profileDto({ uid: viewer, id: viewer }));
  fakeApi.on('getMyTeamRole', () => ({ role: myRole }));
  fakeApi.on('joinTeam', () => {
    myRole = team.joinPolicy === 'approval' ? 'pending' : 'member';
    return { role: myRole };
  });
  fakeApi.on('leaveTeam', () => {
    myRole = null;
    return { ok: true };
  });
  fakeApi.on('listTeamMembers', { items: members });
  fakeApi.on('listPublicTeamRoster', { items: members });
  fakeApi.on('listTeamEvents', { items: [eventSummary({ id: 'evt-1', title: 'Thursday scrimmage' })] });
  fakeApi.on('listSeasons', {
    items: [
      season('season-1', 'Spring 2099', 'Adult league', '2099-03-01', '2099-05-31'),
      season('season-0', 'Fall 2020', null, '2020-09-01', '2020-11-30'),
    ],
    groups: ['Adult league'],
  });
  fakeApi.on('listSessions', {
    items: sessions.map((s) => ({
      ...s,
      teamId: 'team-1',
      seasonId: 'season-1',
      startDate: '2099-03-01',
      endDate: '2099-03-31',
      createdAt: '',
    })),
  });
  fakeApi.on('listJoinRequests', { items: [{ userId: 'req-1', displayName: 'Rita Request', photoURL: null, requestedAt: '' }] });
  fakeApi.on('listRegistrations', { items: [] });
  fakeApi.on('registerForSeason', { ok: true });
  fakeApi.on('changeTeamRole', { ok: true });
  fakeApi.on('reviewJoinRequest', { ok: true });
  fakeApi.on('removeTeamMember', { ok: true });
}

/** What the page sent to a route: the params, query and body the API received, call by call. */
const sentTo = (id: RouteId) => fakeApi.calls(id).map(({ params, query, body }) => ({ params, query, body }));

function renderPage(path = '/team/team-1', element: ReactElement = <TeamPage teamId="team-1" />) {
  const { router, user } = renderRoute(path, {
    as: signedIn ? 'user' : 'visitor',
    routes: [
      { path: '/team/:id', element },
      { path: '/organization/:id', element },
      { path: '/', element: <h1>Root</h1> },
      { path: '/team-not-found', element: <h1>Not found page</h1> },
      { path: '/my-communities', element: <h1>My communities</h1> },
    ],
  });
  return { router, user };
}

const membership = () => screen.getByRole('region', { name: 'Membership' });

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('TeamPage', () => {
  it('shows the composed actions (follow) beside the name to someone signed in, never to a visitor', async () => {
    const withActions = <TeamPage teamId="team-1" actions={(team) => <button type="button">Follow {team.name}</button>} />;
    answer({ viewer: 'new-1' });
    renderPage('/team/team-1', withActions);
    expect(await screen.findByRole('button', { name: 'Follow Mile High FC' })).toBeInTheDocument();
    cleanup();
    answer({});
    renderPage('/team/team-1', withActions);
    await screen.findByRole('heading', { level: 1, name: 'Mile High FC' });
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
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
    expect(fakeApi.calls('getMyTeamRole')).toEqual([]);
  });

  it('joins an open team at once', async () => {
    answer({ viewer: 'new-1' });
    const { user } = renderPage();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Membership' })).findByRole('button', { name: 'Join' }),
    );
    await vi.waitFor(() => expect(sentTo('joinTeam')).toContainEqual({ params: { id: 'team-1' } }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('You joined Mile High FC', expect.anything()));
    expect(await within(membership()).findByText('You’re a member')).toBeInTheDocument();
  });

  it('requests to join an approval team, then can withdraw the pending request', async () => {
    answer({ viewer: 'new-1', team: { joinPolicy: 'approval' } });
    const { user } = renderPage();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Membership' })).findByRole('button', { name: 'Request to join' }),
    );
    expect(await within(membership()).findByText('Request pending')).toBeInTheDocument();
    await user.click(within(membership()).getByRole('button', { name: 'Withdraw request' }));
    await vi.waitFor(() => expect(sentTo('leaveTeam')).toContainEqual({ params: { id: 'team-1' } }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('Request withdrawn', expect.anything()));
  });

  it('confirms before leaving and shows the server’s refusal', async () => {
    const refusal = 'The last owner cannot leave. Make someone else an owner first.';
    answer({ viewer: 'owner-1', role: 'owner' });
    fakeApi.on('leaveTeam', () => {
      throw new FakeApiError(409, refusal);
    });
    const { user } = renderPage();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Membership' })).findByRole('button', { name: 'Leave' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Mile High FC?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, leave' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(toast.error).toHaveBeenCalledWith(refusal, expect.anything());
  });

  it('lets a member register for a season that has not ended, not for a past one', async () => {
    answer({ viewer: 'member-1', role: 'member' });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Register for Spring 2099' }));
    await vi.waitFor(() =>
      expect(sentTo('registerForSeason')).toContainEqual({ params: { id: 'team-1', seasonId: 'season-1' } }),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Registered for Spring 2099', expect.anything()));
    expect(screen.queryByRole('button', { name: 'Register for Fall 2020' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manage Mile High FC' })).not.toBeInTheDocument();
  });

  it('filters events by session when the team has sessions', async () => {
    answer({ sessions: [{ id: 'ses-1', label: 'March block' }] });
    const { user } = renderPage();
    await user.selectOptions(await screen.findByLabelText('Session'), 'March block');
    await vi.waitFor(() =>
      expect(sentTo('listTeamEvents')).toContainEqual({ params: { id: 'team-1' }, query: { sessionId: 'ses-1' } }),
    );
  });

  it('sends a missing team to the root ("with no team or creator it redirects to root")', async () => {
    answer({ teamError: new FakeApiError(404, messages.teamNotFound) });
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Root' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visit without an id to the root', async () => {
    answer({});
    renderPage('/team/x', <TeamPage teamId="" />);
    expect(await screen.findByRole('heading', { name: 'Root' })).toBeInTheDocument();
  });

  it('offers a retry when the team could not be loaded', async () => {
    answer({ teamError: new FakeApiError(503, 'Rally is busy') });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This team could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Rally is busy');
    answer({});
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mile High FC' })).toBeInTheDocument();
  });

  it('sends a team shown at organization/{id} to its team page', async () => {
    answer({});
    const { router } = renderPage('/organization/team-1', <OrganizationPage organizationId="team-1" />);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/team/team-1'));
  });
});

describe('the manage panel', () => {
  const panel = async () => screen.findByRole('region', { name: 'Manage Mile High FC' });
  const roles = async () => within(await panel()).findByRole('list', { name: 'Members and roles' });

  it('on Rookie with two owners and admins, says so and offers a member no admin or owner role', async () => {
    answer({ viewer: 'owner-1', role: 'owner' });
    renderPage();
    const list = await roles();
    const note = within(await panel()).getByText(planMessages.adminLimit);
    const select = within(list).getByLabelText('Role for Max Member');
    expect(select).toHaveAccessibleDescription(planMessages.adminLimit);
    expect(within(select).getByRole('option', { name: 'Admin' })).toBeDisabled();
    expect(within(select).getByRole('option', { name: 'Owner' })).toBeDisabled();
    expect(within(select).getByRole('option', { name: 'Member' })).toBeEnabled();
    // The admin can still become an owner: that adds no one.
    expect(within(within(list).getByLabelText('Role for Ada Admin')).getByRole('option', { name: 'Owner' })).toBeEnabled();
    expect(note.id).toBe(select.getAttribute('aria-describedby'));
  });

  it('is hidden from members and visitors', async () => {
    answer({ viewer: 'member-1', role: 'member' });
    renderPage();
    await screen.findByText('You’re a member');
    expect(screen.queryByRole('region', { name: 'Manage Mile High FC' })).not.toBeInTheDocument();
  });

  it('lets an owner approve requests, change roles and remove anyone but themselves', async () => {
    // Organizer Pro: no admin limit (the Rookie limit: the next test).
    answer({ viewer: 'owner-1', role: 'owner', team: { subscriptionLevel: 'PRO' } });
    const { user } = renderPage();
    const list = await roles();
    expect(within(list).getByLabelText('Role for Olive Owner')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Remove Olive Owner' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Remove Ada Admin' })).toBeInTheDocument();

    await user.selectOptions(within(list).getByLabelText('Role for Max Member'), 'Admin');
    await vi.waitFor(() =>
      expect(sentTo('changeTeamRole')).toContainEqual({ params: { id: 'team-1', uid: 'member-1' }, body: { role: 'admin' } }),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Max Member is now an admin', expect.anything()));

    await user.click(within(await panel()).getByRole('button', { name: 'Approve Rita Request' }));
    await vi.waitFor(() =>
      expect(sentTo('reviewJoinRequest')).toContainEqual({
        params: { id: 'team-1', uid: 'req-1' },
        body: { decision: 'approve' },
      }),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rita Request joined', expect.anything()));

    await user.click(within(list).getByRole('button', { name: 'Remove Max Member' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove Max Member?' })).getByRole('button', { name: 'Yes, remove' }),
    );
    await vi.waitFor(() => expect(sentTo('removeTeamMember')).toContainEqual({ params: { id: 'team-1', uid: 'member-1' } }));
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
    answer({ viewer: 'owner-1', role: 'owner' });
    fakeApi.on('createSeason', ({ body }) => season('season-2', body.label, body.group ?? null, body.startDate, body.endDate));
    const { user } = renderPage();
    const form = await within(await panel()).findByRole('form', { name: 'Add a season' });
    await user.type(within(form).getByLabelText('Season label'), 'Summer 2099');
    await user.type(within(form).getByLabelText(/Season group/), 'Adult league');
    await user.type(within(form).getByLabelText('Season start'), '2099-07-01');
    await user.type(within(form).getByLabelText('Season end'), '2099-06-01');
    await user.click(within(form).getByRole('button', { name: 'Add season' }));
    expect(await within(form).findByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(fakeApi.calls('createSeason')).toEqual([]);

    await user.clear(within(form).getByLabelText('Season end'));
    await user.type(within(form).getByLabelText('Season end'), '2099-08-31');
    await user.click(within(form).getByRole('button', { name: 'Add season' }));
    await vi.waitFor(() =>
      expect(sentTo('createSeason')).toContainEqual({
        params: { id: 'team-1' },
        body: { label: 'Summer 2099', group: 'Adult league', startDate: '2099-07-01', endDate: '2099-08-31' },
      }),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Season Summer 2099 added', expect.anything()));
  });

  it('adds a session to a season', async () => {
    answer({ viewer: 'owner-1', role: 'owner' });
    fakeApi.on('createSession', ({ body }) => ({ id: 'ses-2', teamId: 'team-1', ...body, createdAt: '' }));
    const { user } = renderPage();
    const form = await within(await panel()).findByRole('form', { name: 'Add a session' });
    await user.selectOptions(within(form).getByLabelText('Season'), 'Spring 2099');
    await user.type(within(form).getByLabelText('Session label'), 'April block');
    await user.type(within(form).getByLabelText('Session start'), '2099-04-01');
    await user.type(within(form).getByLabelText('Session end'), '2099-04-30');
    await user.click(within(form).getByRole('button', { name: 'Add session' }));
    await vi.waitFor(() =>
      expect(sentTo('createSession')).toContainEqual({
        params: { id: 'team-1' },
        body: { seasonId: 'season-1', label: 'April block', startDate: '2099-04-01', endDate: '2099-04-30' },
      }),
    );
  });

  it('asks for a season, a label and both dates before adding a session', async () => {
    answer({ viewer: 'owner-1', role: 'owner' });
    const { user } = renderPage();
    const form = await within(await panel()).findByRole('form', { name: 'Add a session' });
    await user.click(within(form).getByRole('button', { name: 'Add session' }));
    expect(await within(form).findByText('Pick a season')).toBeInTheDocument();
    expect(within(form).getByLabelText('Season')).toHaveFocus();
    expect(within(form).getByLabelText('Session label')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Session start')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.calls('createSession')).toEqual([]);
  });

  it('saves the team details with the version read, keeping the point, and shows a conflict', async () => {
    const stale = 'This team was changed by someone else. Reload and try again.';
    answer({ viewer: 'admin-1', role: 'admin' });
    fakeApi.on('updateTeam', () => {
      throw new FakeApiError(409, stale);
    });
    const { user } = renderPage();
    const form = await within(await panel()).findByRole('form', { name: 'Team details' });
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Mile High FC Rec');
    await user.click(within(form).getByRole('radio', { name: 'Approve each request' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(sentTo('updateTeam')).toContainEqual({
        params: { id: 'team-1' },
        body: expect.objectContaining({ name: 'Mile High FC Rec', joinPolicy: 'approval', lat: 39.74, lng: -104.95, version: 2 }),
      }),
    );
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(stale, expect.anything()));
  });

  it('shows why a private roster is not shown instead of an error', async () => {
    answer({ viewer: 'stranger-1' });
    fakeApi.on('listTeamMembers', () => {
      throw new FakeApiError(403, 'Only members of this team can see who is on it.');
    });
    renderPage();
    expect(await screen.findByText('Only members of this team can see who is on it.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry|Try again/ })).not.toBeInTheDocument();
  });

  it('lets a manager make the member list public', async () => {
    answer({ viewer: 'owner-1', role: 'owner' });
    fakeApi.on('updateTeam', ({ body }) => teamDto(body));
    const { user } = renderPage();
    const form = await within(await panel()).findByRole('form', { name: 'Team details' });
    const toggle = within(form).getByRole('checkbox', { name: 'Show the member list to everyone' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(sentTo('updateTeam')).toContainEqual({
        params: { id: 'team-1' },
        body: expect.objectContaining({ publicRoster: true }),
      }),
    );
  });

  it('deletes the team after a confirm and goes to my communities', async () => {
    answer({ viewer: 'owner-1', role: 'owner' });
    fakeApi.on('deleteTeam', { ok: true });
    const { router, user } = renderPage();
    await user.click(await within(await panel()).findByRole('button', { name: 'Delete team' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Mile High FC?' })).getByRole('button', {
        name: 'Yes, delete team',
      }),
    );
    await vi.waitFor(() => expect(sentTo('deleteTeam')).toContainEqual({ params: { id: 'team-1' } }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-communities'));
  });
});
