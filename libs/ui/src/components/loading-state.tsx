import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** A whole-area loading state that screen readers announce. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.500" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  );
}
