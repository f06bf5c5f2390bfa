import { Button, HStack, Text } from '@chakra-ui/react';
import { ModalBoundary, notify, useTexts } from '@site-admin/ui';
import { lazy, useState } from 'react';
import { usePageContext } from '../../page-context';
import {
  activeView,
  addView,
  deleteView,
  renameView,
  viewQueryOf,
  withView,
  type SavedView,
} from './saved-views';
import { savedViewsTexts } from './saved-views-texts';
import { useSavedViews } from './use-saved-views';
import type { ViewsDialogMode } from './view-dialogs';

// The dialog loads when first opened.
const ViewsDialog = lazy(() => import('./view-dialogs').then((m) => ({ default: m.ViewsDialog })));

/**
 * The owner's saved views beside the server's predefined tabs: choosing one applies its query
 * (the address is the state); Save view keeps the current one; Manage views renames and deletes.
 */
export function SavedViewsBar() {
  const { t } = useTexts('savedViews', savedViewsTexts);
  const { siteid, pagePath, state, defaults, apply } = usePageContext();
  const { views, save } = useSavedViews(siteid, pagePath);
  const [dialog, setDialog] = useState<ViewsDialogMode | null>(null);
  const active = activeView(views, state, defaults);

  const store = (next: SavedView[], done: string) => {
    const kept = save(next);
    notify(
      kept
        ? { type: 'success', title: done }
        : { type: 'warning', title: done, description: t('notStored') },
    );
  };

  return (
    <HStack role="group" aria-label={t('label')} gap="2" wrap="wrap">
      {views.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('none')}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            {t('label')}
          </Text>
          {views.map((view) => (
            <Button
              key={view.name}
              size="xs"
              variant={view === active ? 'solid' : 'outline'}
              aria-pressed={view === active}
              onClick={() => apply((current) => withView(current, view))}
            >
              {view.name}
            </Button>
          ))}
        </>
      )}
      <Button size="xs" variant="ghost" onClick={() => setDialog({ kind: 'save' })}>
        {t('save')}
      </Button>
      {views.length > 0 ? (
        <Button size="xs" variant="ghost" onClick={() => setDialog({ kind: 'manage' })}>
          {t('manage')}
        </Button>
      ) : null}

      {dialog ? (
        <ModalBoundary onClose={() => setDialog(null)}>
          <ViewsDialog
            mode={dialog}
            views={views}
            onModeChange={setDialog}
            onClose={() => setDialog(null)}
            onSave={(name) => {
              store(addView(views, { name, query: viewQueryOf(state) }), t('saved', { name }));
              setDialog(null);
            }}
            onRename={(from, to) => {
              store(renameView(views, from, to), t('renamed', { name: to }));
              setDialog({ kind: 'manage' });
            }}
            onDelete={(name) => store(deleteView(views, name), t('deleted', { name }))}
          />
        </ModalBoundary>
      ) : null}
    </HStack>
  );
}
