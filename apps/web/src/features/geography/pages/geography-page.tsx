import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { GeoObject, GeoObjectType, Place } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Spin } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../../shared/i18n';
import { useIsDesktop } from '../../../shared/lib/use-media-query';
import { useDrawer, useNotify } from '../../../shared/ui';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { findPlaceCity } from '../api/find-place-city';
import { geoObjectQueryOptions, useGeoObject } from '../api/get-geo-object';
import { useCountries } from '../../../shared/places';
import { useWorldRegions } from '../api/list-world-regions';
import { GeoDetails } from '../components/geo-details';
import { GeoFormDrawer, type GeoFormTarget } from '../components/geo-form-drawer';
import { GeoTree } from '../components/geo-tree';
import { GeographyFilters } from '../components/geography-filters';
import { useDeleteGeoAction } from '../components/use-delete-geo-object';
import { useGeoTree } from '../components/use-geo-tree';
import '../components/geography.css';
import { filterCountries, nodeKey, type CountryFilter } from '../lib/geo-tree-model';

/** Parents above a city at most: country → region → special region → city, with room to spare. */
const MAX_DEPTH = 6;

/**
 * `/admin/dictionaries/geography`: the tree of countries, regions and cities beside the details
 * of the chosen one (stacked on a phone), a search that jumps to any city, port, airport or
 * station, and the create, edit and delete of geo objects.
 */
export function GeographyPage() {
  const { t, language } = useI18n();
  const notify = useNotify();
  const isDesktop = useIsDesktop();
  const queryClient = useQueryClient();
  const countries = useCountries();
  const worldRegions = useWorldRegions();
  const [filter, setFilter] = useState<CountryFilter>({});
  const roots = useMemo(
    () => filterCountries(countries.data ?? [], filter, language),
    [countries.data, filter, language],
  );
  const tree = useGeoTree(roots);
  const [selected, setSelected] = useState<GeoObject | null>(null);
  const details = useGeoObject(selected?.id, selected ?? undefined);
  const [scrollToKey, setScrollToKey] = useState<string>();
  const [place, setPlace] = useState<Place | null>(null);
  const drawer = useDrawer<GeoFormTarget>({ mode: 'create' });
  const detailsRef = useRef<HTMLDivElement>(null);

  const select = useCallback(
    (object: GeoObject | null, reveal = false) => {
      setSelected(object);
      // On a phone the details are below the tree: bring them into view.
      if (object && reveal && !isDesktop)
        window.setTimeout(() => detailsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 0);
    },
    [isDesktop],
  );

  /** Opens the tree down to the object and chooses it. */
  const jumpTo = useCallback(
    async (id: number) => {
      const chain: GeoObject[] = [];
      for (let next: number | null = id; next !== null && chain.length < MAX_DEPTH;) {
        const object: GeoObject = await queryClient.fetchQuery(geoObjectQueryOptions(next));
        chain.unshift(object);
        next = object.parentId;
      }
      const target = chain[chain.length - 1];
      if (!target) return;
      setFilter({});
      tree.open(chain.slice(0, -1));
      select(target, true);
      setScrollToKey(nodeKey(target.id));
    },
    [queryClient, tree, select],
  );

  const del = useDeleteGeoAction(
    useCallback(
      (object: GeoObject) => {
        if (object.parentId) void jumpTo(object.parentId).catch(() => select(null));
        else select(null);
      },
      [jumpTo, select],
    ),
  );

  async function findPlace(next: Place | null) {
    setPlace(next);
    if (!next) return;
    try {
      const cityId = await findPlaceCity(next);
      if (cityId === undefined) notify.warning(t('admin.geography.placeNotFound'));
      else await jumpTo(cityId);
    } catch {
      notify.warning(t('admin.geography.placeNotFound'));
    }
  }

  const openDrawer = drawer.openWith;
  const addUnder = (parent: GeoObject, type: GeoObjectType) =>
    openDrawer({ mode: 'create', preset: { type, countryCode: parent.countryCode, parentId: parent.id } });

  const shown = details.data ?? selected;
  const country = shown ? countries.data?.find((item) => item.countryCode === shown.countryCode) : undefined;

  return (
    <>
      <PageHeader
        title={t('admin.geography.title')}
        subtitle={t('admin.geography.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openDrawer({ mode: 'create' })}>
            {t('admin.geography.new')}
          </Button>
        }
      />
      <GeographyFilters
        filter={filter}
        onFilter={setFilter}
        worldRegions={worldRegions.data ?? []}
        place={place}
        onPlace={(next) => void findPlace(next)}
      />
      <div className="geo-layout">
        <Card className="geo-tree-card" variant="borderless">
          <Input
            className="geo-country-filter"
            allowClear
            prefix={<SearchOutlined aria-hidden="true" />}
            placeholder={t('admin.geography.filterCountries')}
            aria-label={t('admin.geography.filterCountries')}
            value={filter.text ?? ''}
            onChange={(event) => setFilter((current) => ({ ...current, text: event.target.value }))}
          />
          {countries.isError ? (
            <QueryError error={countries.error} onRetry={() => void countries.refetch()} />
          ) : countries.isPending ? (
            <div className="geo-tree-loading">
              <Spin />
            </div>
          ) : (
            <GeoTree
              treeData={tree.treeData}
              expandedKeys={tree.expandedKeys}
              selectedKey={selected ? nodeKey(selected.id) : undefined}
              scrollToKey={scrollToKey}
              onScrolled={() => setScrollToKey(undefined)}
              scrollResetKey={JSON.stringify(filter)}
              height={isDesktop ? 620 : 420}
              onOpen={(object) => tree.open([object])}
              onClose={(object) => tree.close(object.id)}
              onSelect={(object) => select(object, true)}
              onShowMore={tree.showMore}
            />
          )}
        </Card>
        <div ref={detailsRef} className="geo-details-column" role="region" aria-label={t('admin.geography.details')}>
          {shown ? (
            <GeoDetails
              object={shown}
              country={country}
              worldRegions={worldRegions.data ?? []}
              deleteError={del.refusalOf(shown.id)}
              deleting={del.deleting}
              onEdit={() => openDrawer({ mode: 'edit', object: shown })}
              onAdd={(type) => addUnder(shown, type)}
              onDelete={() => del.confirmDelete(shown)}
            />
          ) : (
            <Card variant="borderless" className="geo-details-empty">
              <Empty description={t('admin.geography.selectHint')} />
            </Card>
          )}
        </div>
      </div>
      <GeoFormDrawer
        key={drawer.key}
        open={drawer.open}
        target={drawer.target}
        countries={countries.data ?? []}
        worldRegions={worldRegions.data ?? []}
        onClose={drawer.close}
        onSaved={(object) => void jumpTo(object.id).catch(() => select(object))}
      />
    </>
  );
}
