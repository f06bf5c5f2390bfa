import { Box } from '@chakra-ui/react';
import type { CellProps } from '@site-admin/extensions';
import { STATUS_SELECT_WIDTH } from '../status/status-width';

/**
 * The status column while the status dropdown's code loads (drawn at once, not lazy): the row's
 * status in a box of the dropdown's size, so the row keeps its height and width when it arrives.
 */
export function OrderStatusSkeleton({ row }: CellProps) {
  const text = row['status_text'];
  return (
    <Box
      borderStartWidth="3px"
      borderColor="border"
      ps="2"
      aria-busy="true"
      data-status-placeholder=""
    >
      <Box
        h="9"
        minW="11.5rem"
        w={{ base: 'full', md: STATUS_SELECT_WIDTH }}
        display="flex"
        alignItems="center"
        px="2.5"
        fontSize="sm"
        lineHeight="1.25rem"
        fontWeight="medium"
        color="fg.muted"
        bg="bg.subtle"
        borderWidth="1px"
        borderRadius="l2"
        textAlign="start"
        whiteSpace="nowrap"
        overflow="hidden"
        textOverflow="ellipsis"
      >
        {typeof text === 'string' ? text : null}
      </Box>
    </Box>
  );
}
