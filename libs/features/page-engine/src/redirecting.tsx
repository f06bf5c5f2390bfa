import { LoadingState } from '@site-admin/ui';
import { useEffect } from 'react';
import { usePageEngineCoreTexts } from './i18n/use-core-texts';
import { useNavigate } from 'react-router';
import { sameOriginPath } from './same-origin';

/** A `legacy-redirect` reply: follows a same-origin target (in the app when it is a site page). */
export function Redirecting({ target, siteid }: { target: string; siteid: string | undefined }) {
  const { t } = usePageEngineCoreTexts();
  const navigate = useNavigate();
  useEffect(() => {
    const path = sameOriginPath(target);
    if (path === null) return;
    if (siteid !== undefined && path.startsWith(`/${siteid}/`)) navigate(path, { replace: true });
    else window.location.assign(path);
  }, [target, siteid, navigate]);
  return <LoadingState label={t('list.redirecting')} />;
}
