import { describe, expect, it } from 'vitest';
import { renderApiReference, type ReferenceDocument } from './api-reference-page';

const doc: ReferenceDocument = {
  info: { title: 'Test <API>', version: '1', description: 'Reads <script>alert(1)</script>' },
  servers: [{ url: 'https://arbiter.example' }],
  paths: {
    '/api/v1/things': {
      get: {
        summary: 'Things',
        parameters: [
          { name: 'kind', in: 'query', schema: { type: 'string', enum: ['a', 'b'], default: 'a' } },
        ],
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['owner'],
                  properties: {
                    owner: {
                      anyOf: [
                        { type: 'object', properties: { name: { type: 'string' } } },
                        { type: 'null' },
                      ],
                    },
                    tags: { type: 'array', items: { $ref: '#/components/schemas/Tag' } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  components: { schemas: { Tag: { type: 'object', properties: { label: { type: 'string' } } } } },
};

describe('the member API reference page', () => {
  const html = renderApiReference(doc, '/api/v1/openapi.json');

  it('escapes every text taken from the document', () => {
    expect(html).not.toContain('<script>');
    expect(html).toContain('Test &#60;API&#62;');
  });

  it('shows parameters with their values and defaults, and nested, nullable and referenced fields', () => {
    expect(html).toContain('&#34;a&#34; | &#34;b&#34; (default &#34;a&#34;)');
    expect(html).toContain('<code>owner</code>: <span class="type">object | null</span>');
    expect(html.match(/<code>name<\/code>/g)).toHaveLength(1);
    expect(html).toContain('<code>label</code>');
    expect(html).toContain(
      '<code>tags</code>: <span class="type">array of object</span> <span class="muted">optional</span>',
    );
  });

  it('gives a curl example against the server the document names', () => {
    expect(html).toContain('https://arbiter.example/api/v1/bankroll');
  });
});
