import ipaddr from 'ipaddr.js';

/**
 * Where an address leads. Only ipaddr.js's `unicast` (the public internet) is `public`: every
 * named special range — private, loopback, link-local (the 169.254.169.254 metadata service),
 * unique-local (fd00:ec2::254), carrier-grade NAT, unspecified (0.0.0.0 reaches this machine),
 * multicast, reserved, and the IPv6 forms that wrap an IPv4 address (6to4, NAT64, Teredo) — is
 * `internal`, so a range nobody thought of is refused rather than let through.
 */
export type AddressKind = 'public' | 'loopback' | 'internal';

export function classifyAddress(address: string): AddressKind {
  if (!ipaddr.isValid(address)) return 'internal';
  // ::ffff:10.0.0.1 is 10.0.0.1 to the kernel: judge the IPv4 address it carries.
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return 'public';
  return range === 'loopback' ? 'loopback' : 'internal';
}
