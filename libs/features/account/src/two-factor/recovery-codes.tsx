import { Box, Button, Code, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { notify } from '@site-admin/ui';
import { Copy, Download } from 'lucide-react';

interface Labels {
  copy: string;
  copied: string;
  copyFailed: string;
  download: string;
  listLabel: string;
}

/** Saves text as a file the browser downloads. */
function downloadText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The recovery codes of a new secret, with copy and download. */
export function RecoveryCodes({ codes, labels }: { codes: string[]; labels: Labels }) {
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify({ type: 'success', title: labels.copied });
    } catch {
      notify({ type: 'error', title: labels.copyFailed });
    }
  };
  return (
    <Stack gap="3">
      {/* The grid is the list itself: a list may hold only its items. */}
      <SimpleGrid
        as="ul"
        aria-label={labels.listLabel}
        listStyleType="none"
        m="0"
        p="0"
        columns={{ base: 2, md: 4 }}
        gap="2"
      >
        {codes.map((code) => (
          <Box as="li" key={code}>
            <Code
              fontFamily="mono"
              bg="gray.100"
              rounded="sm"
              fontSize="sm"
              px="2"
              py="1"
              w="full"
              textAlign="center"
            >
              {code}
            </Code>
          </Box>
        ))}
      </SimpleGrid>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {labels.copy}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => downloadText('recovery-codes.txt', `${text}\n`)}
        >
          <Download aria-hidden="true" />
          {labels.download}
        </Button>
      </HStack>
    </Stack>
  );
}
