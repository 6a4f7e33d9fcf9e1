/**
 * The plain fields of a `multipart/form-data` body, the form RFC 8058 asks a mail provider to
 * send its one-click unsubscribe in (`application/x-www-form-urlencoded`, which it also allows,
 * is read by @fastify/formbody). File parts are ignored. A one-click body is a few dozen bytes,
 * so no streaming parser is needed.
 */
export function multipartFields(contentType: string, body: string): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const delimiter = boundary?.[1] ?? boundary?.[2];
  if (!delimiter) return {};
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${delimiter}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /content-disposition:\s*form-data;\s*name="([^"]*)"(?![^\r\n]*filename=)/i.exec(
      head,
    )?.[1];
    if (name !== undefined) fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}
