/** The checked rows of a list, by row id. */
export type RowSelection = Record<string, boolean>;

/**
 * A change of the checked rows, as a function of the rows checked when it applies: two checks
 * made before the list draws again (a quick double tap on a slow phone) both count, where two
 * copies of the selection last drawn would each drop the other's.
 */
export type RowSelectionChange = (current: RowSelection) => RowSelection;

/** Checks or unchecks one row; `checked` left out flips it. */
export const toggleRow =
  (id: string, checked?: boolean): RowSelectionChange =>
  (current) => {
    const next = { ...current };
    if (checked ?? current[id] !== true) next[id] = true;
    else Reflect.deleteProperty(next, id);
    return next;
  };
