import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/**
 * A whole-area loading state that screen readers announce. `delayed` shows it only after half a
 * second (CSS, no timer): a shorter wait shows nothing rather than a flash of the spinner.
 */
export function LoadingState({ label, delayed = false }: { label: string; delayed?: boolean }) {
  return (
    <Center
      py="16"
      role="status"
      aria-live="polite"
      {...(delayed ? { opacity: 0, animation: 'fade-in 0.2s ease-out 0.5s forwards' } : {})}
    >
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.500" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  );
}
