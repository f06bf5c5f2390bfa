import type { ListRow } from '@site-admin/api-client';
import type { RowSelection, RowSelectionChange } from '@site-admin/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { rowId } from './row-path';

/** The checked rows of a list; loading a new query clears them (spec 1 section 4). */
export function useListSelection(rows: ListRow[]) {
  const location = useLocation();
  const [selecting, setSelecting] = useState(false);
  const [checked, setChecked] = useState<{ query: string; ids: RowSelection }>({
    query: location.search,
    ids: {},
  });
  const selection = checked.query === location.search ? checked.ids : {};
  const clearSelection = () => setChecked({ query: location.search, ids: {} });
  return {
    selection,
    /** Applies a check to the rows checked when it runs (rows of a query since left are gone). */
    changeSelection: (change: RowSelectionChange) =>
      setChecked((previous) => ({
        query: location.search,
        ids: change(previous.query === location.search ? previous.ids : {}),
      })),
    clearSelection,
    selectedRows: rows.filter((row) => selection[rowId(row)] === true),
    /** On mobile and tablet, checking rows is a mode the owner toggles. */
    selecting,
    toggleSelecting: () => {
      setSelecting(!selecting);
      clearSelection();
    },
  };
}
