import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test/fixtures';
import { ConfigError, loadConfig, setConfigForTesting } from './load-config';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('loadConfig', () => {
  afterEach(() => setConfigForTesting(undefined));

  it('fetches /config.json once and parses it', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(ok(testConfig));

    const [first, second] = await Promise.all([loadConfig(fetchMock), loadConfig(fetchMock)]);

    expect(first).toEqual(testConfig);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/config.json');
  });

  it('rejects a config that does not match the schema, naming the field', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(ok({ ...testConfig, userPoolId: 42 }));

    const error = await loadConfig(fetchMock).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('userPoolId');
  });

  it('reports an HTTP failure and tries again on the next call', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('nope', { status: 503 }))
      .mockResolvedValueOnce(ok(testConfig));

    await expect(loadConfig(fetchMock)).rejects.toThrow('/config.json answered with HTTP 503.');
    await expect(loadConfig(fetchMock)).resolves.toEqual(testConfig);
  });

  it('reports a body that is not JSON', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('<html></html>', { status: 200 }));

    await expect(loadConfig(fetchMock)).rejects.toThrow('/config.json is not valid JSON.');
  });
});
