import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { FilterGroup } from './filter-group';
import { UiProvider } from './ui-provider';

function renderGroup(fixed: boolean) {
  render(
    <UiProvider i18n={createI18n()}>
      <FilterGroup title="Payment method" fixed={fixed}>
        <label>
          <input type="checkbox" defaultChecked /> Stripe
        </label>
      </FilterGroup>
    </UiProvider>,
  );
}

describe('FilterGroup', () => {
  it('is an accordion section, open to start with, that keeps what was picked when closed', async () => {
    renderGroup(false);
    const group = screen.getByRole('group', { name: 'Payment method' });
    const toggle = screen.getByRole('button', { name: 'Payment method' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'Stripe' })).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Stripe' })).toBeNull();
    expect(group).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.getByRole('checkbox', { name: 'Stripe' })).toBeChecked();
  });

  it('stays open without a toggle when the filter disables its accordion', () => {
    renderGroup(true);
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Stripe' })).toBeVisible();
  });
});
