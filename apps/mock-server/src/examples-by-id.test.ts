import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadExampleIndex,
  mediaTypeOfPreferredExample,
  preferForRequest,
  type ExampleIndex,
} from './examples-by-id';
import { defaultSpecPath, startMockServer, type RunningMockServer } from './mock-server';

// A small document laid out like the real one: paths and examples in their own files, joined by
// $refs, a shared reply in the root's components, and YAML anchors.
const root = `openapi: 3.1.0
info: { title: fixture, version: '1' }
paths:
  /{siteid}/shop/orders:
    $ref: 'paths/orders.yaml#/~1{siteid}~1shop~1orders'
  /{siteid}/shop/orders/{id}:
    $ref: 'paths/orders.yaml#/~1{siteid}~1shop~1orders~1{id}'
  /{siteid}/shop/orders/{id}/approve:
    $ref: 'paths/orders.yaml#/~1{siteid}~1shop~1orders~1{id}~1approve'
  /{siteid}/shop/orders/export:
    $ref: 'paths/orders.yaml#/~1{siteid}~1shop~1orders~1export'
  /{siteid}/shop/orders/bulk:
    $ref: 'paths/orders.yaml#/~1{siteid}~1shop~1orders~1bulk'
components:
  responses:
    Missing:
      description: No such order.
      content:
        application/json:
          schema: { type: object }
          examples:
            '99999':
              $ref: 'examples/orders.yaml#/Missing'
`;
const paths = `/{siteid}/shop/orders:
  get:
    responses:
      '200':
        description: The list.
        content:
          application/json:
            schema: { type: object }
            examples:
              '48213':
                value: { list: 'site 48213' }
/{siteid}/shop/orders/{id}:
  parameters:
    - &siteid { name: siteid, in: path, required: true, schema: { type: string } }
    - &id { name: id, in: path, required: true, schema: { type: string } }
  get:
    responses:
      '200':
        description: An order.
        content:
          application/json:
            schema: { type: object }
            examples:
              first:
                $ref: '../examples/orders.yaml#/First'
              '10482':
                $ref: '../examples/orders.yaml#/Order10482'
      '404':
        $ref: '../openapi.yaml#/components/responses/Missing'
/{siteid}/shop/orders/{id}/approve:
  parameters: [*siteid, *id]
  post:
    responses:
      '200':
        description: Approved.
        content:
          application/json:
            schema: { type: object }
            examples:
              '10482':
                value: { approved: '10482' }
/{siteid}/shop/orders/export:
  get:
    responses:
      '200':
        description: Export.
        content:
          application/json:
            schema: { type: object }
            examples:
              export:
                value: { export: true }
/{siteid}/shop/orders/bulk:
  get:
    responses:
      '200':
        description: Text or an object.
        content:
          text/plain:
            schema: { type: string }
            examples:
              deleted:
                value: Deleted
          application/json:
            schema: { type: object }
            examples:
              reload:
                value: { result: success, reload: true }
              archive:
                value: { result: success, reload: true, message: 'Orders archived' }
`;
const examples = `First:
  value: { id: 1 }
Order10482:
  value: { id: 10482 }
Missing:
  value: { message: 'No order 99999' }
`;

let dir: string;
let specPath: string;
let index: ExampleIndex;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-admin-examples-'));
  mkdirSync(path.join(dir, 'paths'));
  mkdirSync(path.join(dir, 'examples'));
  specPath = path.join(dir, 'openapi.yaml');
  writeFileSync(specPath, root);
  writeFileSync(path.join(dir, 'paths/orders.yaml'), paths);
  writeFileSync(path.join(dir, 'examples/orders.yaml'), examples);
  index = loadExampleIndex(specPath);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the example named after the id in the path', () => {
  it('is picked when the last segment is a record id with such an example', () => {
    expect(preferForRequest(index, 'GET', '/48213/shop/orders/10482')).toBe('example=10482');
    expect(preferForRequest(index, 'GET', '/48213/shop/orders/10482?tab=items')).toBe(
      'example=10482',
    );
  });

  it('is picked for the id before a trailing action', () => {
    expect(preferForRequest(index, 'POST', '/48213/shop/orders/10482/approve')).toBe(
      'example=10482',
    );
  });

  it('asks for the reply that holds it when that is not the default success', () => {
    expect(preferForRequest(index, 'GET', '/48213/shop/orders/99999')).toBe(
      'code=404, example=99999',
    );
  });

  it('is not picked when the operation has no example of that name', () => {
    expect(preferForRequest(index, 'POST', '/48213/shop/orders/10001/approve')).toBeNull();
  });

  it('leaves paths that name no record alone', () => {
    // `export` is a literal segment, not an order id; the site id before `orders` is not a record.
    expect(preferForRequest(index, 'GET', '/48213/shop/orders/export')).toBeNull();
    expect(preferForRequest(index, 'GET', '/48213/shop/orders')).toBeNull();
  });

  it("keeps the document's first example as the default where Prism would put a number first", () => {
    // Prism reads examples as an object, where '10482' comes before 'first'.
    expect(preferForRequest(index, 'GET', '/48213/shop/orders/10001')).toBe('example=first');
    expect(preferForRequest(index, 'GET', '/48213/shop/orders/export')).toBeNull();
  });

  it('leaves other methods and unknown paths alone', () => {
    expect(preferForRequest(index, 'DELETE', '/48213/shop/orders/10482')).toBeNull();
    expect(preferForRequest(index, 'GET', '/48213/blog/7/comments/10482')).toBeNull();
  });

  it('ignores ids that cannot be named in a header', () => {
    expect(preferForRequest(index, 'POST', '/48213/shop/orders/10482%2C%20x/approve')).toBeNull();
    expect(preferForRequest(index, 'POST', '/48213/shop/orders/%E0%A4%A/approve')).toBeNull();
  });
});

