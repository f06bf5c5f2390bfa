import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  disableTwoFactorMutation,
  enableTwoFactorMutation,
  recoveryCodeLoginMutation,
  twoFactorLoginMutation,
  twoFactorSetupQuery,
} from '../src/queries/two-factor';
import { clientFor, newPact, runMutation, xhrHeaders, failure } from './pact-setup';
import { state } from './provider-states';

const { eachLike, integer, string, regex } = MatchersV3;
const json = { 'Content-Type': 'application/json' };
const postHeaders = { ...xhrHeaders, ...json };

const siteid = 48213;
const recoveryCodes = [
  'QLUT3-Z3DTW',
  'WQR5Q-NAAH9',
  '8X3WS-QP7NW',
  'FEYYK-XGNDK',
  '6AKF5-FAYRV',
  'Y6ELB-YK8WN',
  '5XUYM-VTK7F',
  'MZDCE-N29BQ',
];
const secretKey = '6NWDGBWUYLGK3NBGEV4KBNFDWFS6D4CG';
const enableBody = { code: '718204', password: 'kiln-fired-1987', key: secretKey, recoveryCodes };
const disableBody = { password: 'kiln-fired-1987', one_time_password: '559027' };
const codeInvalid =
  'The code you entered could not be validated. Please check the time on your device and try again.';

describe('two-factor login', () => {
  const body = { one_time_password: '402913' };

  it('POST /login/2fa with the right code completes the login', async () => {
    const pact = newPact()
      .given(state('the two-factor code is right'))
      .uponReceiving('a two-factor code that is right')
      .withRequest({ method: 'POST', path: '/login/2fa', headers: postHeaders, body })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'success', siteid: integer(siteid) },
      });
    await pact.executeTest(async (server) => {
      const data = await runMutation(twoFactorLoginMutation, server.url, body);
      expect(data.result).toBe('success');
    });
  });

  it('POST /login/2fa with a wrong code answers 422', async () => {
    const pact = newPact()
      .given(state('the two-factor code is wrong'))
      .uponReceiving('a two-factor code that is wrong')
      .withRequest({ method: 'POST', path: '/login/2fa', headers: postHeaders, body })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('The code you entered is invalid. Please try again.'),
          errors: { one_time_password: eachLike('The code you entered is invalid.') },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(runMutation(twoFactorLoginMutation, server.url, body));
      expect(error.status).toBe(422);
    });
  });

  it('POST /login/2fa refused with result error is an error too', async () => {
    const pact = newPact()
      .given(state('the two-factor code is refused without an error status'))
      .uponReceiving('a two-factor code refused in a 200 reply')
      .withRequest({ method: 'POST', path: '/login/2fa', headers: postHeaders, body })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          result: 'error',
          message: string('The code you entered is invalid. Please try again.'),
        },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(runMutation(twoFactorLoginMutation, server.url, body));
      expect(error.status).toBe(200);
      expect(error.message).toBe('The code you entered is invalid. Please try again.');
    });
  });

  it('POST /login/2fa after too many codes answers 429', async () => {
    const pact = newPact()
      .given(state('too many two-factor codes were tried'))
      .uponReceiving('a two-factor code after too many attempts')
      .withRequest({ method: 'POST', path: '/login/2fa', headers: postHeaders, body })
      .willRespondWith({
        status: 429,
        headers: json,
        body: { message: string('Too many attempts. Please wait a minute and try again.') },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(runMutation(twoFactorLoginMutation, server.url, body));
      expect(error.status).toBe(429);
    });
  });

  it('POST /login/2fa/recovery with an unused code completes the login', async () => {
    const recovery = { recovery_code: 'QLUT3-Z3DTW' };
    const pact = newPact()
      .given(state('the recovery code is unused'))
      .uponReceiving('an unused recovery code')
      .withRequest({
        method: 'POST',
        path: '/login/2fa/recovery',
        headers: postHeaders,
        body: recovery,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'success', siteid: integer(siteid) },
      });
    await pact.executeTest(async (server) => {
      const data = await runMutation(recoveryCodeLoginMutation, server.url, recovery);
      expect(data.result).toBe('success');
    });
  });

  it('POST /login/2fa/recovery with a used code answers 422', async () => {
    const recovery = { recovery_code: 'QLUT3-Z3DTW' };
    const pact = newPact()
      .given(state('the recovery code was used before'))
      .uponReceiving('a recovery code used before')
      .withRequest({
        method: 'POST',
        path: '/login/2fa/recovery',
        headers: postHeaders,
        body: recovery,
      })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('The recovery code is invalid or has already been used.'),
          errors: { recovery_code: eachLike('The recovery code is invalid.') },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(runMutation(recoveryCodeLoginMutation, server.url, recovery));
      expect(error.status).toBe(422);
    });
  });
});

