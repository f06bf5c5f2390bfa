import { Breadcrumb, Container, Heading, Stack } from '@chakra-ui/react';
import { useTexts, breadcrumbRecipe } from '@site-admin/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { accountTexts } from '../i18n/en-gb';

/** An account page: breadcrumbs Account > {title}, the title and the content. */
export function AccountPageFrame({
  siteid,
  title,
  children,
}: {
  siteid: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTexts('account', accountTexts);
  return (
    <Container maxW="3xl" px="0" mx="0">
      <Stack gap="6">
        <Breadcrumb.Root recipe={breadcrumbRecipe} aria-label={t('breadcrumbs.label')}>
          <Breadcrumb.List>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to={`/${siteid}/account`}>{t('breadcrumbs.account')}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
