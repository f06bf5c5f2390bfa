import { Button, Heading, HStack, Image, Stack } from '@chakra-ui/react';
import type { UpsellPage } from '@site-admin/api-client';
import { SafeHtml, ShellActionsContext } from '@site-admin/ui';
import { useContext } from 'react';
import { usePageEngineCoreTexts } from '../i18n/use-core-texts';
import { externalHref } from '../cards/safe-link';

/**
 * The page-level upsell of a locked feature (spec 1 section 6): 'Upgrade Now' launches the forced
 * plan selection with the feature's name and the plan that unlocks it; a help guide link.
 */
export function UpsellPageLayout({ page }: { page: UpsellPage }) {
  const { t } = usePageEngineCoreTexts();
  const shell = useContext(ShellActionsContext);
  const { title, text, image, feature, plan, guide } = page.config;
  const guideHref = externalHref(guide);
  return (
    <Stack gap="5" py="8" mx="auto" maxW="2xl" align="center" textAlign="center">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {image ? <Image src={image} alt="" maxH="48" /> : null}
      {text ? <SafeHtml html={text} /> : null}
      <HStack gap="3" wrap="wrap" justify="center">
        <Button
          colorPalette="orange"
          onClick={() =>
            shell?.openSubscription({
              feature,
              forcePlanSelection: true,
              ...(plan !== null && plan !== undefined ? { plan } : {}),
            })
          }
        >
          {t('cards.upsell.upgradeNow')}
        </Button>
        {guideHref ? (
          <Button asChild variant="outline">
            <a href={guideHref} target="_blank" rel="noopener noreferrer">
              {t('cards.upsell.guide')}
            </a>
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
