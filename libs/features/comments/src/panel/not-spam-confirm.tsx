import { Button, Text } from '@chakra-ui/react';
import { ModalFrame, useTexts } from '@site-admin/ui';
import { useState } from 'react';
import { commentsTexts } from '../i18n/en-gb';

interface NotSpamConfirmProps {
  /** Called with whether to also report the comment to the spam filter. */
  onConfirm: (report: boolean) => void;
  onCancel: () => void;
  /** The choice is being sent: the question stays, its choices disabled. */
  busy?: boolean;
}

/** Not Spam asks first whether to also report the comment as not spam (spec 1 section 4). */
export function NotSpamConfirm({ onConfirm, onCancel, busy = false }: NotSpamConfirmProps) {
  const { t } = useTexts('comments', commentsTexts);
  // Which choice is being sent: its button shows the progress.
  const [report, setReport] = useState<boolean | null>(null);
  const choose = (chosen: boolean) => {
    setReport(chosen);
    onConfirm(chosen);
  };
  return (
    <ModalFrame
      open
      role="alertdialog"
      title={t('notSpamConfirm.title')}
      onClose={onCancel}
      busy={busy}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('notSpamConfirm.cancel')}
          </Button>
          <Button
            variant="outline"
            onClick={() => choose(false)}
            loading={busy && report === false}
            disabled={busy}
          >
            {t('notSpamConfirm.noReport')}
          </Button>
          <Button
            colorPalette="blue"
            onClick={() => choose(true)}
            loading={busy && report === true}
            disabled={busy}
          >
            {t('notSpamConfirm.report')}
          </Button>
        </>
      }
    >
      <Text>{t('notSpamConfirm.body')}</Text>
    </ModalFrame>
  );
}
