import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled fieldset of the filter panel. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="semibold" mb="2">
        {title}
      </Text>
      {children}
    </Stack>
  );
}
