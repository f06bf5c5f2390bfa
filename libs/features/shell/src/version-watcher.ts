import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useOptionalSessionController } from './session-provider';

const loadAfresh = (href: string) => window.location.assign(href);

/** After a reply announced a new app version, the next navigation loads the page afresh. */
export function useReloadWhenOutdated(reload: (href: string) => void = loadAfresh): void {
  const controller = useOptionalSessionController();
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (controller?.isOutdated()) reload(window.location.href);
  }, [location, controller, reload]);
}
