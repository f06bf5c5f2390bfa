import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { UiProvider } from '../ui-provider';
import { TablePagination } from './table-pagination';

function renderPagination(perPage: number, onPerPageChange = vi.fn()) {
  render(
    <UiProvider i18n={createI18n()}>
      <TablePagination
        page={1}
        lastPage={4}
        perPage={perPage}
        total={12}
        from={1}
        to={perPage}
        onPageChange={vi.fn()}
        onPerPageChange={onPerPageChange}
      />
    </UiProvider>,
  );
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
  const options = within(select)
    .getAllByRole<HTMLOptionElement>('option')
    .map((option) => option.value);
  return { select, options };
}

describe('the page-size choice', () => {
  it('offers 10, 25 and 50, showing the size in use', () => {
    const { select, options } = renderPagination(50);
    expect(options).toEqual(['10', '25', '50']);
    expect(select).toHaveValue('50');
  });

  it('shows a size it does not offer as the one in use, in its place among the others', () => {
    const { select, options } = renderPagination(3);
    expect(select).toHaveValue('3');
    expect(options).toEqual(['3', '10', '25', '50']);
  });

  it('still offers the usual sizes beside it', async () => {
    const onPerPageChange = vi.fn();
    const { select } = renderPagination(30, onPerPageChange);
    expect(select).toHaveValue('30');
    await userEvent.selectOptions(select, '25');
    expect(onPerPageChange).toHaveBeenCalledWith(25);
  });
});

describe('the range shown', () => {
  it('groups the thousands of a big shop, as en-GB writes them', () => {
    render(
      <UiProvider i18n={createI18n()}>
        <TablePagination
          page={41}
          lastPage={400}
          perPage={25}
          total={10000}
          from={1001}
          to={1025}
          onPageChange={vi.fn()}
          onPerPageChange={vi.fn()}
        />
      </UiProvider>,
    );
    expect(screen.getByText('1,001–1,025 of 10,000')).toBeVisible();
  });
});
