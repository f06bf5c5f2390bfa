import { Button, Stack, Text } from '@chakra-ui/react';
import { ModalFrame, useTexts } from '@site-admin/ui';
import { useNavigate } from 'react-router';
import { accountTexts } from '../i18n/en-gb';
import { CelebrateImage } from './celebrate-image';

/** After Keep My Website: a celebration and the way to the dashboard. */
export function KeptModal({ siteid, onClose }: { siteid: string; onClose: () => void }) {
  const { t } = useTexts('account', accountTexts);
  const navigate = useNavigate();
  return (
    <ModalFrame
      open
      onClose={onClose}
      title={t('cancel.success.title')}
      footer={
        <Button colorPalette="blue" onClick={() => void navigate(`/${siteid}/dashboard`)}>
          {t('cancel.dashboard')}
        </Button>
      }
    >
      <Stack gap="4" textAlign="center">
        <CelebrateImage label={t('cancel.success.image')} />
        <Text>{t('cancel.success.text')}</Text>
      </Stack>
    </ModalFrame>
  );
}
