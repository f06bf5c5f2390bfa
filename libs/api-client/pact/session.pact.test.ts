import { MatchersV3 } from '@pact-foundation/pact';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/client/api-error';
import {
  accountQuery,
  authStatusQuery,
  loginMutation,
  logoutMutation,
  pingQuery,
  sessionKeys,
  sidebarQuery,
} from '../src/queries/session';
import { clientFor, newPact, runMutation, xhrHeaders } from './pact-setup';
import { state } from './provider-states';

const { eachLike, integer, string, boolean } = MatchersV3;
const json = { 'Content-Type': 'application/json' };

const account = {
  siteid: integer(48213),
  firstname: string('Eleanor'),
  lastname: string('Hartley'),
  username: string('eleanor@hartleyfinch.co.uk'),
  sitestatus: string('Y'),
  account_type: integer(2),
  account_age: integer(812),
  site_name: string('Hartley & Finch Ceramics'),
  plan: string('Business'),
  enabled2fa: boolean(false),
  annual_subscription: boolean(true),
  admin: boolean(false),
  last_publish_date: string('2026-11-18T16:42:09Z'),
  primary_domain: string('hartleyandfinch.co.uk'),
  siteurl: string('https://hartley-finch.sitebuilder.example'),
  cam: string('Priya Shah'),
  firstLogin: boolean(false),
  holding_page_active: boolean(false),
  next_payment_date: string('2027-03-02'),
  subscription_price: integer(180),
  card_expiry_date: string('08/28'),
  screenshot: string('https://hartley-finch.sitebuilder.example/screenshot.png'),
};

describe('session calls', () => {
  it('GET /authstatus/details returns the account and its site', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the account details')
      .withRequest({ method: 'GET', path: '/authstatus/details', headers: xhrHeaders })
      .willRespondWith({ status: 200, headers: json, body: account });
    await pact.executeTest(async (server) => {
      const data = await new QueryClient().fetchQuery(accountQuery(clientFor(server.url)));
      expect(data.site_name).toBe('Hartley & Finch Ceramics');
      expect(data.siteid).toBe(48213);
    });
  });

  it('GET /authstatus/details without a session answers 401', async () => {
    const pact = newPact()
      .given(state('no one is signed in'))
      .uponReceiving('a request for the account details without a session')
      .withRequest({ method: 'GET', path: '/authstatus/details', headers: xhrHeaders })
      .willRespondWith({
        status: 401,
        headers: json,
        body: { message: string('Unauthenticated.') },
      });
    await pact.executeTest(async (server) => {
      const error = await new QueryClient()
        .fetchQuery(accountQuery(clientFor(server.url)))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
    });
  });

  it('GET /authstatus/details when the backend fails answers 500 with a message', async () => {
    const pact = newPact()
      .given(state('the backend fails'))
      .uponReceiving('a request for the account details while the backend fails')
      .withRequest({ method: 'GET', path: '/authstatus/details', headers: xhrHeaders })
      .willRespondWith({ status: 500, headers: json, body: { message: string('Server Error') } });
    await pact.executeTest(async (server) => {
      await expect(
        new QueryClient().fetchQuery(accountQuery(clientFor(server.url))),
      ).rejects.toMatchObject({
        status: 500,
        message: 'Server Error',
      });
    });
  });

  it('GET /authstatus returns who is signed in', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the auth status')
      .withRequest({ method: 'GET', path: '/authstatus', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          username: string('eleanor@hartleyfinch.co.uk'),
          siteid: integer(48213),
          site_name: string('Hartley & Finch Ceramics'),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await new QueryClient().fetchQuery(authStatusQuery(clientFor(server.url)));
      expect(data.username).toBe('eleanor@hartleyfinch.co.uk');
    });
  });

  it('GET /ping keeps the session alive', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a keep-alive ping')
      .withRequest({ method: 'GET', path: '/ping', headers: xhrHeaders })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (server) => {
      // The keep-alive query answers when it was last kept alive; a 204 is a success.
      const alive = await new QueryClient().fetchQuery(pingQuery(clientFor(server.url)));
      expect(alive).toBeGreaterThan(0);
    });
  });

  it('POST /login signs in', async () => {
    const body = {
      username: 'eleanor@hartleyfinch.co.uk',
      password: 'kiln-fired-1987',
      siteid: 48213,
    };
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a login with the right password')
      .withRequest({ method: 'POST', path: '/login', headers: { ...xhrHeaders, ...json }, body })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'success', siteid: integer(48213) },
      });
    await pact.executeTest(async (server) => {
      const data = await runMutation(loginMutation, server.url, body);
      expect(data.result).toBe('success');
    });
  });

  it('POST /logout ends the session', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request to sign out')
      .withRequest({ method: 'POST', path: '/logout', headers: xhrHeaders })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (server) => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(sessionKeys.account(), { siteid: 48213 });
      // Through the mutation builder, as the account menu runs it.
      await new MutationObserver(
        queryClient,
        logoutMutation(clientFor(server.url), queryClient),
      ).mutate();
      expect(queryClient.getQueryData(sessionKeys.account())).toBeUndefined();
    });
  });

  it('POST /login with a wrong password answers 422 with the password error', async () => {
    const body = { username: 'eleanor@hartleyfinch.co.uk', password: 'wrong', siteid: 48213 };
    const pact = newPact()
      .given(state('the password is wrong'))
      .uponReceiving('a login with a wrong password')
      .withRequest({ method: 'POST', path: '/login', headers: { ...xhrHeaders, ...json }, body })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('Your password is incorrect'),
          errors: { password: eachLike('Your password is incorrect') },
        },
      });
    await pact.executeTest(async (server) => {
      await expect(runMutation(loginMutation, server.url, body)).rejects.toMatchObject({
        status: 422,
        message: 'Your password is incorrect',
      });
    });
  });

  it('POST /login for a two-factor account answers 403 with error 2fa', async () => {
    const body = { username: 'gareth@lloydjoinery.co.uk', password: 'dovetail-22', siteid: 39002 };
    const pact = newPact()
      .given(state('the account has two-factor authentication'))
      .uponReceiving('a login to an account with two-factor authentication')
      .withRequest({ method: 'POST', path: '/login', headers: { ...xhrHeaders, ...json }, body })
      .willRespondWith({
        status: 403,
        headers: json,
        body: { result: 'error', error: '2fa', message: string('Please enter the code.') },
      });
    await pact.executeTest(async (server) => {
      const error = await runMutation(loginMutation, server.url, body).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 403, body: { error: '2fa' } });
    });
  });

  it('GET /{siteid}/sidebar returns one entry per section with its colour', async () => {
    const pact = newPact()
      .given(state('the owner has a sidebar for each section'))
      .uponReceiving('a request for the sidebar of a site')
      .withRequest({ method: 'GET', path: '/48213/sidebar', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: eachLike({
          section: string('shop'),
          colour: string('green'),
          config: eachLike({ label: string('Orders'), link: string('/:siteid/shop/orders') }),
        }),
      });
    await pact.executeTest(async (server) => {
      const data = await new QueryClient().fetchQuery(sidebarQuery(clientFor(server.url), 48213));
      expect(data[0]?.config[0]?.label).toBe('Orders');
    });
  });
});
