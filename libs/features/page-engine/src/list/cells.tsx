import { Badge, Link, Text } from '@chakra-ui/react';
import type { ListColumn, ListPage, ListRow } from '@site-admin/api-client';
import {
  formatCurrency,
  formatNumber,
  formatPercentage,
  formatTableDate,
  Thumbnail,
} from '@site-admin/ui';
import { Link as RouterLink, useLocation, type LinkProps } from 'react-router';
import { Slot, useExtensions, type PageHost } from '@site-admin/extensions';
import { asText, fillTemplate, isPresent, rowId } from './row-path';

const asNumber = (value: unknown): number | null => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
};

/** Fills `:id` and `:field` placeholders of a link template from the row. */
export function fillRowTemplate(template: string, row: ListRow): string {
  return fillTemplate(template, (name) => (name === 'id' ? rowId(row) : row[name]));
}

/** A link template relative to the list route when it has no leading slash. */
export function resolveLink(template: string, row: ListRow, pagePath: string): string {
  const filled = fillRowTemplate(template, row);
  return filled.startsWith('/') ? filled : `${pagePath}/${filled}`;
}

/** The few words the cells draw, looked up once per list rather than in each cell. */
export interface CellTexts {
  /** An empty value. */
  empty: string;
  /** A feature's cell whose code is still loading. */
  loading: string;
  /** A date of today. */
  today: string;
}

function DateCell({
  value,
  column,
  texts,
}: {
  value: unknown;
  column: ListColumn;
  texts: CellTexts;
}) {
  const date = formatTableDate(
    typeof value === 'string' || typeof value === 'number' ? value : null,
  );
  if (date.kind === 'empty') return <Text color="fg.muted">{column.emptyText ?? texts.empty}</Text>;
  const text = date.kind === 'today' ? texts.today : date.text;
  return <time dateTime={asText(value)}>{text}</time>;
}

/** The fallbacks of the order cells until the orders feature registers its own. */
function orderProductNames(value: unknown): string {
  if (Array.isArray(value)) {
    return value
      .map((item: unknown) =>
        typeof item === 'object' && item !== null && 'name' in item
          ? asText(item.name)
          : asText(item),
      )
      .filter((name) => name !== '')
      .join(', ');
  }
  return asText(value);
}

export interface ListCellProps {
  value: unknown;
  row: ListRow;
  column: ListColumn;
  page: ListPage;
  pagePath: string;
  host: PageHost;
  texts: CellTexts;
}

/**
 * A link to a row's panel or page, with the list's query (closing the panel comes back to it).
 * It reads the query itself, so a new query updates the links without drawing the rows again.
 */
export function RowLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const { search } = useLocation();
  return <RouterLink {...props} to={`${to}${search}`} />;
}

/** One cell, drawn by its column type (spec 1 section 3). */
export function ListCell({ value, row, column, page, pagePath, host, texts }: ListCellProps) {
  const registry = useExtensions();
  const Registered = registry.cell(column.type);
  if (Registered) {
    const Skeleton = registry.cellSkeleton(column.type);
    const props = { value, row, column, page, host };
    return (
      <Slot
        component={Registered}
        props={props}
        loading={
          Skeleton ? (
            <Slot component={Skeleton} props={props} />
          ) : (
            <Text color="fg.muted" aria-busy="true">
              {texts.loading}
            </Text>
          )
        }
      />
    );
  }
  const empty = <Text color="fg.muted">{texts.empty}</Text>;
  switch (column.type) {
    case 'datetime':
      return <DateCell value={value} column={column} texts={texts} />;
    case 'first_valid': {
      const first = (column.fields ?? []).map((field) => row[field]).find(isPresent);
      return first === undefined ? empty : <Text>{asText(first)}</Text>;
    }
    case 'order_product_name':
      return isPresent(value) ? <Text>{orderProductNames(value)}</Text> : empty;
    case 'order_status': {
      const text = asText(row['status_text']) || asText(value);
      return text === '' ? empty : <Badge>{text}</Badge>;
    }
    default:
      break;
  }
  if (!isPresent(value)) return empty;
  switch (column.type) {
    case 'image':
      return <Thumbnail src={asText(value)} size={32} />;
    case 'icon':
      return (
        <Badge variant="outline" data-icon={asText(value)}>
          {asText(value)}
        </Badge>
      );
    case 'number': {
      const number = asNumber(value);
      // A code or a setting (a TTL of 3600) is shown as it is; an amount is grouped (1,284).
      const text =
        number === null || column.grouping === false ? asText(value) : formatNumber(number);
      return <Text>{text}</Text>;
    }
    case 'percentage': {
      const number = asNumber(value);
      return <Text>{number === null ? asText(value) : formatPercentage(number)}</Text>;
    }
    case 'currency':
    case 'price': {
      const number = asNumber(value);
      const currency = column.currency ?? (asText(row['order_currency']) || undefined);
      return <Text>{number === null ? asText(value) : formatCurrency(number, currency)}</Text>;
    }
    case 'identifier':
      return <Text fontFamily="mono">#{asText(value)}</Text>;
    case 'title':
      return column.link ? (
        // Inline, so a long value wraps inside a phone's card instead of running off it.
        <Link
          asChild
          fontWeight="semibold"
          color="brand.600"
          display="inline"
          overflowWrap="break-word"
        >
          <RowLink to={resolveLink(column.link, row, pagePath)}>{asText(value)}</RowLink>
        </Link>
      ) : (
        <Text fontWeight="semibold">{asText(value)}</Text>
      );
    case 'text_list':
      return <Text>{Array.isArray(value) ? value.map(asText).join(', ') : asText(value)}</Text>;
    case 'tag':
      return (
        <Badge colorPalette="gray" whiteSpace="normal" overflowWrap="break-word" h="auto">
          {asText(value)}
        </Badge>
      );
    default:
      return <Text>{asText(value)}</Text>;
  }
}
