import { escapeHtml } from '../billing/local-page-shell';

/** The parts of an OpenAPI 3.1 document the reference page reads. */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  description?: string;
  format?: string;
  default?: unknown;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  security?: unknown[];
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: JsonSchema }> }
  >;
}
export interface ReferenceDocument {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const MAX_DEPTH = 6;

function resolve(doc: ReferenceDocument, schema: JsonSchema): JsonSchema {
  const name = schema.$ref?.replace('#/components/schemas/', '');
  return (name && doc.components?.schemas?.[name]) || schema;
}

/** A one-line type: `string`, `number | null`, `"a" | "b"`, `array of object`. */
function typeLabel(doc: ReferenceDocument, raw: JsonSchema): string {
  const schema = resolve(doc, raw);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((part) => typeLabel(doc, part)).join(' | ');
  if (schema.type === 'array' && schema.items) return `array of ${typeLabel(doc, schema.items)}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

/** An object's fields as a nested list, so a reader sees the whole response shape. */
function fields(doc: ReferenceDocument, raw: JsonSchema, depth: number): string {
  const schema = resolve(doc, raw);
  if (depth > MAX_DEPTH) return '';
  const target =
    schema.type === 'array' && schema.items ? resolve(doc, schema.items) : (schema as JsonSchema);
  // A nullable object is a union with null: its fields are the object's.
  const shaped = (target.anyOf ?? target.oneOf ?? []).filter(
    (part) => resolve(doc, part).properties,
  );
  if (shaped.length === 1) return fields(doc, shaped[0]!, depth + 1);
  if (shaped.length > 1) {
    return `<ul>${shaped.map((part) => `<li>one of:${fields(doc, part, depth + 1)}</li>`).join('')}</ul>`;
  }
  if (!target.properties) return '';
  const required = new Set(target.required ?? []);
  const items = Object.entries(target.properties).map(([name, property]) => {
    const note = property.description ? ` — ${escapeHtml(property.description)}` : '';
    const optional = required.has(name) ? '' : ' <span class="muted">optional</span>';
    return `<li><code>${escapeHtml(name)}</code>: <span class="type">${escapeHtml(typeLabel(doc, property))}</span>${optional}${note}${fields(doc, property, depth + 1)}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

function parameters(doc: ReferenceDocument, list: Parameter[] | undefined): string {
  if (!list || list.length === 0) return '';
  const rows = list.map((parameter) => {
    const schema = parameter.schema ?? {};
    const defaults =
      schema.default === undefined
        ? ''
        : ` (default ${escapeHtml(JSON.stringify(schema.default))})`;
    return `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td><td>${escapeHtml(typeLabel(doc, schema))}${defaults}</td><td>${parameter.required ? 'yes' : 'no'}</td></tr>`;
  });
  return `<h4>Parameters</h4><div class="scroll"><table><thead><tr><th>name</th><th>in</th><th>type</th><th>required</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

function responses(doc: ReferenceDocument, operation: Operation): string {
  const entries = Object.entries(operation.responses ?? {});
  const parts = entries.map(([status, response]) => {
    const media = Object.entries(response.content ?? {});
    const shapes = media
      .map(
        ([type, { schema }]) =>
          `<p class="muted">${escapeHtml(type)}</p>${schema ? fields(doc, schema, 0) : ''}`,
      )
      .join('');
    return `<details${status.startsWith('2') ? ' open' : ''}><summary><strong>${escapeHtml(status)}</strong> ${escapeHtml(response.description ?? '')}</summary>${shapes}</details>`;
  });
  return `<h4>Responses</h4>${parts.join('')}`;
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#0b1220;color:#e2e8f0;margin:0;padding:24px 16px;line-height:1.5}
main{max-width:960px;margin:0 auto}h1{font-size:24px;margin:0 0 8px}h2{font-size:18px;margin:32px 0 8px}h3{font-size:16px;margin:0}h4{font-size:13px;color:#94a3b8;margin:16px 0 4px;text-transform:uppercase;letter-spacing:.04em}
section{border:1px solid #1e293b;background:#111a2e;border-radius:10px;padding:16px;margin:12px 0}code{font-family:ui-monospace,monospace;font-size:13px;color:#a7f3d0;overflow-wrap:break-word}
.method{display:inline-block;background:#064e3b;color:#6ee7b7;border-radius:4px;padding:1px 6px;font-size:12px;font-weight:700;margin-right:8px}
.muted{color:#94a3b8;font-size:13px}.type{color:#fcd34d;font-size:13px}ul{padding-left:18px;margin:4px 0}li{font-size:14px}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #1e293b}.scroll{overflow-x:auto}
summary{cursor:pointer;font-size:14px}a{color:#34d399}pre{background:#020617;border-radius:8px;padding:12px;overflow-x:auto;font-size:13px}`;

/** The reference page: every operation of the document, its parameters and response shapes. */
export function renderApiReference(doc: ReferenceDocument, openApiPath: string): string {
  const example = `${doc.servers?.[0]?.url ?? ''}${openApiPath.replace(/openapi\.json$/, 'bankroll')}`;
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const open = Array.isArray(operation.security) && operation.security.length === 0;
      return `<section id="${escapeHtml(`${method}-${path}`)}"><h3><span class="method">${escapeHtml(method.toUpperCase())}</span><code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary ?? '')}${open ? ' <span class="muted">(no token needed)</span>' : ''}</p>${operation.description ? `<p class="muted">${escapeHtml(operation.description)}</p>` : ''}${parameters(doc, operation.parameters)}${responses(doc, operation)}</section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(doc.info.title)} · Arbiter</title><style>${STYLE}</style></head><body><main>
<h1>${escapeHtml(doc.info.title)} <span class="muted">v${escapeHtml(doc.info.version)}</span></h1>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<pre>curl -H "Authorization: Bearer arb_…" ${escapeHtml(example)}</pre>
<p>Machine-readable: <a href="${escapeHtml(openApiPath)}">OpenAPI 3.1 document</a>.</p>
<h2>Operations</h2>${operations.join('\n')}</main></body></html>`;
}
