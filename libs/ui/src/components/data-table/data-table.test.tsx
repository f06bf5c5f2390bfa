import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { UiProvider } from '../ui-provider';
import { DataTable } from './data-table';
import type { RowSelection, RowSelectionChange } from './row-selection';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

/** A page that re-renders the table with new column objects, as a list does on every render. */
function Page() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => setRenders(renders + 1)}>Render again</button>
      <DataTable
        label="Orders"
        rows={[{ id: '1' }]}
        getRowId={(row) => row.id}
        columns={[{ id: 'count', header: 'Count', cell: () => <Counter /> }]}
      />
    </>
  );
}

describe('DataTable', () => {
  it('keeps a cell’s state when the table renders again with new columns', async () => {
    render(
      <UiProvider i18n={createI18n()}>
        <Page />
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Render again' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeVisible();
  });

  it('counts every check made before the table draws again', async () => {
    const onSelectionChange = vi.fn<(change: RowSelectionChange) => void>();
    render(
      <UiProvider i18n={createI18n()}>
        <DataTable
          label="Orders"
          rows={[{ id: '10474' }, { id: '10466' }]}
          getRowId={(row) => row.id}
          columns={[{ id: 'id', header: 'Order', cell: (row) => row.id }]}
          selectable
          selection={{}}
          onSelectionChange={onSelectionChange}
        />
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 10474' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 10466' }));
    const checked = onSelectionChange.mock.calls.reduce<RowSelection>(
      (selection, [change]) => change(selection),
      {},
    );
    expect(checked).toEqual({ '10474': true, '10466': true });
  });
});
