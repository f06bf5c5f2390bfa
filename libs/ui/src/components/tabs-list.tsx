import { Tabs } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/** Marks the edges of the strip that have tabs beyond them (scrolled out of sight). */
function markHiddenTabs(list: HTMLElement | null) {
  if (!list) return;
  const scrolled = Math.abs(list.scrollLeft);
  list.toggleAttribute('data-more-start', scrolled > 1);
  list.toggleAttribute('data-more-end', list.scrollWidth - list.clientWidth - scrolled > 1);
}

/**
 * Scrolls the chosen tab into the strip's view, clear of the chevrons, without moving the page: a
 * phone's list opened on its last tab ('Spam') had it half under the end's chevron.
 */
function showChosenTab(list: HTMLElement, tab: Element) {
  const strip = list.getBoundingClientRect();
  const shown = tab.getBoundingClientRect();
  // The chevrons drawn now (none where the strip has nothing beyond that edge).
  const chevron = (pseudo: '::before' | '::after') =>
    parseFloat(getComputedStyle(list, pseudo).width) || 0;
  if (
    shown.left >= strip.left + chevron('::before') &&
    shown.right <= strip.right - chevron('::after')
  )
    return;
  // Centred, it is clear of both chevrons wherever the strip can scroll that far.
  list.scrollLeft += (shown.left + shown.right - strip.left - strip.right) / 2;
}

/**
 * An edge with more tabs beyond it: a chevron over the tabs fading out under it, kept at the edge
 * as the strip scrolls (it takes no room: its margin gives back its width). The chevron is not
 * read out (the empty alternative text after the slash).
 */
const edge = (side: 'start' | 'end') => ({
  content: side === 'end' ? '"›" / ""' : '"‹" / ""',
  position: 'sticky',
  [side === 'end' ? 'insetInlineEnd' : 'insetInlineStart']: 0,
  [side === 'end' ? 'marginInlineStart' : 'marginInlineEnd']: '-8',
  zIndex: 1,
  flexShrink: 0,
  width: '8',
  display: 'flex',
  alignItems: 'center',
  justifyContent: side === 'end' ? 'flex-end' : 'flex-start',
  paddingInline: '1',
  color: 'fg.muted',
  fontSize: 'xl',
  // The surface under the strip; a strip on another colour sets --tabs-edge-bg.
  background: `linear-gradient(to ${side === 'end' ? 'left' : 'right'}, var(--tabs-edge-bg, var(--chakra-colors-bg)) 50%, transparent)`,
  pointerEvents: 'none',
});

const scrollHint = {
  overflowX: 'auto',
  '& > [data-part=trigger]': { flexShrink: 0 },
  '&[data-more-start]::before': edge('start'),
  '&[data-more-end]::after': edge('end'),
} as const;

/**
 * A tab strip (Chakra's `Tabs.List`) that scrolls sideways when its tabs do not fit, as on a
 * phone, and shows a chevron at each edge with more tabs beyond it, for as long as it has.
 */
export function TabsList({ css, ...props }: Tabs.ListProps) {
  const list = useRef<HTMLDivElement>(null);
  // Tabs added, renamed or given their counts.
  useEffect(() => markHiddenTabs(list.current));
  // The chosen tab in view when the strip first draws and when another is chosen (not on every
  // draw: a strip the owner scrolled stays where they left it).
  const shownTab = useRef<Element | null>(null);
  useEffect(() => {
    const chosen = list.current?.querySelector('[aria-selected="true"]') ?? null;
    if (chosen === shownTab.current) return;
    shownTab.current = chosen;
    if (list.current && chosen) showChosenTab(list.current, chosen);
  });
  useEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const mark = () => markHiddenTabs(element);
    element.addEventListener('scroll', mark, { passive: true });
    const resize = new ResizeObserver(mark);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', mark);
      resize.disconnect();
    };
  }, []);
  return <Tabs.List ref={list} css={[scrollHint, css]} {...props} />;
}
