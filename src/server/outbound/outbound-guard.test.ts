import { get } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { OutboundGuard, OutboundRefused, type Resolver } from './outbound-guard';

const PUBLIC = '142.250.74.10';

/** A DNS answer per name, as the test says; anything else does not resolve. */
function resolverOf(answers: Record<string, string[]>): Resolver {
  return async (hostname) => {
    const found = answers[hostname];
    if (!found)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

const LITERALS = [
  '127.0.0.1',
  '::1',
  '10.1.2.3',
  '172.16.0.1',
  '172.31.255.254',
  '192.168.1.1',
  '169.254.169.254',
  '0.0.0.0',
];

const guard = (answers: Record<string, string[]> = {}, allowLoopback = false) =>
  new OutboundGuard(
    {
      hosts: ['push.example.com', '*.push.example.net', ...LITERALS, 'metadata.example.com'],
      allowLoopback,
    },
    resolverOf({ 'push.example.com': [PUBLIC], ...answers }),
  );

describe('OutboundGuard.check', () => {
  it('accepts https to an allowed host whose addresses are public', async () => {
    const url = await guard().check('https://push.example.com/send/abc');
    expect(url.href).toBe('https://push.example.com/send/abc');
  });

  it.each(LITERALS.map((address) => [address.includes(':') ? `[${address}]` : address]))(
    'refuses https://%s/ (private, loopback, link-local or metadata)',
    async (host) => {
      await expect(guard().check(`https://${host}/push/1`)).rejects.toThrow(
        /leads to a private, loopback or link-local address/,
      );
    },
  );

  it('refuses the metadata address written as a number or as IPv4-mapped IPv6', async () => {
    const sneaky = new OutboundGuard(
      { hosts: ['169.254.169.254', '::ffff:a9fe:a9fe'], allowLoopback: false },
      resolverOf({}),
    );
    await expect(sneaky.check('https://2852039166/')).rejects.toThrow(/private, loopback/);
    await expect(sneaky.check('https://[::ffff:169.254.169.254]/')).rejects.toThrow(
      /private, loopback/,
    );
  });

  it('refuses a name that resolves to a private or metadata address, even among public ones', async () => {
    const checked = guard({
      'metadata.example.com': ['169.254.169.254'],
      'a.push.example.net': [PUBLIC, '10.0.0.7'],
    });
    await expect(checked.check('https://metadata.example.com/')).rejects.toThrow(
      'metadata.example.com leads to a private, loopback or link-local address',
    );
    await expect(checked.check('https://a.push.example.net/')).rejects.toThrow(
      /leads to a private/,
    );
  });

  it('refuses plain http, another port, and credentials in the URL', async () => {
    await expect(guard().check('http://push.example.com/send/abc')).rejects.toThrow(
      'only https URLs are accepted',
    );
    await expect(guard().check('https://push.example.com:8443/send/abc')).rejects.toThrow(
      'only the standard https port is accepted',
    );
    await expect(guard().check('https://me:secret@push.example.com/')).rejects.toThrow(
      /user name or password/,
    );
    expect((await guard().check('https://push.example.com:443/x')).port).toBe('');
  });

  it('refuses hosts off the list, look-alikes included, and names that do not resolve', async () => {
    await expect(guard().check('https://push.example.com.evil.test/')).rejects.toThrow(
      'push.example.com.evil.test is not a host Arbiter sends to',
    );
    await expect(guard().check('https://evilpush.example.net/')).rejects.toThrow(/not a host/);
    await expect(guard().check('https://push.example.net/')).rejects.toThrow(/not a host/);
    await expect(guard().check('https://b.push.example.net/')).rejects.toThrow(
      'b.push.example.net does not resolve',
    );
    await expect(guard().check('not a url')).rejects.toBeInstanceOf(OutboundRefused);
  });

  it('lets tests reach loopback on any port, and still refuses private addresses', async () => {
    const forTests = guard({}, true);
    expect((await forTests.check('https://127.0.0.1:8443/push/1')).port).toBe('8443');
    await expect(forTests.check('https://10.1.2.3/')).rejects.toThrow(/private/);
    await expect(forTests.check('http://127.0.0.1:8443/')).rejects.toThrow(/only https/);
  });
});

describe('OutboundGuard connections', () => {
  const lookup = (checked: OutboundGuard, host: string, all: boolean) =>
    new Promise<unknown>((resolve, reject) =>
      checked.lookup(host, { all }, (error, address, family) =>
        error ? reject(error) : resolve(all ? address : { address, family }),
      ),
    );

  it('checks the address each connection goes to, so a name re-pointed after the check is refused', async () => {
    let answer = PUBLIC;
    const rebinding = new OutboundGuard(
      { hosts: ['push.example.com'], allowLoopback: false },
      async () => [{ address: answer, family: 4 }],
    );
    await rebinding.check('https://push.example.com/');
    expect(await lookup(rebinding, 'push.example.com', false)).toEqual({
      address: PUBLIC,
      family: 4,
    });
    expect(await lookup(rebinding, 'push.example.com', true)).toEqual([
      { address: PUBLIC, family: 4 },
    ]);

    answer = '127.0.0.1';
    await expect(lookup(rebinding, 'push.example.com', false)).rejects.toThrow(
      /leads to a private, loopback/,
    );
  });

  it('makes no connection through its agent to a name that leads to loopback', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = guard({ 'internal.push.example.net': ['127.0.0.1'] }).agent();
    try {
      const error = await new Promise<Error>((resolve) => {
        get(`https://internal.push.example.net:${port}/`, { agent }, () =>
          resolve(new Error('answered')),
        ).on('error', resolve);
      });
      expect(error).toBeInstanceOf(OutboundRefused);
      expect(connections).toBe(0);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
