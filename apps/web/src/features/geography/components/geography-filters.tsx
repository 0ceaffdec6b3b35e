import { CONTINENTS, type Continent, type Place, type WorldRegion } from '@cargo/domain';
import { Select } from 'antd';
import { useT } from '../../../shared/i18n';
import { PlacePicker } from '../../../shared/places';
import { FilterBar } from '../../../shared/lists';
import type { CountryFilter } from '../lib/geo-tree-model';
import { continentLabelKey } from './geo-labels';

export interface GeographyFiltersProps {
  filter: CountryFilter;
  onFilter: (filter: CountryFilter) => void;
  worldRegions: readonly WorldRegion[];
  place: Place | null;
  onPlace: (place: Place | null) => void;
}

/** Above the tree: find any city, port, airport or station; narrow the countries to a continent or a world region. */
export function GeographyFilters({ filter, onFilter, worldRegions, place, onPlace }: GeographyFiltersProps) {
  const t = useT();
  const regionOptions = worldRegions
    .filter((region) => !filter.continent || region.continent === filter.continent)
    .map((region) => ({ value: region.id, label: region.name }));

  return (
    <FilterBar>
      <PlacePicker
        className="list-filter-wide geo-place-filter"
        aria-label={t('admin.geography.findPlace')}
        placeholder={t('admin.geography.findPlace')}
        value={place}
        onChange={onPlace}
      />
      <Select
        className="list-filter"
        allowClear
        placeholder={t('admin.geography.continent')}
        aria-label={t('admin.geography.continent')}
        value={filter.continent}
        options={CONTINENTS.map((value) => ({ value, label: t(continentLabelKey(value)) }))}
        onChange={(continent?: Continent) => {
          const region = worldRegions.find((item) => item.id === filter.worldRegionId);
          const keepRegion = region && (!continent || region.continent === continent);
          onFilter({ ...filter, continent, worldRegionId: keepRegion ? filter.worldRegionId : undefined });
        }}
      />
      <Select
        className="list-filter"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('admin.geography.worldRegion')}
        aria-label={t('admin.geography.worldRegion')}
        value={filter.worldRegionId}
        options={regionOptions}
        onChange={(worldRegionId?: number) => onFilter({ ...filter, worldRegionId })}
      />
    </FilterBar>
  );
}
