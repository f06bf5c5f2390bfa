const FOCUSABLE =
  'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * Focuses a form field by name and scrolls it into view (RJSF names its inputs `root_{name}`): the
 * input itself, else the first control inside the field (a radio group, a picker).
 */
export function focusField(container: HTMLElement | null, name: string): boolean {
  if (container === null) return false;
  const id = `root_${name}`;
  const byId = Array.from(container.querySelectorAll<HTMLElement>('[id]')).find(
    (element) => element.id === id,
  );
  const target = byId?.matches(FOCUSABLE) ? byId : byId?.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}
