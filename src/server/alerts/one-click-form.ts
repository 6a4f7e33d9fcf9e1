/**
 * The fields of a form body, as RFC 8058 one-click unsubscribe sends it: `multipart/form-data`
 * (what the RFC asks for) or `application/x-www-form-urlencoded` (what it also allows, and what
 * most mail providers send). Only plain fields; a file part is ignored. Bodies here are a few
 * dozen bytes, so no streaming parser is needed.
 */
export function formFields(contentType: string, body: string): Record<string, string> {
  if (/^multipart\/form-data/i.test(contentType)) return multipartFields(contentType, body);
  return Object.fromEntries(new URLSearchParams(body));
}

function multipartFields(contentType: string, body: string): Record<string, string> {
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
