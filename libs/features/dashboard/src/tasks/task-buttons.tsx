import { Button, HStack } from '@chakra-ui/react';
import type { Task, TaskAction } from '@site-admin/api-client';
import { useTexts } from '@site-admin/ui';
import { useNavigate } from 'react-router';
import { dashboardTexts } from '../i18n/en-gb';
import { isAppPath } from '../parts/app-link';

const variantOf = (style: string | undefined) =>
  style === 'secondary' ? 'outline' : style === 'link' ? 'ghost' : 'solid';

interface TaskButtonsProps {
  task: Task;
  onComplete: (action?: TaskAction) => void;
  onDismiss: (action?: TaskAction) => void;
  onVideo: (videoId: string) => void;
  /** Runs an ajax action (its reply updates the action and the task). */
  onAct: (action: TaskAction) => void;
  /** The ajax actions on their way. */
  running: ReadonlySet<string>;
}

/**
 * A task's buttons: its actions (complete, dismiss, video, ajax, or a link), a video button when
 * it has one, and Dismiss.
 */
export function TaskButtons({
  task,
  onComplete,
  onDismiss,
  onVideo,
  onAct,
  running,
}: TaskButtonsProps) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  const navigate = useNavigate();
  const actions = task.actions ?? [];
  const press = (action: TaskAction) => {
    if (action.type === 'complete') return onComplete(action);
    if (action.type === 'dismiss') return onDismiss(action);
    if (action.type === 'video' && task.videoId) return onVideo(task.videoId);
    if (action.type === 'ajax') return onAct(action);
    if (!action.link) return undefined;
    if (isAppPath(action.link)) return navigate(action.link);
    window.open(action.link, '_blank', 'noopener,noreferrer');
    return undefined;
  };
  const hasVideoAction = actions.some((action) => action.type === 'video');
  return (
    <HStack gap="2" wrap="wrap">
      {actions.map((action) => (
        <Button
          key={action.id}
          size="sm"
          colorPalette="blue"
          variant={variantOf(action.buttonProperties?.type ?? action.type)}
          disabled={action.disabled ?? false}
          loading={running.has(action.id)}
          onClick={() => press(action)}
        >
          {action.buttonText}
        </Button>
      ))}
      {task.videoId && !hasVideoAction ? (
        <Button size="sm" variant="outline" onClick={() => task.videoId && onVideo(task.videoId)}>
          {t('tasks.watchVideo')}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={() => onDismiss()}>
        {t('tasks.dismiss')}
      </Button>
    </HStack>
  );
}
