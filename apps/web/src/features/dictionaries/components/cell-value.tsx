import { pickText, type PlaceRef } from '@cargo/domain';
import { Tag, Tooltip } from 'antd';
import { useI18n } from '../../../shared/i18n';
import { formatDay } from '../../../shared/lib/format-date';
import { placeLine } from '../../../shared/places';
import { valueAt } from '../definitions/common';
import type { ColumnSpec, ScreenRow } from '../definitions/types';
import { formatNumber, formatRate } from '../../../shared/lib/format-number';
import { enumLabelKey } from '../lib/labels';
import type { RowLookups } from './use-row-lookups';

const EMPTY = <span className="list-muted">—</span>;
const MAX_TAGS = 5;

/** One cell of the table, shown as its kind says: numbers and dates as the spec formats them, ids as names. */
export function CellValue({ column, row, lookups }: { column: ColumnSpec; row: ScreenRow; lookups: RowLookups }) {
  const { t, language } = useI18n();
  const value = valueAt(row, column.path);
  if (value === null || value === undefined || value === '')
    return column.kind === 'boolean' ? <>{t('admin.common.no')}</> : EMPTY;

  switch (column.kind) {
    case 'code':
      return <span className="list-code">{String(value)}</span>;
    case 'name':
      return <span className="list-table-name">{String(value)}</span>;
    case 'localizedText':
      return <span className="dictionary-clamp">{pickText(value as Record<string, string>, language)}</span>;
    case 'integer':
    case 'number':
      return <>{formatNumber(value as number)}</>;
    case 'rate':
      return <>{formatRate(value as string)}</>;
    case 'boolean':
      return value === true ? <Tag color="blue">{t('admin.common.yes')}</Tag> : <>{t('admin.common.no')}</>;
    case 'active':
      return value === true ? (
        <Tag color="green">{t('dictionaries.list.active')}</Tag>
      ) : (
        <Tag>{t('dictionaries.list.inactive')}</Tag>
      );
    case 'enum':
      return <Tag>{t(enumLabelKey(column.enumName ?? column.key, String(value)))}</Tag>;
    case 'reference': {
      if (column.target === 'currencies' || typeof value !== 'number') return <>{String(value)}</>;
      return <>{lookups.reference(column.target!, value) ?? `#${value}`}</>;
    }
    case 'country': {
      return (
        <span className="list-cell-nowrap">
          {lookups.country(String(value)) ?? String(value)} <span className="list-muted">{String(value)}</span>
        </span>
      );
    }
    case 'countries': {
      const codes = Array.isArray(value) ? value.map(String) : [];
      return (
        <span>
          {codes.slice(0, MAX_TAGS).map((code) => (
            <Tooltip key={code} title={lookups.country(code)}>
              <Tag>{code}</Tag>
            </Tooltip>
          ))}
          {codes.length > MAX_TAGS ? <Tag>+{codes.length - MAX_TAGS}</Tag> : null}
        </span>
      );
    }
    case 'place': {
      const place = lookups.place(value as PlaceRef);
      return <>{place ? placeLine(place) : `#${(value as PlaceRef).id}`}</>;
    }
    case 'date':
      return <span className="list-cell-nowrap">{formatDay(String(value))}</span>;
    case 'text': {
      const text = String(value);
      return /^https?:\/\//.test(text) ? (
        <a href={text} target="_blank" rel="noreferrer noopener">
          {text.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
        </a>
      ) : (
        <>{text}</>
      );
    }
    default:
      return <>{String(value)}</>;
  }
}
