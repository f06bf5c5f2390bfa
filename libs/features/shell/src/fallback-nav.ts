import type { SidebarEntry } from '@site-admin/api-client';
import type { TFunction } from 'i18next';

/**
 * A main page of the route table, for the top bar's section menus when the sidebar call fails:
 * its section, its link (with `:siteid`) and the key of its name in the shell's texts
 * (`fallbackPages.{page}`).
 */
export interface FallbackPage {
  section: string;
  link: string;
  page: string;
}

/** The route table's main pages as sidebar entries, one per section, in the table's order. */
export function fallbackSections(pages: readonly FallbackPage[], t: TFunction): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  for (const { section, link, page } of pages) {
    let entry = entries.find((candidate) => candidate.section === section);
    if (!entry) {
      entry = { section, colour: 'electric-blue', config: [] };
      entries.push(entry);
    }
    entry.config.push({ label: t(`fallbackPages.${page}`), link, icon: 'file' });
  }
  return entries;
}
