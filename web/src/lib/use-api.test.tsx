import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApiError, fakeApi } from '../test/fake-api';
import { profileDto } from '../test/fixtures';
import { renderRoute } from '../test/render-route';
import { apiKey, routeOfKey, useApi, useApiMutation, useApiPages } from './use-api';

const denver = { name: 'Denver, CO', lat: 39.74, lng: -104.99 };

function Name() {
  const me = useApi('getMe');
  const rename = useApiMutation('updateProfile', { invalidates: ['getMe'] });
  if (me.error) return <p role="alert">{me.error.message}</p>;
  const profile = me.data;
  if (!profile) return <p>Loading…</p>;
  return (
    <>
      <p>Hello {profile.displayName}</p>
      <button
        type="button"
        onClick={() => void rename.trigger({ params: { uid: profile.uid }, body: { displayName: 'Sam Renamed', fullName: 'Sam Rivera', defaultCity: denver } }).catch(() => undefined)}
      >
        Rename
      </button>
      {rename.error && <p role="alert">{rename.error.message}</p>}
    </>
  );
}

function Genders({ enabled }: { enabled: boolean }) {
  const genders = useApi('listGenders', enabled ? {} : null);
  return <p>{genders.data ? genders.data.items.join(', ') : 'Nothing asked'}</p>;
}

describe('apiKey', () => {
  it('is the route id alone when nothing is passed, so every screen shares one cache entry', () => {
    expect(apiKey('getMe')).toEqual(['getMe']);
    expect(apiKey('getMe', {})).toEqual(['getMe']);
    expect(apiKey('getUser', { params: { uid: 'u1' } })).toEqual(['getUser', { params: { uid: 'u1' } }]);
  });

  it('reads the route back from a serialized key, plain or paged', () => {
    expect(routeOfKey('@"getMe",')).toBe('getMe');
    expect(routeOfKey('$inf$@"listMyPosts",#query:#limit:10,,,')).toBe('listMyPosts');
    expect(routeOfKey('auth:signed-in')).toBeUndefined();
  });
});

describe('useApi and useApiMutation through the fake API', () => {
  it('reads a route, writes another and refetches what the write changed', async () => {
    let name = 'Sam';
    fakeApi.on('getMe', () => profileDto({ displayName: name }));
    fakeApi.on('updateProfile', ({ body }) => {
      name = body.displayName;
      return profileDto({ displayName: name });
    });
    const { user } = renderRoute('/', { as: 'user', element: <Name /> });
    expect(await screen.findByText('Hello Sam')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Hello Sam Renamed')).toBeInTheDocument();
    expect(fakeApi.calls('updateProfile')[0]?.params).toEqual({ uid: 'user-1' });
    expect(fakeApi.calls('getMe')).toHaveLength(2);
  });

  it("shows the API's message when a write fails, and keeps what was shown", async () => {
    fakeApi.on('getMe', profileDto());
    fakeApi.on('updateProfile', () => {
      throw new FakeApiError(403, 'Not your profile');
    });
    const { user } = renderRoute('/', { as: 'user', element: <Name /> });
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not your profile');
    expect(screen.getByText('Hello Sam')).toBeInTheDocument();
  });

  it('asks for nothing while its args are null', async () => {
    renderRoute('/', { element: <Genders enabled={false} /> });
    expect(screen.getByText('Nothing asked')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fakeApi.calls()).toEqual([]);
  });

  it('sends no token for a visitor: a signed-in route fails as the API would', async () => {
    renderRoute('/', { element: <Name /> });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
    expect(fakeApi.calls('getMe')).toEqual([]);
  });
});

describe('the fake API keeps tests honest', () => {
  it("refuses an answer the route's output schema would reject, and fails the test", async () => {
    fakeApi.on('getMe', { uid: 42 } as never);
    renderRoute('/', { as: 'user', element: <Name /> });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    const problems = fakeApi.takeProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^getMe: the fake answer breaks the route's output schema/);
  });

  it('fails a test that calls a route it gave no answer', async () => {
    renderRoute('/', { as: 'user', element: <Name /> });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(fakeApi.takeProblems()).toEqual([expect.stringMatching(/^getMe was called but the test gave it no answer/)]);
  });
});

function MyPosts() {
  const pages = useApiPages('listMyPosts', (cursor) => ({ query: { limit: 1, ...(cursor ? { cursor } : {}) } }));
  const posts = (pages.data ?? []).flatMap((page) => page.items);
  const last = pages.data?.at(-1);
  return (
    <>
      <ul>
        {posts.map((post) => (
          <li key={post.id}>{post.title}</li>
        ))}
      </ul>
      {last?.next && (
        <button type="button" onClick={() => void pages.setSize(pages.size + 1)}>
          Load more
        </button>
      )}
    </>
  );
}

describe('useApiPages', () => {
  it('follows the cursor a page at a time', async () => {
    fakeApi.on('listMyPosts', ({ query }) => (query.cursor ? { items: [post('p2', 'Second')], next: null } : { items: [post('p1', 'First')], next: 'c1' }));
    const { user } = renderRoute('/', { as: 'user', element: <MyPosts /> });
    expect(await screen.findByText('First')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    // SWR refetches the first page beside the next one, so the list stays fresh.
    expect(fakeApi.calls('listMyPosts').map((call) => call.query)).toContainEqual({ limit: 1, cursor: 'c1' });
  });
});

function post(id: string, title: string) {
  return {
    id,
    title,
    text: 'A post',
    category: 'sports',
    subCategory: 'basketball',
    authorId: 'user-1',
    authorName: 'Sam',
    city: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    hidden: false,
  };
}