describe('two-factor setup', () => {
  const path = `/${siteid}/account/2fa/setup`;

  it('GET /{siteid}/account/2fa/setup?refresh=1 returns a new secret', async () => {
    const pact = newPact()
      .given(state('the owner opens the two-factor setup page'))
      .uponReceiving('a request for a new two-factor secret')
      .withRequest({ method: 'GET', path, query: { refresh: '1' }, headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          qrCodeUrl: regex('^(data:image/|https://).+$', 'data:image/png;base64,iVBORw0KGgo='),
          secretKey: regex(/^[A-Z2-7]{16,64}$/, secretKey),
          recoveryCodes: recoveryCodes.map((code) => regex(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/, code)),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await new QueryClient().fetchQuery(
        twoFactorSetupQuery(clientFor(server.url), siteid),
      );
      expect(data.secretKey).toBe(secretKey);
      expect(data.recoveryCodes).toHaveLength(8);
    });
  });

  it('GET /{siteid}/account/2fa/setup may give the QR code as an image address', async () => {
    const pact = newPact()
      .given(state('the two-factor QR code is the address of an image'))
      .uponReceiving('a request for a new two-factor secret with a QR image address')
      .withRequest({ method: 'GET', path, query: { refresh: '1' }, headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          qrCodeUrl: regex(
            '^https://.+$',
            'https://hartley-finch.sitebuilder.example/48213/account/2fa/qr-code.png?v=1764325800',
          ),
          secretKey: regex(/^[A-Z2-7]{16,64}$/, 'K7QJ2XN4VDMR5ZHW3PLE6TYB4GCSAUFO'),
          recoveryCodes: eachLike(regex(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/, 'H2KXP-M7QRD'), 8),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await new QueryClient().fetchQuery(
        twoFactorSetupQuery(clientFor(server.url), siteid),
      );
      expect(data.qrCodeUrl.startsWith('https://')).toBe(true);
    });
  });

  it('GET /{siteid}/account/2fa/setup without a session answers 401', async () => {
    const pact = newPact()
      .given(state('no one is signed in'))
      .uponReceiving('a request for a new two-factor secret without a session')
      .withRequest({ method: 'GET', path, query: { refresh: '1' }, headers: xhrHeaders })
      .willRespondWith({
        status: 401,
        headers: json,
        body: { message: string('Unauthenticated.') },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        new QueryClient().fetchQuery(twoFactorSetupQuery(clientFor(server.url), siteid)),
      );
      expect(error.status).toBe(401);
    });
  });

  const enable = (url: string, body = enableBody) =>
    runMutation(enableTwoFactorMutation, url, { siteid, body });

  it('POST /{siteid}/account/2fa/setup with the right code turns it on', async () => {
    const pact = newPact()
      .given(state('the authenticator code is right'))
      .uponReceiving('a request to turn two-factor authentication on')
      .withRequest({ method: 'POST', path, headers: postHeaders, body: enableBody })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { valid: true, error: null, field: null },
      });
    await pact.executeTest(async (server) => {
      const data = await enable(server.url);
      expect(data.valid).toBe(true);
    });
  });

  it('POST /{siteid}/account/2fa/setup with a wrong code marks the code field', async () => {
    const pact = newPact()
      .given(state('the authenticator code is wrong'))
      .uponReceiving('a request to turn two-factor authentication on with a wrong code')
      .withRequest({ method: 'POST', path, headers: postHeaders, body: enableBody })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { valid: false, error: string(codeInvalid), field: 'one_time_password' },
      });
    await pact.executeTest(async (server) => {
      const data = await enable(server.url);
      expect(data).toMatchObject({ valid: false, field: 'one_time_password' });
    });
  });

  it('POST /{siteid}/account/2fa/setup with a wrong password marks the password field', async () => {
    const pact = newPact()
      .given(state('the two-factor password is wrong'))
      .uponReceiving('a request to turn two-factor authentication on with a wrong password')
      .withRequest({ method: 'POST', path, headers: postHeaders, body: enableBody })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          valid: false,
          error: string('The password you entered was incorrect'),
          field: 'password',
        },
      });
    await pact.executeTest(async (server) => {
      const data = await enable(server.url);
      expect(data).toMatchObject({ valid: false, field: 'password' });
    });
  });

  it('POST /{siteid}/account/2fa/setup with a blank password answers 422', async () => {
    // A password of spaces passes the document's minLength; the server trims it to nothing.
    const blank = { ...enableBody, password: '   ' };
    const pact = newPact()
      .given(state('the two-factor form is missing a field'))
      .uponReceiving('a request to turn two-factor authentication on with a blank password')
      .withRequest({ method: 'POST', path, headers: postHeaders, body: blank })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('The password field is required.'),
          errors: { password: eachLike('The password field is required.') },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(enable(server.url, blank));
      expect(error).toMatchObject({
        status: 422,
        body: { errors: { password: expect.any(Array) } },
      });
    });
  });

  it('POST /{siteid}/account/2fa/setup when the server fails answers 500', async () => {
    const pact = newPact()
      .given(state('enabling two-factor fails on the server'))
      .uponReceiving('a request to turn two-factor authentication on while the server fails')
      .withRequest({ method: 'POST', path, headers: postHeaders, body: enableBody })
      .willRespondWith({
        status: 500,
        headers: json,
        body: {
          message: string(
            'Something went wrong trying to enable Two-Factor Authentication, please reload and try again',
          ),
        },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(enable(server.url));
      expect(error.status).toBe(500);
    });
  });
});

