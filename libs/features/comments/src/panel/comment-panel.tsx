import { Alert, Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { commentQuery, useApiClient, type BlogComment } from '@site-admin/api-client';
import type { PageHost, PanelProps } from '@site-admin/extensions';
import {
  ConfirmDeleteModal,
  LoadingState,
  SidePanel,
  ProgressButton,
  useTexts,
  fieldSlotRecipe,
  inputRecipe,
  textareaRecipe,
} from '@site-admin/ui';
import dayjs from 'dayjs';
import { useState } from 'react';
import { commentsTexts } from '../i18n/en-gb';
import { parseCommentPath, type CommentLocation } from '../comment-path';
import { NotSpamConfirm } from './not-spam-confirm';
import { useCommentModeration } from './use-comment-moderation';

/** Spec 1 section 9: a date with its time reads 'F j, Y h:i K' (November 14, 2026 09:05 AM). */
export const formatCommentDate = (value: string) => dayjs(value).format('MMMM D, YYYY hh:mm A');

function PanelAlert({
  title,
  onClose,
  message,
}: {
  title: string;
  onClose: () => void;
  message: string;
}) {
  return (
    <SidePanel title={title} onClose={onClose}>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
    </SidePanel>
  );
}

/** The comment panel (`comments/detail`): who wrote what and when, and what can be done with it. */
export function CommentPanel({ host, path }: PanelProps) {
  const { t } = useTexts('comments', commentsTexts);
  const location = parseCommentPath(path);
  if (!location)
    return (
      <PanelAlert
        title={t('panel.heading')}
        onClose={host.closePanel}
        message={t('panel.notAComment')}
      />
    );
  return <CommentPanelView location={location} host={host} />;
}

function CommentPanelView({ location, host }: { location: CommentLocation; host: PageHost }) {
  const { t } = useTexts('comments', commentsTexts);
  const { siteid, pageid, id } = location;
  const query = useQuery(commentQuery(useApiClient(), { siteid, pageid, id }));
  if (query.isPending)
    return (
      <SidePanel title={t('panel.heading')} onClose={host.closePanel}>
        <LoadingState label={t('panel.loading')} />
      </SidePanel>
    );
  if (query.isError)
    return (
      <PanelAlert
        title={t('panel.heading')}
        onClose={host.closePanel}
        message={`${t('panel.loadFailed')}: ${query.error.message}`}
      />
    );
  return <CommentDetails comment={query.data.model} location={location} host={host} />;
}

type Confirming = 'delete' | 'not-spam' | null;

function CommentDetails({
  comment,
  location,
  host,
}: {
  comment: BlogComment;
  location: CommentLocation;
  host: PageHost;
}) {
  const { t } = useTexts('comments', commentsTexts);
  const { siteid, pageid, id } = location;
  const moderation = useCommentModeration({ siteid, pageid, id }, host);
  const [confirming, setConfirming] = useState<Confirming>(null);
  // A question stays open, showing its progress, while its call runs, and closes once the call is
  // over: the panel's buttons are enabled again by then, so the focus goes back to the one that
  // asked. (Closed at once, it gave the focus to a disabled button and the panel put it in the
  // message.) On success the panel closes.
  const [wasBusy, setWasBusy] = useState(moderation.busy);
  if (moderation.busy !== wasBusy) {
    setWasBusy(moderation.busy);
    if (!moderation.busy) setConfirming(null);
  }
  const spam = comment.is_spam || location.fromSpamList;
  // Who wrote it and when: the panel's title, and what the delete question names.
  const heading = t('panel.title', {
    author: comment.author_name,
    date: formatCommentDate(comment.created_at),
    interpolation: { escapeValue: false },
  });
  const footer = (
    <HStack gap="2" wrap="wrap" justify="flex-end" w="full">
      {comment.is_spam ? (
        <Button
          variant="outline"
          onClick={() => setConfirming('not-spam')}
          disabled={moderation.busy}
        >
          {t('panel.notSpam')}
        </Button>
      ) : null}
      {comment.approved ? null : (
        <ProgressButton
          colorPalette="green"
          onClick={moderation.approve}
          loading={moderation.approving}
          disabled={moderation.busy}
        >
          {t('panel.approve')}
        </ProgressButton>
      )}
      <Button
        colorPalette="red"
        variant="outline"
        onClick={() => setConfirming('delete')}
        disabled={moderation.busy}
      >
        {t('panel.delete')}
      </Button>
    </HStack>
  );
  return (
    <SidePanel title={heading} onClose={host.closePanel} footer={footer}>
      <Stack gap="4">
        {/* The visitor's words are text: shown as field values, never as HTML. */}
        <Field.Root recipe={fieldSlotRecipe} readOnly>
          <Field.Label>{t('panel.message')}</Field.Label>
          <Textarea recipe={textareaRecipe} value={comment.message} readOnly autoresize minH="32" />
        </Field.Root>
        <Field.Root recipe={fieldSlotRecipe} readOnly>
          <Field.Label>{t('panel.email')}</Field.Label>
          <Input recipe={inputRecipe} value={comment.author_email} readOnly />
        </Field.Root>
      </Stack>
      {confirming === 'delete' ? (
        <ConfirmDeleteModal
          noun="comment"
          name={heading}
          busy={moderation.deleting}
          onCancel={() => setConfirming(null)}
          onConfirm={() => moderation.remove(spam)}
        />
      ) : null}
      {confirming === 'not-spam' ? (
        <NotSpamConfirm
          busy={moderation.markingNotSpam}
          onCancel={() => setConfirming(null)}
          onConfirm={(report) => moderation.markNotSpam(report)}
        />
      ) : null}
    </SidePanel>
  );
}
