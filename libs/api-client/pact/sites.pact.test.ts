import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  selectSiteMutation,
  siteGroupTabs,
  siteSelectionTarget,
  sitesQuery,
} from '../src/queries/sites';
import { clientFor, newPact, runMutation, xhrHeaders, failure } from './pact-setup';
import { state } from './provider-states';

const { eachLike, integer, string } = MatchersV3;
const json = { 'Content-Type': 'application/json' };
const postHeaders = { ...xhrHeaders, ...json };

const site = (ID: number, site_name: string, status: string, plan: string) => ({
  ID: integer(ID),
  site_name: string(site_name),
  status,
  plan: { name: string(plan) },
});

describe('site list', () => {
  it('GET /sites returns the owned, shared and expired sites', async () => {
    const pact = newPact()
      .given(state('the owner has owned, shared and expired sites'))
      .uponReceiving('a request for the sites of an owner with sites in every group')
      .withRequest({ method: 'GET', path: '/sites', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          owned: eachLike(site(48213, 'Hartley & Finch Ceramics', 'Y', 'Business')),
          other: eachLike(site(50112, 'Finch Family Bakery', 'Y', 'Standard')),
          expired: eachLike(site(39877, 'Old Kiln Studio', 'X', 'Trial')),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await new QueryClient().fetchQuery(sitesQuery(clientFor(server.url)));
      expect(data.owned[0]?.site_name).toBe('Hartley & Finch Ceramics');
      expect(data.expired[0]?.status).toBe('X');
      expect(siteGroupTabs(data)).toEqual(['owned', 'other', 'expired']);
    });
  });

  it('GET /sites for a user with owned sites only gives empty groups', async () => {
    const pact = newPact()
      .given(state('the user owns sites and has no other'))
      .uponReceiving('a request for the sites of a user who only owns sites')
      .withRequest({ method: 'GET', path: '/sites', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          owned: eachLike(site(48213, 'Hartley & Finch Ceramics', 'Y', 'Business')),
          other: [],
          expired: [],
        },
      });
    await pact.executeTest(async (server) => {
      const data = await new QueryClient().fetchQuery(sitesQuery(clientFor(server.url)));
      expect(siteGroupTabs(data)).toEqual(['owned']);
    });
  });

  it('GET /sites for a user with only a shared site opens the other tab', async () => {
    const pact = newPact()
      .given(state('the user only has a site shared with them'))
      .uponReceiving('a request for the sites of a user who owns none')
      .withRequest({ method: 'GET', path: '/sites', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          owned: [],
          other: eachLike(site(50112, 'Finch Family Bakery', 'Y', 'Standard')),
          expired: [],
        },
      });
    await pact.executeTest(async (server) => {
      const data = await new QueryClient().fetchQuery(sitesQuery(clientFor(server.url)));
      expect(siteGroupTabs(data)).toEqual(['other']);
    });
  });

  it('GET /sites without a session answers 401', async () => {
    const pact = newPact()
      .given(state('no one is signed in'))
      .uponReceiving('a request for the sites without a session')
      .withRequest({ method: 'GET', path: '/sites', headers: xhrHeaders })
      .willRespondWith({
        status: 401,
        headers: json,
        body: { message: string('Unauthenticated.') },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(new QueryClient().fetchQuery(sitesQuery(clientFor(server.url))));
      expect(error.status).toBe(401);
    });
  });
});

describe('site selection', () => {
  it('POST /sites switches to the chosen site, which opens on its dashboard', async () => {
    const body = { site_id: 50112 };
    const pact = newPact()
      .given(state('the chosen site opens on its dashboard'))
      .uponReceiving('a switch to a shared site')
      .withRequest({ method: 'POST', path: '/sites', headers: postHeaders, body })
      .willRespondWith({ status: 200, headers: json, body: { result: 'success' } });
    await pact.executeTest(async (server) => {
      const data = await runMutation(selectSiteMutation, server.url, body);
      expect(siteSelectionTarget(body.site_id, data)).toBe('/50112/dashboard');
    });
  });

  it('POST /sites may send the user to a redirect address', async () => {
    const body = { site_id: 39877 };
    const pact = newPact()
      .given(state('the chosen site sends the user elsewhere'))
      .uponReceiving('a switch to a site whose trial ran out')
      .withRequest({ method: 'POST', path: '/sites', headers: postHeaders, body })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'success', redirect: string('/39877/subscribe') },
      });
    await pact.executeTest(async (server) => {
      const data = await runMutation(selectSiteMutation, server.url, body);
      expect(siteSelectionTarget(body.site_id, data, server.url)).toBe('/39877/subscribe');
    });
  });

  it('POST /sites for a site the user may not open answers 403', async () => {
    const body = { site_id: 50112 };
    const pact = newPact()
      .given(state('the user may not open the chosen site'))
      .uponReceiving('a switch to a site the user may not open')
      .withRequest({ method: 'POST', path: '/sites', headers: postHeaders, body })
      .willRespondWith({
        status: 403,
        headers: json,
        body: { message: string("You don't have access to this website.") },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(runMutation(selectSiteMutation, server.url, body));
      expect(error.status).toBe(403);
      expect(error.message).toBe("You don't have access to this website.");
    });
  });

  it('POST /sites for an unknown site answers 422 keyed by site_id', async () => {
    const body = { site_id: 99999 };
    const pact = newPact()
      .given(state('the chosen site does not exist'))
      .uponReceiving('a switch to a site that does not exist')
      .withRequest({ method: 'POST', path: '/sites', headers: postHeaders, body })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('The selected site id is invalid.'),
          errors: { site_id: eachLike('The selected site id is invalid.') },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(runMutation(selectSiteMutation, server.url, body));
      expect(error).toMatchObject({
        status: 422,
        body: { errors: { site_id: expect.any(Array) } },
      });
    });
  });
});
