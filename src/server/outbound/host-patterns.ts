/**
 * Host names as a URL's host is compared: lower case, without the trailing dot of a fully
 * qualified name and without the brackets of an IPv6 literal.
 */
export function normalHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

/**
 * Whether a host is one of the patterns: a name matches itself, and `*.example.com` matches any
 * name under example.com (not example.com itself, and not `evilexample.com`).
 */
export function matchesHost(host: string, patterns: readonly string[]): boolean {
  const name = normalHost(host);
  return patterns.some((raw) => {
    const pattern = normalHost(raw);
    return pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) : name === pattern;
  });
}

/** What a host pattern in a setting may look like: a name or IP literal, or `*.` and a name. */
export const HOST_PATTERN =
  /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
