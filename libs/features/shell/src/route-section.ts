import { useMatches } from 'react-router';

/** What a route declares in its `handle`: the sidebar section it belongs to. */
export interface ShellRouteHandle {
  section?: string;
}

function sectionOf(handle: unknown): string | undefined {
  if (typeof handle === 'object' && handle !== null && 'section' in handle) {
    return typeof handle.section === 'string' ? handle.section : undefined;
  }
  return undefined;
}

/** The sidebar section of the deepest route that names one. */
export function useRouteSection(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const section = sectionOf(matches[i]?.handle);
    if (section) return section;
  }
  return undefined;
}
