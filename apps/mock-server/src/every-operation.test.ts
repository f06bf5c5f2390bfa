// Prism serves every operation of the document and every named example, and no request built
// from the document's own examples breaks the document (Prism would add an sl-violations header).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledDocument } from './bundled-document';
import { startMockServer, type RunningMockServer } from './mock-server';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: { example?: unknown; enum?: unknown[]; type?: string | string[]; default?: unknown };
}
interface MediaType {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
type PathItem = Record<string, unknown> & { parameters?: Parameter[] };
interface Document {
  paths: Record<string, PathItem>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

function sampleOf(parameter: Parameter): string {
  const value =
    parameter.example ??
    parameter.schema?.example ??
    parameter.schema?.enum?.[0] ??
    parameter.schema?.default ??
    (parameter.name === 'siteid' ? 48213 : 1);
  return Array.isArray(value) ? String(value[0]) : String(value);
}

function firstExample(media: MediaType | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first?.value;
}

interface Call {
  name: string;
  method: string;
  url: string;
  body?: string;
  contentType?: string;
  namedReplies: { status: string; example: string; mediaType: string }[];
}

function callsOf(document: Document): Call[] {
  const calls: Call[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
      let pathname = template;
      const query = new URLSearchParams();
      for (const parameter of parameters) {
        if (parameter.in === 'path')
          pathname = pathname.replace(
            `{${parameter.name}}`,
            encodeURIComponent(sampleOf(parameter)),
          );
        if (parameter.in === 'query' && parameter.required)
          query.set(parameter.name, sampleOf(parameter));
      }
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const body = firstExample(media);
      calls.push({
        name: `${method.toUpperCase()} ${template} (${operation.operationId})`,
        method: method.toUpperCase(),
        url: `${pathname}${query.size ? `?${query}` : ''}`,
        ...(body !== undefined && contentType
          ? {
              contentType,
              body: contentType.includes('json')
                ? JSON.stringify(body)
                : new URLSearchParams(body as Record<string, string>).toString(),
            }
          : {}),
        namedReplies: Object.entries(operation.responses).flatMap(([status, response]) =>
          Object.entries(response.content ?? {}).flatMap(([mediaType, content]) =>
            Object.keys(content.examples ?? {}).map((example) => ({ status, example, mediaType })),
          ),
        ),
      });
    }
  }
  return calls;
}

let server: RunningMockServer;
const calls = callsOf(bundledDocument<Document>());

beforeAll(async () => {
  server = await startMockServer({ staticDir: null });
});
afterAll(() => server.close());

async function ask(call: Call, prefer?: string, accept = 'application/json, */*') {
  return fetch(`${server.url}${call.url}`, {
    method: call.method,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      // The app's CSRF token: state-changing calls are refused (419) without it.
      'X-XSRF-TOKEN': 'every-operation',
      Accept: accept,
      ...(call.contentType ? { 'Content-Type': call.contentType } : {}),
      ...(prefer ? { Prefer: prefer } : {}),
    },
    ...(call.body !== undefined ? { body: call.body } : {}),
  });
}

describe('the mock serves the whole document', () => {
  it('has every operation of both specs', () => {
    expect(calls.length).toBeGreaterThanOrEqual(60);
  });

  it.each(calls.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const reply = await ask(call);
    expect(
      reply.headers.get('sl-violations'),
      `${call.name}: ${reply.headers.get('sl-violations')}`,
    ).toBeNull();
    expect(reply.status, call.name).toBeLessThan(400);

    for (const { status, example, mediaType } of call.namedReplies) {
      const named = await ask(call, `code=${status}, example=${example}`, mediaType);
      expect(named.status, `${call.name} example ${example}`).toBe(Number(status));
      expect(named.headers.get('sl-violations'), `${call.name} example ${example}`).toBeNull();
    }
  });
});
