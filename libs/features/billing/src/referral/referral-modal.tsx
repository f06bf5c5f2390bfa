import { Button, Code, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { BillingDialog, type BillingDialogSize } from '../parts/billing-dialog';
import { referralCode } from '../rules/money';

/** Where the referral scheme is explained (opens in a new tab). */
export const REFERRAL_INFO_URL = 'https://help.sitebuilder.example/referrals';

/**
 * The referral modal: a title, three numbered steps, the code (RAF and the site id) with a copy
 * button, and a more-info link.
 */
export function ReferralModal({
  siteid,
  title,
  message,
  size = 'medium',
  onClose,
}: {
  siteid: number | string;
  title?: string;
  message?: string;
  size?: BillingDialogSize;
  onClose: () => void;
}) {
  const { t } = useBillingTexts();
  const code = referralCode(siteid);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyCode = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setCopy('failed');
    clipboard.writeText(code).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <BillingDialog title={title ?? t('referral.title')} size={size} onClose={onClose}>
      <Stack gap="4">
        <Text fontWeight="semibold">{message ?? t('referral.message')}</Text>
        <List.Root as="ol" ps="5" gap="2" listStyleType="decimal">
          <List.Item>{t('referral.step1')}</List.Item>
          <List.Item>{t('referral.step2')}</List.Item>
          <List.Item>{t('referral.step3')}</List.Item>
        </List.Root>
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t('referral.code')}
          </Text>
          <HStack>
            <Code fontSize="lg" px="3" py="1" data-testid="referral-code">
              {code}
            </Code>
            <Button size="sm" variant="outline" onClick={copyCode}>
              {t('referral.copy')}
            </Button>
          </HStack>
          <Text role="status" fontSize="sm" color={copy === 'failed' ? 'red.600' : 'green.700'}>
            {copy === 'copied'
              ? t('referral.copied')
              : copy === 'failed'
                ? t('referral.copy_failed')
                : ''}
          </Text>
        </Stack>
        <Link
          href={REFERRAL_INFO_URL}
          target="_blank"
          rel="noopener noreferrer"
          colorPalette="blue"
        >
          {t('referral.more_info')}
        </Link>
      </Stack>
    </BillingDialog>
  );
}
