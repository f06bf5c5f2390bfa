import { lazy, type ReactNode } from 'react';
import { ModalBoundary } from './part-boundary';

export type SidePanelSize = 'small' | 'medium' | 'large' | 'full';

export interface SidePanelProps {
  title: ReactNode;
  /** Medium unless the page's panelSize says otherwise. */
  size?: SidePanelSize;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

// The drawer's code loads when a panel first opens, not with every screen that can open one.
const loadDrawer = () => import('./side-panel-drawer');
const SidePanelDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.SidePanelDrawer })));

/**
 * Starts loading the drawer's code: a panel opened by its address asks for it with the panel's
 * own code, instead of once the panel has drawn.
 */
export const preloadSidePanel = (): Promise<unknown> => loadDrawer();

/**
 * A panel over the page from the right; it closes on Escape and on a click outside it. If its
 * code cannot load, a notice at the foot of the screen says so (Close closes the panel) and the
 * page under it stays.
 */
export function SidePanel(props: SidePanelProps) {
  return (
    <ModalBoundary onClose={props.onClose}>
      <SidePanelDrawer {...props} />
    </ModalBoundary>
  );
}
