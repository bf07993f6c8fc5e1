import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { messages } from '@shared/constants/messages';
import { NAME_CONTENT_MESSAGE } from '@shared/schemas/content';
import { embeddedDialog } from '@web/lib/auth-dialog';
import { reloadPage } from '@web/lib/reload-page';
import { toast } from '@web/lib/toast';
import { fakeApi, FakeApiError, type FakeAnswer, type FakeRequest } from '@web/test/fake-api';
import { newUserProfile, profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import type { ProfileDto as Profile } from '@shared/schemas/user';
import { ProfileForm } from './profile-form';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@web/lib/reload-page', () => ({ reloadPage: vi.fn() }));

type Save = (request: FakeRequest<'updateProfile'>) => Promise<FakeAnswer<'updateProfile'>>;

const denver = { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 };
let save: Mock<Save>;
let me: Profile;

function serve() {
  fakeApi.on('listGameTypes', { items: [{ label: 'Other' }, { label: 'Soccer' }, { label: 'Basketball' }] });
  fakeApi.on('listGenders', { items: ['Any', 'Male', 'Female', 'Non-binary', 'Prefer not to say'] });
  fakeApi.on('searchCities', ({ query }) => ({ items: query.q.startsWith('Den') ? [denver, { name: 'Denton, TX', lat: 33.21, lng: -97.13 }] : [] }));
  fakeApi.on('getMe', () => me);
  fakeApi.on('updateProfile', (request) => save(request));
}

let user: ReturnType<typeof renderRoute>['user'];

function renderForm(profile: Profile) {
  me = profile;
  const rendered = renderRoute('/settings/profile', {
    as: 'user',
    routes: [
      { path: '/settings/profile', element: <ProfileForm profile={profile} /> },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
  });
  user = rendered.user;
  return rendered.router;
}

const searchesFor = () => fakeApi.calls('searchCities').map((call) => (call.query as { q: string }).q);

const submitButton = (name: 'Setup Account' | 'Save Changes') => screen.getByRole('button', { name });

async function chooseCity(text = 'Den', pick = 'Denver, CO') {
  await user.type(screen.getByRole('combobox', { name: 'Go-to city' }), text);
  await user.click(await screen.findByRole('option', { name: pick }, { timeout: 2000 }));
}

describe('profile form: a new user (first sign-up)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    // The server stores the city with its geohash.
    save = vi.fn<Save>(async ({ body }) => ({ ...newUserProfile(), ...body, defaultCity: { ...body.defaultCity, hash: '9xj64' }, hasAdditionalInfo: true, version: 1 }));
    serve();
  });

  it('asks for More Information with the first-sign-up fields only', async () => {
    renderForm(newUserProfile());

    expect(screen.getByRole('heading', { level: 1, name: 'More Information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose avatar' })).toBeInTheDocument();
    for (const label of ['Display name', 'Full name', 'Last name (optional)', 'Email']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Go-to city' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'What brings you to Rally?' })).toBeInTheDocument();
    for (const reason of ['Organize', 'Find people', 'Find events', 'Substitute']) expect(screen.getByRole('radio', { name: reason })).toBeInTheDocument();

    const games = screen.getByRole('group', { name: 'Pick atleast one' });
    await within(games).findByRole('checkbox', { name: 'Soccer' });
    expect(within(games).getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual(['Basketball', 'Soccer']);

    for (const label of ['Gender', 'Pronouns', 'Birthdate (optional)', 'Phone number (optional)']) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expect(submitButton('Setup Account')).toBeDisabled();
  });

  it('shows the account e-mail read-only, still enabled while the full name is missing', async () => {
    renderForm(newUserProfile());
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('sam@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toBeEnabled();
    // Let the games list the form asks for arrive before the test ends.
    await screen.findByRole('checkbox', { name: 'Soccer' });
  });

  it.each([
    ['A', 'Must be at least 2 characters'],
    ['A'.repeat(26), 'Must be at most 25 characters'],
    ['visit www.spam.com', NAME_CONTENT_MESSAGE],
    ['me@example.com', NAME_CONTENT_MESSAGE],
  ])('rejects the display name %j with %j, next to the field', async (value, message) => {
    renderForm(newUserProfile());
    const input = screen.getByLabelText('Display name');

    await user.type(input, value);
    await user.tab();

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
  });

  it('accepts display names of exactly 2 and 25 characters', async () => {
    renderForm(newUserProfile());
    const input = screen.getByLabelText('Display name');

    await user.type(input, 'Al');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.clear(input);
    await user.type(input, 'A'.repeat(25));
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('searches cities only after a 500 ms pause and needs one chosen from the list', async () => {
    renderForm(newUserProfile());
    await user.type(screen.getByLabelText('Display name'), 'Sam');
    await user.type(screen.getByLabelText('Full name'), 'Sam Rivera');

    const city = screen.getByRole('combobox', { name: 'Go-to city' });
    await user.type(city, 'Den');
    expect(searchesFor()).toHaveLength(0);

    await user.click(await screen.findByRole('option', { name: 'Denver, CO' }, { timeout: 2000 }));
    expect(searchesFor()).toEqual(['Den']);
    expect(city).toHaveValue('Denver, CO');
    await waitFor(() => expect(submitButton('Setup Account')).toBeEnabled());

    // Typing again drops the choice: free text is never a city.
    await user.type(city, 'x');
    await waitFor(() => expect(submitButton('Setup Account')).toBeDisabled());
    await user.tab();
    expect(await screen.findByText('Please choose a city')).toBeInTheDocument();
  });

  it('sets the account up, welcomes the person, then after 250 ms opens availability (skippable) and reloads', async () => {
    const router = renderForm(newUserProfile());

    await user.type(screen.getByLabelText('Display name'), 'Sam');
    await user.type(screen.getByLabelText('Full name'), 'Sam Rivera');
    await chooseCity();
    await user.click(screen.getByRole('radio', { name: 'Find events' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Soccer' }));
    await user.click(submitButton('Setup Account'));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.welcome()));
    expect(messages.welcome()).toBe('Welcome to Rally!');
    expect(save).toHaveBeenCalledWith({
      params: { uid: 'user-1' },
      body: {
        displayName: 'Sam',
        fullName: 'Sam Rivera',
        lastName: null,
        photoURL: null,
        defaultCity: denver,
        joinReason: 'Find-events',
        additionalInfo: { sports: ['Soccer'] },
        announceOnJoin: true,
      },
    });
    expect(router.state.location.pathname).toBe('/settings/profile');
    expect(reloadPage).not.toHaveBeenCalled();

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/settings?tab=availability&skippable=true');
    // The reload would cut the welcome short: it is kept for the app to show again afterwards.
    expect(sessionStorage.getItem('rally:flash')).toBe('Welcome to Rally!');
  });

  it('in a sign-in pop-up a site opened, goes back to the auth-dialog route after setup instead of availability', async () => {
    const dialog = '/auth-dialog?origin=http%3A%2F%2Fdemo-team.localhost%3A3105';
    embeddedDialog.remember(dialog);
    vi.stubGlobal('opener', {});
    try {
      const router = renderForm(newUserProfile());
      await user.type(screen.getByLabelText('Display name'), 'Sam');
      await user.type(screen.getByLabelText('Full name'), 'Sam Rivera');
      await chooseCity();
      await user.click(screen.getByRole('radio', { name: 'Find events' }));
      await user.click(await screen.findByRole('checkbox', { name: 'Soccer' }));
      await user.click(submitButton('Setup Account'));
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.welcome()));
      await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(dialog);
    } finally {
      embeddedDialog.forget();
      vi.unstubAllGlobals();
    }
  });

  it('lets a new player opt out of being announced to players nearby', async () => {
    renderForm(newUserProfile());
    await user.type(screen.getByLabelText('Display name'), 'Sam');
    await user.type(screen.getByLabelText('Full name'), 'Sam Rivera');
    await chooseCity();
    const announce = screen.getByRole('checkbox', { name: 'Tell players near me that I joined' });
    expect(announce).toBeChecked();
    await user.click(announce);
    await user.click(submitButton('Setup Account'));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).toMatchObject({ body: { announceOnJoin: false } });
  });

  it('saves a chosen avatar as its bundled URL', async () => {
    renderForm(newUserProfile());

    await user.click(screen.getByRole('button', { name: 'Choose avatar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an avatar' });
    await user.click(within(dialog).getByRole('radio', { name: 'Forest' }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this avatar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Your avatar: Forest' })).toHaveAttribute('src', '/avatars/forest.svg');
    expect(screen.getByRole('button', { name: 'Change avatar' })).toBeInTheDocument();
  });
});

describe('profile form: an existing user (settings)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    save = vi.fn<Save>(async ({ body }) => ({ ...profileDto(), ...body, defaultCity: { ...body.defaultCity, hash: '9xj64' }, version: 4 }));
    serve();
  });

  it('shows Settings with the fields that are not part of the first sign-up', async () => {
    renderForm(profileDto());

    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveValue('Sam');
    expect(screen.getByRole('combobox', { name: 'Go-to city' })).toHaveValue('Denver, CO');
    expect(screen.queryByRole('group', { name: 'Pick atleast one' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'What brings you to Rally?' })).not.toBeInTheDocument();

    const gender = screen.getByLabelText('Gender');
    await waitFor(() => expect(within(gender).getAllByRole('option').map((o) => o.textContent)).toEqual(['Not set', 'Male', 'Female', 'Non-binary', 'Prefer not to say']));
    expect(within(screen.getByLabelText('Pronouns')).getAllByRole('option').map((o) => o.textContent)).toEqual(['None', 'He/Him', 'She/Her', 'They/Them', 'Unspecified']);
    expect(screen.getByLabelText('Birthdate (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number (optional)')).toBeInTheDocument();
    // §5: full name and e-mail are already valid, so the e-mail is disabled.
    expect(screen.getByLabelText('Email')).toBeDisabled();
    await waitFor(() => expect(submitButton('Save Changes')).toBeEnabled());
  });

  it.each([
    [12, 'You must be at least 13 years old'],
    [121, 'Birthdate cannot be more than 120 years ago'],
  ])('rejects a birthdate %i years ago', async (yearsAgo, message) => {
    renderForm(profileDto());
    const date = new Date();
    date.setFullYear(date.getFullYear() - yearsAgo);
    const input = screen.getByLabelText('Birthdate (optional)');

    fireEvent.change(input, { target: { value: date.toISOString().slice(0, 10) } });
    fireEvent.blur(input);

    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(submitButton('Save Changes')).toBeDisabled());
  });

  it('saves the whole profile with its version and says so', async () => {
    renderForm(profileDto({ bio: 'Point guard', additionalInfo: { sports: ['Basketball'], pronoun: '' } }));

    const name = screen.getByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'Sammy');
    await user.selectOptions(screen.getByLabelText('Pronouns'), 'They/Them');
    await user.click(submitButton('Save Changes'));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.profileUpdated));
    expect(save.mock.calls[0]![0]).toEqual({
      params: { uid: 'user-1' },
      body: {
        displayName: 'Sammy',
        fullName: 'Sam Rivera',
        lastName: null,
        photoURL: null,
        defaultCity: denver,
        joinReason: 'Find-events',
        additionalInfo: { sports: ['Basketball'], pronoun: 'They/Them' },
        bio: 'Point guard',
        phoneNumber: '',
        birthdate: null,
        version: 3,
      },
    });
  });

  it('asks before leaving an edit that is not saved, and not once it is saved', async () => {
    const router = renderForm(profileDto());
    const name = screen.getByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'Sammy');
    void router.navigate('/discover');
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay and save' }));

    await user.click(submitButton('Save Changes'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.profileUpdated));
    await router.navigate('/discover');
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('on a stale save (409) shows the message and loads the latest profile', async () => {
    const stale = 'Your profile was changed elsewhere. Reload to see the latest version, then save again.';
    save.mockRejectedValue(new FakeApiError(409, stale));
    renderForm(profileDto());

    await user.type(screen.getByLabelText('Display name'), 'x');
    await user.click(submitButton('Save Changes'));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(stale));
    await waitFor(() => expect(fakeApi.calls('getMe').length).toBeGreaterThan(0));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows the server message for other failures', async () => {
    save.mockRejectedValue(new FakeApiError(500, 'Something went wrong on our side. Please try again.'));
    renderForm(profileDto());

    await user.type(screen.getByLabelText('Display name'), 'x');
    await user.click(submitButton('Save Changes'));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong on our side. Please try again.'));
  });
});
