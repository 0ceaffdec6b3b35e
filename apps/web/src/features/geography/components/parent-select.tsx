import type { GeoObject, GeoObjectType } from '@cargo/domain';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { flagPrefix } from '../../../shared/places';
import { useGeoObject } from '../api/get-geo-object';
import { useGeoObjects } from '../api/list-geo-objects';
import { geoTypeLabelKey } from './geo-labels';

export interface ParentSelectProps {
  /** The country the object lies in: the parent is the country or one of its regions. */
  country: GeoObject | undefined;
  type: GeoObjectType;
  /** The object being edited: never its own parent. */
  excludeId?: number;
  value?: number;
  onChange?: (parentId: number | undefined) => void;
  id?: string;
}

/**
 * Where an object hangs: a region hangs under its country; a city or a special region under the
 * country or one of its regions (GET /dictionaries/geo?parentId=<country>, found by typing).
 */
export function ParentSelect({ country, type, excludeId, value, onChange, id }: ParentSelectProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const text = useDebouncedValue(search.trim(), 300);
  const withRegions = type !== 'REGION' && Boolean(country?.childCount);
  const regions = useGeoObjects(
    { parentId: country?.id ?? 0, search: text || undefined, page: 0, size: 100, sort: 'name,asc' },
    { enabled: withRegions && open },
  );
  const chosen = useGeoObject(value && value !== country?.id ? value : null);

  const candidates = new Map<number, GeoObject>();
  if (country) candidates.set(country.id, country);
  if (chosen.data) candidates.set(chosen.data.id, chosen.data);
  if (withRegions)
    for (const region of regions.data?.items ?? [])
      if (region.type === 'REGION' || region.type === 'SPECIAL_REGION') candidates.set(region.id, region);
  if (excludeId !== undefined) candidates.delete(excludeId);

  const options = [...candidates.values()].map((object) => ({
    value: object.id,
    label:
      object.type === 'COUNTRY'
        ? `${flagPrefix(object.countryCode)}${object.name}`
        : `${object.name} · ${t(geoTypeLabelKey(object.type))}`,
  }));

  return (
    <Select<number>
      id={id}
      value={value}
      disabled={!country}
      placeholder={country ? t('admin.geography.searchParent') : t('admin.geography.chooseCountry')}
      options={options}
      loading={regions.isFetching}
      onOpenChange={setOpen}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      notFoundContent={regions.isFetching ? <Spin size="small" /> : undefined}
      onChange={(next) => {
        setSearch('');
        onChange?.(next);
      }}
    />
  );
}
