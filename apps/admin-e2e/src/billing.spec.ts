import { expect, test, type Page, type Request } from './fixtures';

// Billing journeys against the mock: each step's reply is the contract's named example, picked
// with a Prefer header the way a test of the real backend would pick a provider state.

/** Sends a Prefer header on the app's calls to paths matching `path` (fetches only). */
async function prefer(page: Page, path: RegExp, choose: (request: Request) => string | null) {
  await page.route(path, (route) => {
    const request = route.request();
    const value = request.resourceType() === 'fetch' ? choose(request) : null;
    return value
      ? route.fallback({ headers: { ...request.headers(), prefer: value } })
      : route.fallback();
  });
}

interface Sent {
  path: string;
  key: string | null;
  body: Record<string, unknown>;
}

/**
 * Records the POSTs the page sends (path, idempotency key and body) by wrapping its fetch:
 * Playwright does not see the body of a fetch given a Request object.
 */
async function recordPosts(page: Page): Promise<(path: string) => Promise<Sent[]>> {
  await page.addInitScript(() => {
    const sent: Sent[] = [];
    const original = window.fetch;
    Object.assign(window, { sentPosts: sent });
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === 'POST') {
        const text = await request.clone().text();
        sent.push({
          path: new URL(request.url).pathname,
          key: request.headers.get('Idempotency-Key'),
          body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
        });
      }
      return original.call(window, request);
    };
  });
  return async (path) =>
    (await page.evaluate(() => (window as unknown as { sentPosts: Sent[] }).sentPosts)).filter(
      (sent) => sent.path === path,
    );
}

/** The account as the mock serves it, changed for one journey. */
async function accountWith(page: Page, change: Record<string, unknown>) {
  await page.route(/\/authstatus\/details$/, async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.fallback();
    // The app may abort a reload of the account (a newer one replaces it): nothing to answer then.
    try {
      const response = await route.fetch();
      const account = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...account, ...change } });
    } catch {
      // The page dropped the request; there is no one to answer.
    }
  });
}

async function fillCard(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name on card' }).fill('Eleanor Hartley');
  await dialog.getByRole('textbox', { name: /Card number/ }).fill('4000 0000 0000 3220');
  await dialog.getByRole('textbox', { name: /Expiry/ }).fill('11/30');
  await dialog.getByRole('textbox', { name: 'Security code' }).fill('123');
}

