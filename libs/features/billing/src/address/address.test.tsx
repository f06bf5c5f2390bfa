import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  http,
  renderRoutes,
  server,
  setupMockNetwork,
  showClientNotice,
} from '@site-admin/testing';
import { useQuery } from '@tanstack/react-query';
import { subscriptionDetailsQuery, useApiClient } from '@site-admin/api-client';
import { describe, expect, it, vi } from 'vitest';
import { address, details } from '../test/fixtures';
import { AddressForm } from './address-form';
import {
  LOOKUP_OPTIONS,
  LOOKUP_SCRIPT,
  LOOKUP_SELECT_EVENT,
  LOOKUP_STYLESHEET,
} from './address-lookup';
import { AddressSection } from './address-section';
import { addressLines } from './address-summary';
import { addressFromLookup } from './lookup-address';

setupMockNetwork();

describe('address rules', () => {
  it('summarises without GB and with the postcode upper-cased', () => {
    expect(addressLines(address)).toEqual([
      'Unit 4, Marlowe Yard',
      '14 Tanners Lane',
      'Stoke-on-Trent',
      'Staffordshire',
      'ST1 3PD',
    ]);
    expect(addressLines({ ...address, address2: null, country: 'IE' }).at(-1)).toBe('Ireland');
  });

  it('fills the county from the province, its name or its code', () => {
    expect(
      addressFromLookup({ line1: '1 High St', provinceName: 'Kent', countryIso2: 'gb' }),
    ).toMatchObject({
      county: 'Kent',
      address2: null,
      country: 'GB',
    });
    expect(
      addressFromLookup({ provinceCode: 'KK', postalCode: 'r95 a2x6', countryIso2: 'IE' }),
    ).toMatchObject({
      county: 'KK',
      postcode: 'R95 A2X6',
      country: 'IE',
    });
    expect(addressFromLookup({ province: 'Co. Kilkenny', provinceCode: 'KK' }).county).toBe(
      'Co. Kilkenny',
    );
  });
});

describe('AddressForm', () => {
  it('asks for the required fields, then shows each field’s first message from a 422', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/{siteid}/subscribe/address', ({ response }) =>
        response(422).json({
          message: 'The given data was invalid.',
          errors: { postcode: ['The postcode is not a valid UK postcode.', 'second'] },
        }),
      ),
    );
    const onSaved = vi.fn();
    renderRoutes(
      [
        {
          path: '/:siteid',
          element: <AddressForm siteid={48213} address={null} onSaved={onSaved} />,
        },
      ],
      '/48213',
    );
    await user.click(await screen.findByRole('button', { name: 'Save address' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    await user.type(
      screen.getByRole('textbox', { name: /^Address(?! 2)/ }),
      'Unit 4, Marlowe Yard',
    );
    await user.type(screen.getByRole('textbox', { name: /Town/ }), 'Stoke-on-Trent');
    await user.type(screen.getByRole('textbox', { name: /County/ }), 'Staffordshire');
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), 'XX1');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The postcode is not a valid UK postcode.')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Town/ })).toHaveValue('Stoke-on-Trent');
    await waitFor(() => expect(onSaved).not.toHaveBeenCalled());
  });

  it('tells a server error in one notice, the client’s, saying the address was not saved, and keeps the fields', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/{siteid}/subscribe/address', ({ response }) => {
        // As the app's session middleware does for a reply of 500 or more.
        showClientNotice('server-error');
        return response(500).json({ message: 'Server Error' });
      }),
    );
    const onSaved = vi.fn();
    renderRoutes(
      [
        {
          path: '/:siteid',
          element: <AddressForm siteid={48213} address={address} onSaved={onSaved} />,
        },
      ],
      '/48213',
    );
    const town = screen.getByRole('textbox', { name: /Town/ });
    await user.clear(town);
    await user.type(town, 'Hanley');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const failed = await screen.findByText('Your address has not been saved. Please try again.');
    const notices = document.querySelectorAll(
      '[data-scope="toast"][data-part="root"][data-state="open"]',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent('A server error has occurred');
    expect(notices[0]).toContainElement(failed);
    expect(screen.getAllByText(/Your address has not been saved/)).toHaveLength(1);
    expect(town).toHaveValue('Hanley');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says a failure no notice has told in its own notice', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/{siteid}/subscribe/address', ({ response }) =>
        response(403).json({ message: 'This action is unauthorized.' }),
      ),
    );
    renderRoutes(
      [
        {
          path: '/:siteid',
          element: <AddressForm siteid={48213} address={address} onSaved={vi.fn()} />,
        },
      ],
      '/48213',
    );
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const failed = await screen.findByText('Your address has not been saved. Please try again.');
    const notices = document.querySelectorAll(
      '[data-scope="toast"][data-part="root"][data-state="open"]',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContainElement(failed);
  });

  it('re-prices the details first, then tells the caller the address is saved', async () => {
    const user = userEvent.setup();
    let detailsAsked = 0;
    server.use(
      http.get('/{siteid}/subscribe/details', ({ response }) => {
        detailsAsked += 1;
        return response(200).json(details);
      }),
      http.post('/{siteid}/subscribe/address', async ({ request, response }) =>
        response(200).json(await request.json()),
      ),
    );
    const askedWhenSaved: number[] = [];
    function Page() {
      useQuery(subscriptionDetailsQuery(useApiClient(), 48213));
      return (
        <AddressForm
          siteid={48213}
          address={address}
          onSaved={() => askedWhenSaved.push(detailsAsked)}
        />
      );
    }
    renderRoutes([{ path: '/:siteid', element: <Page /> }], '/48213');
    await waitFor(() => expect(detailsAsked).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(askedWhenSaved).toEqual([2]));
  });
});

