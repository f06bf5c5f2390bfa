import { chakra, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

/**
 * A titled group of a filter panel (spec 1 section 3): an accordion section, open to start with,
 * whose title shows and hides its choices (what was picked in it stays picked). `fixed` (a
 * filter's `disable-accordion`) keeps it open, with no toggle.
 */
export function FilterGroup({
  title,
  fixed = false,
  children,
}: {
  title: string;
  fixed?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="semibold" mb="2" w="full">
        {fixed ? (
          title
        ) : (
          <chakra.button
            type="button"
            display="flex"
            w="full"
            alignItems="center"
            justifyContent="space-between"
            gap="2"
            textAlign="start"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen(!open)}
          >
            {title}
            <ChevronDown
              size={16}
              aria-hidden="true"
              style={open ? { transform: 'rotate(180deg)' } : undefined}
            />
          </chakra.button>
        )}
      </Text>
      <Stack id={id} gap="2" display={open ? 'flex' : 'none'}>
        {children}
      </Stack>
    </Stack>
  );
}
