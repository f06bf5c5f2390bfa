import {
  Alert,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  orderExportFormatsQuery,
  orderExportUrl,
  useApiClient,
  type ExportFormatType,
} from '@site-admin/api-client';
import type { PanelProps } from '@site-admin/extensions';
import {
  LoadingState,
  SidePanel,
  checkboxSlotRecipe,
  ProgressButton,
  fieldSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
} from '@site-admin/ui';
import { validateDateRange } from '@site-admin/validation';
import { useEffect, useRef, useState } from 'react';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { useUpsell } from '../detail/use-upsell';
import {
  canDownload,
  DOWNLOAD_LOADING_MS,
  EXPORT_GROUPS,
  firstFormat,
  statusCodes,
  type ExportGroup,
} from './export-rules';

/** The order export panel: format, From and To, status groups; Download opens the file. */
export function ExportPanel({ host }: PanelProps) {
  const { t } = useOrdersTexts();
  const client = useApiClient();
  const siteid = Number(host.siteid);
  const formats = useQuery(orderExportFormatsQuery(client, siteid));
  const upsell = useUpsell(host);
  const [chosen, setChosen] = useState<ExportFormatType | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [groups, setGroups] = useState<ExportGroup[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const list = formats.data ?? [];
  const formatType = chosen ?? firstFormat(list);
  const format = list.find((entry) => entry.type === formatType);
  const formatName = (type: ExportFormatType) => t(`export.formats.${type}`);
  const rangeError = validateDateRange(from, to) !== null;

  const download = () => {
    if (!format || !canDownload(format, groups, from, to) || loading) return;
    setLoading(true);
    timer.current = setTimeout(() => setLoading(false), DOWNLOAD_LOADING_MS);
    window.open(
      orderExportUrl(siteid, format.type, {
        dateFrom: from,
        dateTo: to,
        statuses: statusCodes(groups),
      }),
      '_blank',
      'noopener',
    );
  };

  return (
    <SidePanel
      title={t('export.title')}
      size="small"
      onClose={host.closePanel}
      footer={
        <ProgressButton
          colorPalette="blue"
          onClick={download}
          loading={loading}
          aria-label={loading ? t('export.download') : undefined}
          disabled={!canDownload(format, groups, from, to)}
        >
          {t('export.download')}
        </ProgressButton>
      }
    >
      {formats.isPending ? (
        <LoadingState label={t('export.loading')} />
      ) : formats.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('export.loadFailed')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack gap="5">
          <Field.Root recipe={fieldSlotRecipe}>
            <Field.Label>{t('export.format')}</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
              <NativeSelect.Field
                value={formatType ?? ''}
                onChange={(event) =>
                  setChosen(list.find((f) => f.type === event.currentTarget.value)?.type ?? null)
                }
              >
                {list.map((entry) => (
                  <option key={entry.type} value={entry.type}>
                    {entry.disabled
                      ? t('export.upgradeFormat', { format: formatName(entry.type) })
                      : formatName(entry.type)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {format?.disabled ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('export.upsell', { format: formatName(format.type) })}</Alert.Title>
              </Alert.Content>
              <Button size="sm" colorPalette="orange" onClick={upsell}>
                {t('export.upgrade')}
              </Button>
            </Alert.Root>
          ) : null}
          <HStack gap="2" align="start">
            <Field.Root recipe={fieldSlotRecipe}>
              <Field.Label>{t('export.from')}</Field.Label>
              <Input
                recipe={inputRecipe}
                size="sm"
                type="date"
                value={from}
                onChange={(e) => setFrom(e.currentTarget.value)}
              />
            </Field.Root>
            <Field.Root recipe={fieldSlotRecipe} invalid={rangeError}>
              <Field.Label>{t('export.to')}</Field.Label>
              <Input
                recipe={inputRecipe}
                size="sm"
                type="date"
                value={to}
                onChange={(e) => setTo(e.currentTarget.value)}
              />
              <Field.ErrorText>{t('orders.filter.date_after')}</Field.ErrorText>
            </Field.Root>
          </HStack>
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="semibold" mb="2">
              {t('export.statuses')}
            </Text>
            {EXPORT_GROUPS.map((group) => (
              <Checkbox.Root
                recipe={checkboxSlotRecipe}
                key={group}
                size="sm"
                checked={groups.includes(group)}
                onCheckedChange={({ checked }) =>
                  setGroups((current) =>
                    checked === true ? [...current, group] : current.filter((g) => g !== group),
                  )
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`export.groups.${group}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
            {groups.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('export.needStatus')}
              </Text>
            ) : null}
          </Stack>
        </Stack>
      )}
    </SidePanel>
  );
}
