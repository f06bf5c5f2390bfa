import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clickAndDropErrorMessages,
  orderExportFormatsQuery,
  sendToClickAndDropMutation,
  serverReasonOf,
  useApiClient,
  type Order,
} from '@site-admin/api-client';
import { failureNoticeOf, type PageHost } from '@site-admin/extensions';
import { ProgressButton } from '@site-admin/ui';
import { useRef } from 'react';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { useNotify } from '../status/use-status-update';
import { useUpsell } from './use-upsell';

/**
 * Royal Mail Click & Drop: an order whose id is 0 has not been sent; sending reloads the panel and
 * its data, lists each error message of a rejected order, or says the request failed. A plan
 * without the format shows the upsell.
 */
export function ClickAndDrop({
  order,
  host,
  readOnly,
}: {
  order: Order;
  host: PageHost;
  readOnly: boolean;
}) {
  const { t } = useOrdersTexts();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const say = useNotify(host);
  const upsell = useUpsell(host);
  const siteid = Number(host.siteid);
  const formats = useQuery(orderExportFormatsQuery(client, siteid));
  const send = useMutation(sendToClickAndDropMutation(client, queryClient));
  const locked =
    formats.data?.some((f) => f.type === 'royal-mail-click-and-drop' && f.disabled) === true;
  const sent = order.royal_mail_click_and_drop_id !== 0;
  // A double click sends once.
  const sending = useRef(false);

  const onSend = () => {
    if (sending.current) return;
    sending.current = true;
    send.mutate(
      { siteid, id: order.ID },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (result) => {
          const errors = clickAndDropErrorMessages(result);
          if (result.errorsCount > 0) {
            say({
              type: 'error',
              title: t('clickAndDrop.errors'),
              description: errors.join('\n'),
              persistent: true,
            });
          } else {
            say({ type: 'success', title: t('clickAndDrop.success', { id: order.ID }) });
          }
          void host.refresh();
        },
        onError: (error) => {
          // One notice: the shell's for a server error (or none) says also what failed.
          const reason = serverReasonOf(error);
          const translate = (key: string) => t(key, { ns: 'translation' });
          const failure = {
            title: t('clickAndDrop.failed', { id: order.ID }),
            ...(reason ? { description: reason } : {}),
          };
          const notice = failureNoticeOf(error, failure, translate);
          if (notice) say(notice);
        },
      },
    );
  };

  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h3" size="sm">
        {t('clickAndDrop.title')}
      </Heading>
      {sent ? (
        <Text>{t('clickAndDrop.sent', { id: order.royal_mail_click_and_drop_id })}</Text>
      ) : locked ? (
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text>{t('clickAndDrop.upsell')}</Text>
          <Button size="sm" colorPalette="orange" onClick={upsell}>
            {t('clickAndDrop.upgrade')}
          </Button>
        </HStack>
      ) : (
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text>{t('clickAndDrop.notSent')}</Text>
          <ProgressButton
            size="sm"
            onClick={onSend}
            loading={send.isPending}
            disabled={readOnly}
            aria-label={send.isPending ? t('clickAndDrop.send') : undefined}
          >
            {t('clickAndDrop.send')}
          </ProgressButton>
        </HStack>
      )}
      {send.data && send.data.errorsCount > 0 ? (
        <Box role="alert" color="red.700" fontSize="sm">
          <Text fontWeight="medium">{t('clickAndDrop.errors')}</Text>
          <List.Root ps="4">
            {clickAndDropErrorMessages(send.data).map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
    </Stack>
  );
}
