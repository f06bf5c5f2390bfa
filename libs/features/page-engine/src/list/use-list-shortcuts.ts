// A list's own keyboard shortcuts (issue 20): `/` search, `j` / `k` move through the rows,
// `Enter` opens the current row, `x` checks it. The shell's global ones (`g o`, `g d`, `?`) sit in
// the shell; both follow `useShortcutKeys` (never while typing, in a menu or with a dialog open).
import type { ListConfig, ListRow } from '@site-admin/api-client';
import { toggleRow, useShortcutKeys, type RowSelectionChange } from '@site-admin/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { resolveLink } from './cells';
import { rowId } from './row-path';

/** A list's first link action (View, Edit): not a delete or a call. */
const linkAction = (config: ListConfig) =>
  (config.rows.actions ?? []).find(
    (candidate) => candidate.type !== 'delete' && candidate.type !== 'ajax',
  );

/** Whether a list's rows open at all: a link action or a linked column. */
export const rowsOpen = (config: ListConfig): boolean =>
  linkAction(config) !== undefined || config.rows.columns.some((column) => column.link);

/** Where Enter takes a row: its first link action (View, Edit), else its first linked column. */
export function rowOpenPath(config: ListConfig, row: ListRow, pagePath: string): string | null {
  const action = linkAction(config);
  if (action) return resolveLink(action.path ?? ':id/edit', row, pagePath);
  const column = config.rows.columns.find((candidate) => candidate.link);
  return column?.link ? resolveLink(column.link, row, pagePath) : null;
}

/** A control that uses Enter or x itself (a focused button, link, checkbox, tab). */
const OWN_KEYS =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="link"]';

interface ListShortcutOptions {
  config: ListConfig;
  rows: ListRow[];
  pagePath: string;
  /** The list's root: its search box and its rows are found inside. */
  rootRef: RefObject<HTMLElement | null>;
  /** Whether rows can be checked now. */
  selectable: boolean;
  onSelectionChange: (change: RowSelectionChange) => void;
}

/** The row keyboard shortcuts; returns the current row's id (null before `j` / `k`). */
export function useListShortcuts({
  config,
  rows,
  pagePath,
  rootRef,
  selectable,
  onSelectionChange,
}: ListShortcutOptions): string | null {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [currentId, setCurrentId] = useState<string | null>(null);
  const moved = useRef(false);
  const index = currentId === null ? -1 : rows.findIndex((row) => rowId(row) === currentId);
  const current = index === -1 ? null : (rows[index] ?? null);

  // The row moved to takes the focus, so it scrolls into view and is read out.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    rootRef.current?.querySelector<HTMLElement>('[data-current]')?.focus();
  }, [currentId, rootRef]);

  useShortcutKeys((key, event) => {
    const target = event.target instanceof Element ? event.target : null;
    switch (key) {
      case '/': {
        const search = rootRef.current?.querySelector<HTMLInputElement>('input[type="search"]');
        search?.focus();
        return search !== null && search !== undefined;
      }
      case 'j':
      case 'k': {
        if (rows.length === 0) return false;
        const next =
          index === -1 ? 0 : Math.min(rows.length - 1, Math.max(0, index + (key === 'j' ? 1 : -1)));
        const row = rows[next];
        if (!row) return false;
        moved.current = true;
        setCurrentId(rowId(row));
        if (next === index) rootRef.current?.querySelector<HTMLElement>('[data-current]')?.focus();
        return true;
      }
      case 'Enter': {
        if (!current || target?.closest(OWN_KEYS)) return false;
        const path = rowOpenPath(config, current, pagePath);
        if (path === null) return false;
        // The row's panel or page, keeping the list's query (as its View link does).
        void navigate(`${path}${search}`);
        return true;
      }
      case 'x': {
        if (!current || !selectable || target?.closest(OWN_KEYS)) return false;
        onSelectionChange(toggleRow(rowId(current)));
        return true;
      }
      default:
        return false;
    }
  });

  return current === null ? null : currentId;
}
