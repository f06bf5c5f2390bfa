import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { UiProvider } from '../ui-provider';
import type { RowSelection, RowSelectionChange } from './row-selection';
import { SwipeList } from './swipe-list';

interface Row {
  id: string;
  customer: string;
}
const rows: Row[] = [
  { id: '10474', customer: 'Fiona Campbell' },
  { id: '10470', customer: 'Hamish MacLeod' },
];

function List({ onOpen, selecting = false }: { onOpen: (row: Row) => void; selecting?: boolean }) {
  const [selection, setSelection] = useState<Record<string, boolean>>({});
  return (
    <SwipeList
      label="Orders"
      rows={rows}
      getRowId={(row) => row.id}
      renderRow={(row) => (
        <>
          <span>{row.customer}</span>
          <select aria-label={`Status ${row.id}`}>
            <option>Pending</option>
          </select>
          {/* A cell's dialog, drawn elsewhere: its text is no part of the card. */}
          {createPortal(<p>{`Email to ${row.customer}`}</p>, document.body)}
        </>
      )}
      rowActions={(row) => <button>{`View ${row.id}`}</button>}
      selecting={selecting}
      selection={selection}
      onSelectionChange={setSelection}
      onOpen={onOpen}
    />
  );
}

const draw = (props: Parameters<typeof List>[0]) =>
  render(
    <UiProvider i18n={createI18n()}>
      <List {...props} />
    </UiProvider>,
  );

describe('SwipeList', () => {
  it('opens a row on a tap on its card, not on a tap on a control inside it', async () => {
    const onOpen = vi.fn();
    draw({ onOpen });
    await userEvent.click(screen.getByText('Hamish MacLeod'));
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status 10474' }));
    await userEvent.click(screen.getByRole('button', { name: 'View 10474' }));
    await userEvent.click(screen.getByText('Email to Fiona Campbell'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('checks a row on a tap on its card while selecting', async () => {
    const onOpen = vi.fn();
    draw({ onOpen, selecting: true });
    await userEvent.click(screen.getByText('Fiona Campbell'));
    expect(screen.getByRole('checkbox', { name: /10474/ })).toBeChecked();
    await userEvent.click(screen.getByText('Fiona Campbell'));
    expect(screen.getByRole('checkbox', { name: /10474/ })).not.toBeChecked();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('counts every check made before the list draws again', async () => {
    // The list is never drawn again here, as when a slow phone takes a second tap before it has
    // drawn the first: each check must still add to the one before.
    const onSelectionChange = vi.fn<(change: RowSelectionChange) => void>();
    render(
      <UiProvider i18n={createI18n()}>
        <SwipeList
          label="Orders"
          rows={rows}
          getRowId={(row) => row.id}
          renderRow={(row) => <span>{row.customer}</span>}
          selecting
          selection={{}}
          onSelectionChange={onSelectionChange}
        />
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /10474/ }));
    await userEvent.click(screen.getByText('Hamish MacLeod'));
    const checked = onSelectionChange.mock.calls.reduce<RowSelection>(
      (selection, [change]) => change(selection),
      {},
    );
    expect(checked).toEqual({ '10474': true, '10470': true });
  });
});