test.describe('subscribing to a plan', () => {
  // Long journeys against the mock server on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('a trial shop picks a plan monthly, switches to annual, tries a discount code and pays through 3-D Secure', async ({
    page,
  }, info) => {
    await accountWith(page, { sitestatus: 'T', annual_subscription: false });
    // As the backend prices: a discount code applies; none, or an empty one (removed), does not.
    await prefer(page, /\/subscribe\/details(\?|$)/, (request) =>
      new URL(request.url()).searchParams.get('discountCode')
        ? 'example=yearly-upgrade'
        : 'example=monthly-new-card',
    );
    let payAttempts = 0;
    await prefer(page, /\/subscribe\/pay$/, () =>
      ++payAttempts === 1 ? 'example=auth-requested' : 'example=success',
    );
    const sent = await recordPosts(page);

    // The trial bar's Upgrade Now opens the subscription modal over the page.
    await page.goto('/48213/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.getByRole('region', { name: 'Your trial' }).getByRole('button').click();
    const dialog = page.getByRole('dialog');
    const plus = dialog.getByRole('article', { name: 'Business Plus' });
    await expect(plus).toContainText('Most popular');
    await expect(dialog.getByRole('article', { name: 'Starter' })).toContainText(
      'Your shop has 240 products',
    );
    await page.screenshot({ path: info.outputPath('plans.png'), fullPage: true });

    await plus.getByRole('button', { name: 'Choose Business Plus' }).click();
    await expect(dialog.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(dialog.getByText('Next payment: £36.00 on 24th December 2026')).toBeVisible();

    await dialog.getByRole('button', { name: /Back to plans/ }).click();
    await plus.getByRole('button', { name: 'Save £72.00 (20%) by paying annually' }).click();
    await expect(dialog.getByRole('radio', { name: 'Annually' })).toBeChecked();

    await dialog.getByRole('button', { name: 'Have a discount code?' }).click();
    await dialog.getByRole('textbox', { name: 'Discount code' }).fill(' kilnclub10 ');
    await dialog.getByRole('textbox', { name: 'Discount code' }).press('Enter');
    await expect(dialog.getByText('Discount code KILNCLUB10 applied')).toBeVisible();
    await expect(dialog.getByTestId('price-breakdown')).toContainText('-£28.80');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(dialog.getByTestId('price-breakdown')).not.toContainText('KILNCLUB10');

    await fillCard(page);
    await page.screenshot({ path: info.outputPath('payment-details.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Pay now' }).click();
    const challenge = page.getByRole('alertdialog', { name: '3-D Secure check' });
    await expect(challenge).toContainText('Site Builder Ltd asks your bank');
    await page.screenshot({ path: info.outputPath('three-d-secure.png') });
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();

    await expect(page.getByText(/Your Business Plus subscription is active/)).toBeVisible();
    const payments = await sent('/48213/subscribe/pay');
    expect(payments).toHaveLength(2);
    expect(payments[0]?.body).toMatchObject({ plan: 14, paymentInterval: 'annual' });
    expect(payments[0]?.body['gatewayData']).toEqual({ token: 'dev_tok_3220_1130_48213' });
    expect(payments[1]?.body['gatewayData']).toEqual({
      token: 'dev_tok_3220_1130_48213',
      authentication_reference: 'tds_dev_8f3a2c9148213',
    });
    expect(payments[1]?.key).not.toEqual(payments[0]?.key);
    await page.screenshot({ path: info.outputPath('thanks.png') });
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/48213\/dashboard$/);
  });

  test("a trial account's Payment link opens the subscription modal over the page, and the payment page's address does too", async ({
    page,
  }, info) => {
    await accountWith(page, { sitestatus: 'T' });
    await page.goto('/48213/account/2fa');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (info.project.name === 'mobile') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Payment' }).click();
    } else {
      await page
        .getByRole('navigation', { name: 'Account menu' })
        .getByRole('link', { name: 'Payment' })
        .click();
    }
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('article', { name: 'Business Plus' })).toBeVisible();
    await expect(page).toHaveURL(/\/48213\/account\/2fa$/);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/48213\/account\/2fa$/);

    // Opened by its address (a new tab, a bookmark), the payment page opens the modal instead.
    await page.goto('/48213/account/payment');
    await expect(page).toHaveURL(/\/48213\/subscribe$/);
    await expect(
      page.getByRole('dialog').getByRole('article', { name: 'Business Plus' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeHidden();
  });

  test(
    'an Irish shop adds its VAT number, must confirm its location, is rate-limited, then a double click pays once',
    { tag: '@phone-only' },
    async ({ page }) => {
      await prefer(page, /\/subscribe\/details(\?|$)/, () => 'example=irish-reverse-charge');
      let payAttempts = 0;
      await prefer(page, /\/subscribe\/pay$/, () => (++payAttempts === 1 ? 'code=429' : null));
      const sent = await recordPosts(page);

      await page.goto('/48213/subscribe?plan=14');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('address-summary')).toContainText('Kilkenny');
      await expect(dialog.getByTestId('saved-card')).toHaveText('Visa XXXX-XXXX-XXXX-4242');
      const vat = dialog.getByRole('textbox', { name: /VAT number/ });
      await vat.fill('NL123456789');
      await expect(dialog.getByText('This VAT number is not in a valid format')).toBeVisible();
      await vat.fill('ie 6388047v');
      await expect(vat).toHaveValue('IE6388047V');
      await expect(dialog.getByText('This VAT number is not in a valid format')).toBeHidden();

      const pay = dialog.getByRole('button', { name: /^Pay £239\.67 now$/ });
      await pay.click();
      await expect(dialog.getByText('Please confirm your location.')).toBeVisible();
      expect(await sent('/48213/subscribe/invoice')).toHaveLength(0);
      await dialog.getByText(/I confirm my billing country is Ireland/).click();
      await expect(dialog.getByText('Please confirm your location.')).toBeHidden();

      await pay.click();
      await expect(
        dialog
          .getByText(
            'You have attempted to submit payment details too often. Please try again later.',
          )
          .first(),
      ).toBeVisible();
      // The press's progress dropped the focus: a stopped payment gives it back to Pay.
      await expect(pay).toBeFocused();
      expect(await sent('/48213/subscribe/pay')).toHaveLength(1);

      await pay.dblclick();
      await expect(page.getByText(/Your site is now on Business Plus/)).toBeVisible();
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page).toHaveURL(/\/48213\/dashboard$/);
      const payments = await sent('/48213/subscribe/pay');
      expect(payments).toHaveLength(2);
      expect(payments[1]?.body).toMatchObject({
        vatNumber: 'IE6388047V',
        geoIpConfirmation: true,
        address_country: 'IE',
        gatewayData: { payment_method: 'pm_dev_7Qx2Hf48213v' },
      });
    },
  );
});

