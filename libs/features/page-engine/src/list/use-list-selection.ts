import type { ListRow } from '@site-admin/api-client';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { rowId } from './row-path';

/** The checked rows of a list; loading a new query clears them (spec 1 section 4). */
export function useListSelection(rows: ListRow[]) {
  const location = useLocation();
  const [selecting, setSelecting] = useState(false);
  const [checked, setChecked] = useState<{ query: string; ids: Record<string, boolean> }>({
    query: location.search,
    ids: {},
  });
  const selection = checked.query === location.search ? checked.ids : {};
  const setSelection = (ids: Record<string, boolean>) =>
    setChecked({ query: location.search, ids });
  return {
    selection,
    setSelection,
    selectedRows: rows.filter((row) => selection[rowId(row)] === true),
    /** On mobile and tablet, checking rows is a mode the owner toggles. */
    selecting,
    toggleSelecting: () => {
      setSelecting(!selecting);
      setSelection({});
    },
  };
}
