import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { Notifications, notify } from './notifications';
import { UiProvider } from './ui-provider';

describe('Notifications', () => {
  it('draws nothing until the first notification, then shows it', async () => {
    const { container } = render(
      <UiProvider i18n={createI18n()}>
        <Notifications />
      </UiProvider>,
    );
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    expect(container).toBeEmptyDOMElement();
    act(() => notify({ type: 'success', title: 'Order saved', description: 'Order 10482' }));
    expect(await screen.findByText('Order saved')).toBeInTheDocument();
    expect(screen.getByText('Order 10482')).toBeInTheDocument();
  });
});
