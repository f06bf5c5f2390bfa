import { Box, Stack, Text } from '@chakra-ui/react';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { formatNumber, useTexts } from '@site-admin/ui';
import { ModuleCard } from '../parts/module-card';
import { moduleProperties } from '../parts/module-properties';
import { priceWithoutZeroPence } from '../rules/prices';

// This module's texts: it loads when scrolled near, so they come with it, not with the first
// screen (useTexts adds them to the feature's namespace when it first draws).
const storageTexts = {
  storage: {
    title: 'Storage',
    used: '{{used}} of {{limit}} used',
    monthly: '{{price}} a month',
    annual: '{{price}} a year',
    extra: 'Need more space?',
  },
};

const size = (mb: number) =>
  mb >= 1024 ? `${formatNumber(Math.round((mb / 1024) * 10) / 10)} GB` : `${formatNumber(mb)} MB`;

/** Storage used and the storage plan's prices (a trailing .00 dropped). */
export function StoragePlanModule({ module, data }: DashboardModuleProps) {
  const { t } = useTexts('dashboard-modules', storageTexts);
  const { title, usedMb, limitMb, pricing } = moduleProperties(module, data, 'storage-plan');
  const heading = title ?? t('storage.title');
  return (
    <ModuleCard title={heading} type="storage-plan">
      <Stack gap="3">
        {usedMb !== undefined && limitMb !== undefined && limitMb > 0 ? (
          <Stack gap="1">
            <Box
              role="progressbar"
              aria-label={heading}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(Math.min(100, (usedMb / limitMb) * 100))}
              h="2"
              bg="bg.muted"
              borderRadius="full"
              overflow="hidden"
            >
              <Box h="full" bg="brand.600" w={`${Math.min(100, (usedMb / limitMb) * 100)}%`} />
            </Box>
            <Text fontSize="sm">
              {t('storage.used', { used: size(usedMb), limit: size(limitMb) })}
            </Text>
          </Stack>
        ) : null}
        {pricing ? (
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              {t('storage.extra')}
            </Text>
            <Text fontWeight="semibold">
              {t('storage.monthly', {
                price: priceWithoutZeroPence(pricing.monthlyPrice, pricing.currency),
              })}
              {' · '}
              {t('storage.annual', {
                price: priceWithoutZeroPence(pricing.annualPrice, pricing.currency),
              })}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </ModuleCard>
  );
}
