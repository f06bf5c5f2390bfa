import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountQuery, useApiClient } from '@site-admin/api-client';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { useTexts } from '@site-admin/ui';
import { dashboardTexts } from '../i18n/en-gb';
import { AppLink } from '../parts/app-link';
import { ModuleCard } from '../parts/module-card';
import { moduleProperties } from '../parts/module-properties';

/** The account manager's contact; the default helper name when the account has none. */
export function CamModule({ module, data }: DashboardModuleProps) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  const account = useQuery(accountQuery(useApiClient()));
  const { title, name, email, phone, image } = moduleProperties(module, data, 'cam');
  const person = name || account.data?.cam || t('cam.defaultName');
  return (
    <ModuleCard title={title ?? t('cam.title')} type="cam">
      <HStack gap="3" align="flex-start">
        <Avatar.Root size="lg">
          <Avatar.Fallback name={person} />
          {image ? <Avatar.Image src={image} alt="" /> : null}
        </Avatar.Root>
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold">{person}</Text>
          {email ? (
            <AppLink to={`mailto:${email}`}>
              <Text as="span" wordBreak="break-all">
                {email}
              </Text>
            </AppLink>
          ) : null}
          {phone ? <AppLink to={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</AppLink> : null}
        </Stack>
      </HStack>
    </ModuleCard>
  );
}
