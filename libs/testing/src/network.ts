// Component tests mock the network with handlers typed from the generated `paths`: a contract
// change that breaks a handler breaks the test at compile time.
import type { paths } from '@site-admin/api-client';
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** jsdom's origin: the app calls its own origin. */
export const TEST_ORIGIN = 'http://localhost:3000';

export const http = createOpenApiHttp<paths>({ baseUrl: TEST_ORIGIN });

export const server = setupServer();

/**
 * Call once at the top of a component test file: every request must have a handler, and each
 * test starts with no handlers (and, from the component tests' setup, an empty document).
 */
export function setupMockNetwork(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