test.describe('cards and invoices', () => {
  test.describe.configure({ timeout: 90_000 });

  test(
    'an older page asks for an invoice to be paid and hears it was paid',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      await page.goto('/48213/design');
      const frame = page.frameLocator('iframe[title="Site builder page"]');
      await frame.getByRole('button', { name: 'Send showPaymentModal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pay Invoice' });
      await expect(dialog.getByTestId('invoice-name')).toHaveText(
        '#90417 Extra storage 25 GB, December 2026',
      );
      await expect(dialog.getByTestId('saved-card')).toHaveText('Visa XXXX-XXXX-XXXX-4242');
      await page.screenshot({ path: info.outputPath('invoice.png') });
      await dialog.getByRole('button', { name: 'Pay £5.99' }).click();
      await expect(page.getByText('Invoice 90417 has been paid. Thank you!')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(
        frame.getByText('{"type":"showPaymentModal","invoiceId":"90417","paid":true}'),
      ).toBeVisible();
    },
  );

  test(
    'the owner chooses to add a new card and saves it, then finds the referral code',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      const sent = await recordPosts(page);
      await page.goto('/48213/account/payment');
      await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
      await page.getByRole('link', { name: 'Payment methods' }).click();
      const methods = page.getByRole('dialog', { name: 'Select payment method' });
      await expect(methods.getByRole('radio', { name: 'Visa XXXX-XXXX-XXXX-4242' })).toBeChecked();
      await methods.getByText('Add a new card').click();
      await methods.getByRole('button', { name: 'Save' }).click();

      // A new card opens on the card fields, not on the saved card.
      const add = page.getByRole('dialog', { name: 'Add payment method' });
      await expect(page).toHaveURL(/\/48213\/account\/payment\/methods\/add\?card=new$/);
      await expect(add.getByRole('textbox', { name: /Name on card/ })).toBeVisible();
      await expect(add.getByTestId('saved-card')).toBeHidden();
      const update = add.getByRole('button', { name: 'Update' });
      await expect(update).toBeDisabled();
      await fillCard(page);
      await page.screenshot({ path: info.outputPath('add-card.png'), fullPage: true });
      await update.click();
      await expect(page.getByText('Your payment details are saved')).toBeVisible();
      const updates = await sent('/48213/subscribe/update-card');
      expect(updates).toHaveLength(1);
      expect(updates[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(updates[0]?.body['gatewayData']).toEqual({ token: 'dev_tok_3220_1130_48213' });
      expect(String(updates[0]?.body['invoiceId'])).toMatch(/^card-update-\d+$/);

      await page.goto('/48213/dashboard/raf-popup');
      const referral = page.getByRole('dialog', { name: 'Recommend A Friend' });
      await expect(referral.getByTestId('referral-code')).toHaveText('RAF48213');
      await page.screenshot({ path: info.outputPath('referral.png') });
    },
  );
});
