import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeepalive } from './keepalive';

describe('keepalive requests (sent while the page goes away)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const getIdToken = vi.fn<() => Promise<string | undefined>>();
  const prepare = createKeepalive({ baseUrl: () => 'https://api.example.test/', getIdToken, fetch: fetchMock });

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response('{"sent":true}', { status: 200 }));
    getIdToken.mockReset();
    getIdToken.mockResolvedValue('id-token');
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts the request synchronously, as a keepalive fetch with the token and the JSON body', async () => {
    const send = await prepare('sendCreateMotivation');
    expect(fetchMock).not.toHaveBeenCalled();

    send({ body: { pageIndex: 3 } });

    // No await between the call and the request: it starts while a leaving page still runs code.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/api/teams/create-motivation');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer id-token');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init!.body as string)).toEqual({ pageIndex: 3 });
  });

  it('refuses to prepare a signed-in request with no session, and a failed send throws nothing', async () => {
    getIdToken.mockResolvedValueOnce(undefined);
    await expect(prepare('sendCreateMotivation')).rejects.toMatchObject({ status: 401 });

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const send = await prepare('sendCreateMotivation');
    expect(() => send({ body: { pageIndex: 2 } })).not.toThrow();
  });
});
