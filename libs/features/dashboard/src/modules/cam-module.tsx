import { Circle, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountQuery, useApiClient } from '@site-admin/api-client';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { useTexts } from '@site-admin/ui';
import { dashboardTexts } from '../i18n/en-gb';
import { AppLink } from '../parts/app-link';
import { ModuleCard } from '../parts/module-card';
import { moduleProperties } from '../parts/module-properties';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** The account manager's contact; the default helper name when the account has none. */
export function CamModule({ module, data }: DashboardModuleProps) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  const account = useQuery(accountQuery(useApiClient()));
  const { title, name, email, phone, image } = moduleProperties(module, data, 'cam');
  // The photo falls back to the initials when it cannot load.
  const [imageFailed, setImageFailed] = useState(false);
  const person = name || account.data?.cam || t('cam.defaultName');
  return (
    <ModuleCard title={title ?? t('cam.title')} type="cam">
      <HStack gap="3" align="flex-start">
        <Circle size="12" bg="bg.muted" fontWeight="semibold" aria-hidden overflow="hidden">
          {image && !imageFailed ? (
            <Image
              src={image}
              alt=""
              boxSize="12"
              objectFit="cover"
              onError={() => setImageFailed(true)}
            />
          ) : (
            initials(person)
          )}
        </Circle>
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
