import { Button, Text } from '@chakra-ui/react';
import { ModalFrame, useTexts } from '@site-admin/ui';
import { commentsTexts } from '../i18n/en-gb';

interface NotSpamConfirmProps {
  /** Called with whether to also report the comment to the spam filter. */
  onConfirm: (report: boolean) => void;
  onCancel: () => void;
}

/** Not Spam asks first whether to also report the comment as not spam (spec 1 section 4). */
export function NotSpamConfirm({ onConfirm, onCancel }: NotSpamConfirmProps) {
  const { t } = useTexts('comments', commentsTexts);
  return (
    <ModalFrame
      open
      role="alertdialog"
      title={t('notSpamConfirm.title')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('notSpamConfirm.cancel')}
          </Button>
          <Button variant="outline" onClick={() => onConfirm(false)}>
            {t('notSpamConfirm.noReport')}
          </Button>
          <Button colorPalette="blue" onClick={() => onConfirm(true)}>
            {t('notSpamConfirm.report')}
          </Button>
        </>
      }
    >
      <Text>{t('notSpamConfirm.body')}</Text>
    </ModalFrame>
  );
}
