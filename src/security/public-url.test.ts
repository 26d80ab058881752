import { describe, expect, it } from 'vitest';
import { assertPublicUrl, isPrivateAddress, SecurityError } from './index.js';

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'allowed';
  } catch (err) {
    if (err instanceof SecurityError) return err.code;
    throw err;
  }
}

describe('isPrivateAddress', () => {
  const privateOnes = [
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '100.127.255.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '192.0.2.1',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:0a00:0001::1',
    '::127.0.0.1',
    'not-an-ip',
    '',
  ];
  const publicOnes = [
    '8.8.8.8',
    '1.1.1.1',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:0808:0808::1',
  ];

  it.each(privateOnes)('refuses %s', (ip) => expect(isPrivateAddress(ip)).toBe(true));
  it.each(publicOnes)('accepts %s', (ip) => expect(isPrivateAddress(ip)).toBe(false));
});

describe('assertPublicUrl', () => {
  const strict = { allowPrivate: false };
  const publicDns = async () => ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'];

  it('accepts https URLs whose host resolves only to public addresses', async () => {
    const checked = await assertPublicUrl('https://git.example.com/acme/docs.git', {
      ...strict,
      resolve: publicDns,
    });
    expect(checked.url.hostname).toBe('git.example.com');
    expect(checked.addresses).toEqual(await publicDns());
    expect((await assertPublicUrl('https://8.8.8.8/x', strict)).addresses).toEqual(['8.8.8.8']);
  });

  it('refuses literal private addresses in every spelling the URL parser accepts', async () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://127.1/',
      'https://0x7f000001/',
      'https://2130706433/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.5:8443/x',
      'https://[fd00::1]/',
    ]) {
      expect(await refusal(assertPublicUrl(url, strict)), url).toBe('PRIVATE_ADDRESS');
    }
  });

  it('refuses names that resolve to private addresses, through the system resolver too', async () => {
    expect(await refusal(assertPublicUrl('https://localhost/', strict))).toBe('PRIVATE_ADDRESS');
    // One private answer among public ones is enough to refuse: the client could connect to any of them.
    const mixed = async () => ['93.184.215.14', '10.0.0.1'];
    expect(await refusal(assertPublicUrl('https://rebind.example/', { ...strict, resolve: mixed }))).toBe(
      'PRIVATE_ADDRESS',
    );
  });

  it('refuses hosts that do not resolve', async () => {
    const nothing = async () => [];
    const failing = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await refusal(assertPublicUrl('https://a.example/', { ...strict, resolve: nothing }))).toBe(
      'UNRESOLVABLE',
    );
    expect(await refusal(assertPublicUrl('https://b.example/', { ...strict, resolve: failing }))).toBe(
      'UNRESOLVABLE',
    );
  });

  it('allows only https unless private sources are allowed', async () => {
    expect(await refusal(assertPublicUrl('http://8.8.8.8/', strict))).toBe('PROTOCOL_NOT_ALLOWED');
    expect(await refusal(assertPublicUrl('ftp://8.8.8.8/', strict))).toBe('PROTOCOL_NOT_ALLOWED');
    expect(await refusal(assertPublicUrl('file:///etc/passwd', { allowPrivate: true }))).toBe(
      'PROTOCOL_NOT_ALLOWED',
    );
    expect(await refusal(assertPublicUrl('not a url', strict))).toBe('INVALID_URL');
    const lax = await assertPublicUrl('http://127.0.0.1:8080/repo.git', { allowPrivate: true });
    expect(lax.url.port).toBe('8080');
  });

  it('never echoes credentials from the URL in its errors', async () => {
    try {
      await assertPublicUrl('https://user:hunter2@127.0.0.1/', strict);
      throw new Error('expected a refusal');
    } catch (err) {
      expect((err as Error).message).not.toContain('hunter2');
    }
  });
});
