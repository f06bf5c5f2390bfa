import {
  Badge,
  Box,
  Card as ChakraCard,
  chakra,
  Heading,
  HStack,
  Image,
  Text,
} from '@chakra-ui/react';
import type { Card } from '@site-admin/api-client';
import { SectionIcon } from '@site-admin/ui';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';

export interface CardTileProps {
  card: Card;
  /** Opens the card; absent when the card has nothing to open. */
  onOpen?: (() => void) | undefined;
  headingLevel: 'h2' | 'h3';
}

/**
 * One card: image or icon, title, description and the upsell badge. The title is the button, and
 * its overlay stretches over the whole card so a click anywhere opens it.
 */
export function CardTile({ card, onOpen, headingLevel }: CardTileProps) {
  const { t } = usePageEngineTexts();
  return (
    <ChakraCard.Root
      h="full"
      position="relative"
      variant="outline"
      _hover={onOpen ? { shadow: 'md' } : undefined}
      data-testid="card"
    >
      <ChakraCard.Body gap="3">
        {card.image ? (
          <Image
            src={card.image}
            alt=""
            h="12"
            w="auto"
            objectFit="contain"
            alignSelf="flex-start"
          />
        ) : card.icon ? (
          <Box color="brand.500">
            <SectionIcon name={card.icon} size={32} />
          </Box>
        ) : null}
        <HStack gap="2" wrap="wrap">
          <Heading as={headingLevel} size="md">
            {onOpen ? (
              <chakra.button
                type="button"
                textAlign="start"
                cursor="pointer"
                onClick={onOpen}
                _after={{ content: '""', position: 'absolute', inset: '0' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
              >
                {card.text}
              </chakra.button>
            ) : (
              card.text
            )}
          </Heading>
          {card.upsell ? (
            <Badge colorPalette="orange" variant="subtle">
              {t('cards.upsellBadge')}
            </Badge>
          ) : null}
        </HStack>
        {card.description ? (
          <Text color="fg.muted" fontSize="sm">
            {card.description}
          </Text>
        ) : null}
      </ChakraCard.Body>
    </ChakraCard.Root>
  );
}