describe('two-factor disable', () => {
  const path = `/${siteid}/account/2fa/disable`;
  const disable = (url: string) =>
    runMutation(disableTwoFactorMutation, url, { siteid, body: disableBody });

  it('POST /{siteid}/account/2fa/disable with the right code turns it off', async () => {
    const pact = newPact()
      .given(state('the authenticator code is right'))
      .uponReceiving('a request to turn two-factor authentication off')
      .withRequest({ method: 'POST', path, headers: postHeaders, body: disableBody })
      .willRespondWith({ status: 200, headers: json, body: { error: null, field: null } });
    await pact.executeTest(async (server) => {
      const data = await disable(server.url);
      expect(data.error).toBeNull();
    });
  });

  it('POST /{siteid}/account/2fa/disable with a wrong code marks the code field', async () => {
    const pact = newPact()
      .given(state('the authenticator code is wrong'))
      .uponReceiving('a request to turn two-factor authentication off with a wrong code')
      .withRequest({ method: 'POST', path, headers: postHeaders, body: disableBody })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { error: string(codeInvalid), field: 'one_time_password' },
      });
    await pact.executeTest(async (server) => {
      const data = await disable(server.url);
      expect(data.field).toBe('one_time_password');
    });
  });

  it('POST /{siteid}/account/2fa/disable with a wrong password marks the password field', async () => {
    const pact = newPact()
      .given(state('the two-factor password is wrong'))
      .uponReceiving('a request to turn two-factor authentication off with a wrong password')
      .withRequest({ method: 'POST', path, headers: postHeaders, body: disableBody })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { error: string('The password you entered was incorrect'), field: 'password' },
      });
    await pact.executeTest(async (server) => {
      const data = await disable(server.url);
      expect(data.field).toBe('password');
    });
  });

  it('POST /{siteid}/account/2fa/disable when the backend fails answers 500', async () => {
    const pact = newPact()
      .given(state('the backend fails'))
      .uponReceiving('a request to turn two-factor authentication off while the backend fails')
      .withRequest({ method: 'POST', path, headers: postHeaders, body: disableBody })
      .willRespondWith({ status: 500, headers: json, body: { message: string('Server Error') } });
    await pact.executeTest(async (server) => {
      const error = await failure(disable(server.url));
      expect(error.status).toBe(500);
    });
  });
});
