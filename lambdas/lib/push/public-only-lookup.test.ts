import { describe, expect, it } from 'vitest';
import { isNonPublicAddress, publicOnlyLookup } from './public-only-lookup';

describe('isNonPublicAddress', () => {
  it('knows private, loopback, link-local and mapped addresses', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])
      expect(isNonPublicAddress(a), a).toBe(true);
  });
  it('lets public addresses through', () => {
    for (const a of ['142.250.72.10', '8.8.8.8', '2607:f8b0:4005:80a::200a', '::ffff:8.8.8.8']) expect(isNonPublicAddress(a), a).toBe(false);
  });
});

describe('publicOnlyLookup', () => {
  const lookup = (host: string, all: boolean) =>
    new Promise<unknown>((resolve, reject) =>
      publicOnlyLookup(host, { all }, (error: NodeJS.ErrnoException | null, address: unknown) => (error ? reject(error) : resolve(address))),
    );

  it('refuses a name that resolves to a loopback address, whichever form the caller asks for', async () => {
    await expect(lookup('localhost', false)).rejects.toMatchObject({ code: 'ENOTPUBLIC' });
    await expect(lookup('localhost', true)).rejects.toMatchObject({ code: 'ENOTPUBLIC' });
  });
});