describe("the example named after a bulk action's action", () => {
  it('is picked when the query names an action with such an example', () => {
    expect(preferForRequest(index, 'GET', '/48213/shop/orders/bulk?action=archive&ids=1,2')).toBe(
      'example=archive',
    );
  });

  it('is not picked for an action without one, or an action that cannot be named', () => {
    expect(preferForRequest(index, 'GET', '/48213/shop/orders/bulk?action=print&ids=1')).toBeNull();
    expect(preferForRequest(index, 'GET', '/48213/shop/orders/bulk?action=a%2Cb')).toBeNull();
    expect(preferForRequest(index, 'GET', '/48213/shop/orders/bulk')).toBeNull();
  });

  it('gives way to the record the path names', () => {
    expect(preferForRequest(index, 'GET', '/48213/shop/orders/10482?action=archive')).toBe(
      'example=10482',
    );
  });
});

describe('a named example answers in its own form', () => {
  it('names the media type of the example a Prefer header asks for', () => {
    const bulk = '/48213/shop/orders/bulk?ids=1,2';
    expect(mediaTypeOfPreferredExample(index, 'GET', bulk, 'example=reload')).toBe(
      'application/json',
    );
    expect(mediaTypeOfPreferredExample(index, 'GET', bulk, 'code=200, example=deleted')).toBe(
      'text/plain',
    );
    expect(mediaTypeOfPreferredExample(index, 'GET', bulk, 'example=missing')).toBeNull();
    expect(mediaTypeOfPreferredExample(index, 'GET', bulk, 'code=500')).toBeNull();
  });
});

describe('the real document', () => {
  it('loads every operation that has named examples', () => {
    const real = loadExampleIndex(defaultSpecPath);
    expect(real.operations.length).toBeGreaterThan(60);
    expect(
      real.operations.some((op) => op.segments.join('/') === '{siteid}/shop/orders/{id}'),
    ).toBe(true);
  });
});

describe('the mock server', () => {
  let server: RunningMockServer;
  beforeAll(async () => {
    server = await startMockServer({ specPath, staticDir: null });
  });
  afterAll(() => server.close());

  const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

  it('answers a record opened from a list with that record', async () => {
    const reply = await fetch(`${server.url}/48213/shop/orders/10482`, { headers: xhr });
    expect(await reply.json()).toEqual({ id: 10482 });
  });

  it('answers a record with no example of its own with the default', async () => {
    const reply = await fetch(`${server.url}/48213/shop/orders/10001`, { headers: xhr });
    expect(await reply.json()).toEqual({ id: 1 });
  });

  it("answers with the reply that holds the record's example", async () => {
    const reply = await fetch(`${server.url}/48213/shop/orders/99999`, { headers: xhr });
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ message: 'No order 99999' });
  });

  it('answers a named example in its own media type whatever the request accepts first', async () => {
    const accept = 'text/plain, application/json';
    const text = await fetch(`${server.url}/48213/shop/orders/bulk`, {
      headers: { ...xhr, Accept: accept },
    });
    expect(await text.text()).toBe('Deleted');
    const object = await fetch(`${server.url}/48213/shop/orders/bulk`, {
      headers: { ...xhr, Accept: accept, Prefer: 'example=reload' },
    });
    expect(object.headers.get('content-type')).toContain('application/json');
    expect(await object.json()).toEqual({ result: 'success', reload: true });
  });

  it("answers a bulk action with its action's example, in that example's form", async () => {
    const accept = 'text/plain, application/json';
    const archived = await fetch(`${server.url}/48213/shop/orders/bulk?action=archive&ids=1,2`, {
      headers: { ...xhr, Accept: accept },
    });
    expect(archived.headers.get('content-type')).toContain('application/json');
    expect(await archived.json()).toMatchObject({ message: 'Orders archived' });
  });

  it('keeps a Prefer header the caller sent', async () => {
    const reply = await fetch(`${server.url}/48213/shop/orders/10482`, {
      headers: { ...xhr, Prefer: 'example=first' },
    });
    expect(await reply.json()).toEqual({ id: 1 });
  });
});
