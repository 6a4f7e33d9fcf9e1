import { lookup as dnsLookup } from 'node:dns/promises';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { classifyAddress } from './address-ranges';
import { matchesHost, normalHost } from './host-patterns';

/** Why a URL a member gave is not used; the message says it in words the member can act on. */
export class OutboundRefused extends Error {
  override readonly name = 'OutboundRefused';
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a name resolves to (the system resolver by default; tests inject their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface OutboundPolicy {
  /** Hosts a URL may name: `name` exactly, or `*.suffix` for any name under it. */
  hosts: readonly string[];
  /**
   * Tests only: loopback addresses, on any port, count as reachable, so a stand-in service on
   * 127.0.0.1 can be used. Private, link-local and metadata addresses stay refused.
   */
  allowLoopback: boolean;
}

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * The one gate for URLs a member gives the server (web push endpoints; webhooks later): https
 * only, on the standard port, to an allowed host whose every address is on the public internet.
 * `check` is run when the URL is given and again before each use, and `agent()` checks the
 * address each connection really goes to, so a name re-pointed at 10.0.0.1 after the check
 * (DNS rebinding) is still refused. Redirects are never followed by the agent's users.
 */
export class OutboundGuard {
  constructor(
    private readonly policy: OutboundPolicy,
    private readonly resolve: Resolver = systemResolver,
  ) {}

  /** The URL, parsed, when it may be used now; otherwise throws OutboundRefused. */
  async check(raw: string): Promise<URL> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new OutboundRefused('it is not a URL');
    }
    if (url.protocol !== 'https:') throw new OutboundRefused('only https URLs are accepted');
    if (url.username !== '' || url.password !== '') {
      throw new OutboundRefused('a URL with a user name or password is not accepted');
    }
    const host = normalHost(url.hostname);
    if (!matchesHost(host, this.policy.hosts)) {
      throw new OutboundRefused(`${host} is not a host Arbiter sends to`);
    }
    const addresses = await this.addressesOf(host);
    const loopbackOnly = addresses.every((a) => classifyAddress(a.address) === 'loopback');
    // Any port would let a member probe which services a public host runs.
    if (url.port !== '' && !(this.policy.allowLoopback && loopbackOnly)) {
      throw new OutboundRefused('only the standard https port is accepted');
    }
    return url;
  }

  /** For net.connect: resolves, refuses if any address is not public, answers in either form. */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    const family = { IPv4: 4, IPv6: 6 }[String(options.family)] ?? options.family;
    this.addressesOf(normalHost(hostname)).then(
      (found) => {
        const wanted = found.filter((a) => !family || a.family === family);
        const first = wanted[0];
        if (!first) {
          callback(new OutboundRefused(`${hostname} has no address of the family asked for`), '');
        } else if (options.all) callback(null, wanted);
        else callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, ''),
    );
  };

  /** An HTTPS agent whose connections go only to addresses this guard accepts. */
  agent(tls: Pick<https.AgentOptions, 'ca'> = {}): https.Agent {
    return new https.Agent({ ...tls, lookup: this.lookup });
  }

  private async addressesOf(host: string): Promise<ResolvedAddress[]> {
    const literal = isIP(host);
    const addresses = literal
      ? [{ address: host, family: literal }]
      : await this.resolve(host).catch(() => {
          throw new OutboundRefused(`${host} does not resolve`);
        });
    if (addresses.length === 0) throw new OutboundRefused(`${host} does not resolve`);
    for (const { address } of addresses) {
      const kind = classifyAddress(address);
      if (kind === 'public' || (kind === 'loopback' && this.policy.allowLoopback)) continue;
      throw new OutboundRefused(`${host} leads to a private, loopback or link-local address`);
    }
    return addresses;
  }
}
