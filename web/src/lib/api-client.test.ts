import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { OutputOf } from '@shared/api/routes';
import { apiMessages } from '@shared/constants/messages';
import { eventSummary } from '../test/fixtures';
import { ApiError, BAD_RESPONSE_MESSAGE, createApiClient, NETWORK_ERROR_MESSAGE, type ApiClient } from './api-client';
import { i18n } from './i18n';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const profile: OutputOf<'getMe'> = {
  uid: 'u1',
  id: 'u1',
  email: 'sam@example.com',
  emailVerified: true,
  displayName: 'Sam',
  displayNameFallback: 'Sam',
  fullName: 'Sam Doe',
  lastName: null,
  photoURL: null,
  defaultCity: null,
  joinReason: null,
  additionalInfo: null,
  bio: null,
  phoneNumber: null,
  birthdate: null,
  privacySettings: null,
  alternateEmails: [],
  notificationSettings: {},
  sportAvailability: [],
  activitySubscriptions: [],
  userSubscription: 'Free',
  hasAdditionalInfo: false,
  announceOnJoin: true,
  locale: null,
  createdAt: null,
  updatedAt: null,
  version: 1,
};

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  let getIdToken: ReturnType<typeof vi.fn<() => Promise<string | undefined>>>;
  let api: ApiClient;

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    getIdToken = vi.fn<() => Promise<string | undefined>>().mockResolvedValue('id-token');
    api = createApiClient({ baseUrl: () => 'https://api.example.test/', getIdToken });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('builds the URL from the route table and serialises the query', async () => {
    fetchMock.mockResolvedValue(json(200, { items: [eventSummary()], total: 1, page: 1, hasMore: false }));

    const result = await api.call('listNearbyEvents', { query: { lat: 39.7392, lng: -104.9903, radius: 25 } });

    expect(result.items).toHaveLength(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/api/events/nearby?lat=39.7392&lng=-104.9903&radius=25');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('loads the teams route table on the first teams call and uses it like the core table', async () => {
    fetchMock.mockResolvedValue(json(200, { sent: false }));

    const result = await api.call('sendCreateMotivation', { body: { pageIndex: 1 } });

    expect(result).toEqual({ sent: false });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/api/teams/create-motivation');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer id-token');
  });

  it('sends no Authorization header on public routes when signed out', async () => {
    fetchMock.mockResolvedValue(json(200, { items: [], total: 0, page: 1, hasMore: false }));
    getIdToken.mockResolvedValue(undefined);

    await api.call('listNearbyEvents', { query: { lat: 1, lng: 2 } });

    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('reads public routes as the signed-in person when there is a session (blocks apply there too)', async () => {
    fetchMock.mockResolvedValue(json(200, { items: [], total: 0, page: 1, hasMore: false }));

    await api.call('listNearbyEvents', { query: { lat: 1, lng: 2 } });

    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer id-token');
  });

  it('reads a public route anonymously when the session cannot give a token', async () => {
    fetchMock.mockResolvedValue(json(200, { items: [], total: 0, page: 1, hasMore: false }));
    getIdToken.mockRejectedValue(new Error('network down'));

    await api.call('listNearbyEvents', { query: { lat: 1, lng: 2 } });

    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('adds the Bearer id token on user routes and sends the body as JSON', async () => {
    fetchMock.mockResolvedValue(json(200, profile));
    const body = { displayName: 'Sam', fullName: 'Sam Doe', defaultCity: { name: 'Denver, CO', lat: 39.7, lng: -105 } };

    const result = await api.call('updateProfile', { params: { uid: 'u1' }, body });

    expect(result.email).toBe('sam@example.com');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/api/users/u1');
    expect(init?.method).toBe('PUT');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer id-token');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init!.body as string)).toEqual(body);
  });

  it('fails a user route with 401 and no request when nobody is signed in', async () => {
    getIdToken.mockResolvedValue(undefined);

    const error = await api.call('getMe').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: apiMessages.unauthorized });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends the session when the API refuses the token on a signed-in route, and only then', async () => {
    const onSessionRefused = vi.fn();
    const client = createApiClient({ baseUrl: () => 'https://api.example.test', getIdToken, onSessionRefused });
    fetchMock.mockResolvedValueOnce(json(403, { message: apiMessages.adminOnly }));
    await expect(client.call('getSignupStats', { query: { days: 7 } })).rejects.toMatchObject({ status: 403 });
    fetchMock.mockResolvedValueOnce(json(401, { message: apiMessages.unauthorized }));
    await expect(client.call('getFlags')).rejects.toMatchObject({ status: 401 });
    expect(onSessionRefused).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(401, { message: apiMessages.unauthorized }));
    await expect(client.call('getMe')).rejects.toMatchObject({ status: 401, message: apiMessages.unauthorized });
    expect(onSessionRefused).toHaveBeenCalledOnce();
    // With the token refused, so the app can tell a session it is ending itself from a lost one.
    expect(onSessionRefused).toHaveBeenCalledWith(await getIdToken());
  });

  it('throws ApiError with the message and issues from an error body', async () => {
    fetchMock.mockResolvedValue(
      json(400, { message: apiMessages.invalidInput, issues: [{ path: 'radius', message: 'Too big' }] }),
    );

    const error = await api.call('listNearbyEvents', { query: { lat: 1, lng: 2, radius: 500 } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: apiMessages.invalidInput,
      issues: [{ path: 'radius', message: 'Too big' }],
    });
  });

  it('gives a clear message when an error response has no JSON body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await api.call('getHealth').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, message: apiMessages.internal, issues: [] });
  });

  it('turns a network failure into ApiError status 0 with a clear message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await api.call('getHealth').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: i18n._(NETWORK_ERROR_MESSAGE) });
  });

  it('lets an abort through unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    const controller = new AbortController();

    await expect(api.call('getHealth', { signal: controller.signal })).rejects.toBe(abort);
    expect(fetchMock.mock.calls[0]![1]!.signal).toBe(controller.signal);
  });

  it('rejects a success response that does not match the route output schema', async () => {
    fetchMock.mockResolvedValue(json(200, { items: [{ id: 1 }] }));

    const error = await api.call('listNearbyEvents', { query: { lat: 1, lng: 2 } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, message: i18n._(BAD_RESPONSE_MESSAGE) });
    expect((error as ApiError).issues.length).toBeGreaterThan(0);
  });

  it('uses the same origin when the base URL is empty', async () => {
    const sameOrigin = createApiClient({ baseUrl: () => '', getIdToken });
    fetchMock.mockResolvedValue(json(200, { ok: true, time: '2026-11-22T00:00:00.000Z' }));

    await sameOrigin.call('getHealth');

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/health');
  });

  it('types arguments and results from the route table', () => {
    expectTypeOf(() => api.call('getMe')).returns.resolves.toEqualTypeOf<OutputOf<'getMe'>>();
    expectTypeOf(api.call<'listNearbyEvents'>)
      .parameter(1)
      .toHaveProperty('query');
    // Compile-time only: each line must fail to type-check.
    const compileOnly = () => {
      // @ts-expect-error listNearbyEvents needs a query
      void api.call('listNearbyEvents');
      // @ts-expect-error updateMe needs a body
      void api.call('updateMe');
      // @ts-expect-error getMe takes no query
      void api.call('getMe', { query: { lat: 1 } });
    };
    expect(compileOnly).toBeTypeOf('function');
  });
});