describe('the address lookup', () => {
  const lookupScript = () =>
    document.head.querySelector<HTMLScriptElement>(`script[src="${LOOKUP_SCRIPT}"]`);

  it("fills the form with a picked result, for the owner to check and save (the service's script and stylesheet loaded)", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.post('/{siteid}/subscribe/address', async ({ request, response }) => {
        const body = await request.json();
        sent.push(body);
        return response(200).json(body);
      }),
    );
    const onSaved = vi.fn();
    renderRoutes(
      [
        {
          path: '/:siteid',
          element: <AddressSection siteid={48213} address={null} onSaved={onSaved} />,
        },
      ],
      '/48213',
    );
    expect(document.head.querySelector(`link[href="${LOOKUP_STYLESHEET}"]`)).not.toBeNull();
    const script = lookupScript();
    expect(JSON.parse(script?.dataset['options'] ?? '{}')).toEqual(LOOKUP_OPTIONS);
    // Until the script is in, only manual entry shows.
    expect(screen.queryByRole('textbox', { name: 'Search for your address' })).toBeNull();
    script?.dispatchEvent(new Event('load'));

    const search = await screen.findByRole('textbox', { name: 'Search for your address' });
    search.dispatchEvent(
      new CustomEvent(LOOKUP_SELECT_EVENT, {
        detail: {
          line1: '14 Tanners Lane',
          city: 'Stoke-on-Trent',
          provinceName: 'Staffordshire',
          postalCode: 'st1 3pd',
          countryIso2: 'GB',
        },
      }),
    );
    expect(await screen.findByRole('textbox', { name: /^Address( \*)?$/ })).toHaveValue(
      '14 Tanners Lane',
    );
    expect(screen.getByRole('textbox', { name: /County/ })).toHaveValue('Staffordshire');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        address1: '14 Tanners Lane',
        address2: null,
        town: 'Stoke-on-Trent',
        county: 'Staffordshire',
        postcode: 'ST1 3PD',
        country: 'GB',
      },
    ]);
  });

  it('stays hidden when its script cannot load, and manual entry opens the empty form', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/:siteid',
          element: <AddressSection siteid={48213} address={null} onSaved={() => undefined} />,
        },
      ],
      '/48213',
    );
    lookupScript()?.dispatchEvent(new Event('error'));
    await user.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    expect(screen.queryByRole('textbox', { name: 'Search for your address' })).toBeNull();
    expect(await screen.findByRole('textbox', { name: /^Address( \*)?$/ })).toHaveValue('');
  });
});
