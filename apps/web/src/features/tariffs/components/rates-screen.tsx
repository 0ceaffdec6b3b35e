import type { Tariff, TariffKind, TariffVariant } from '@cargo/domain';
import { App, Tabs } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { ListCard, ListFilterBar, ListTools, useColumnViews, useListQuery } from '../../../shared/lists';
import { useDrawer, useNotify } from '../../../shared/ui';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useDeleteTariff } from '../api/delete-tariff';
import { useTariffs } from '../api/list-tariffs';
import { NO_SELECTION, type TariffSelection } from '../lib/bulk-request';
import { tariffColumns } from '../lib/columns';
import { TARIFF_SORT_FIELDS, tariffFilters } from '../lib/filters';
import { ratesContext, tariffEnumLabel, variantLabel } from '../lib/labels';
import { currentVariant } from '../lib/tabs';
import { useRatesActions } from './rates-actions';
import { RatesToolbar } from './rates-toolbar';
import { SelectionBar } from './selection-bar';
import { TariffDrawer } from './tariff-drawer';
import { TariffsTable } from './tariffs-table';
import './tariffs.css';

const FILTERS = ['search', 'filters'] as const;

export interface RatesScreenProps {
  kind: TariffKind;
  /** The page's one h1. */
  title: string;
  operator: boolean;
  /** The tabs the user sees (at least one). */
  variants: readonly TariffVariant[];
}

/**
 * A kind's rates page: its title and toolbar (rate sheets, bulk actions, "Add tariff"), a tab per
 * cargo form, the filter bar with saved filters and the column chooser (list `rates/{kind}`), the
 * table (paged, sorted and filtered by the server, all kept in the address) with its check boxes
 * and "select all matching the filter", the tariff drawer, deleting with a confirmation.
 */
export function RatesScreen({ kind, title, operator, variants }: RatesScreenProps) {
  const t = useT();
  const notify = useNotify();
  const { modal } = App.useApp();
  const [address, setAddress] = useSearchParams();
  const variant = currentVariant(variants, address.get('variant'))!;
  const list = useListQuery({ sortFields: TARIFF_SORT_FIELDS, filters: FILTERS });
  const filterSpecs = useMemo(() => tariffFilters(kind, variant), [kind, variant]);
  const columnSpecs = useMemo(() => tariffColumns(kind, variant, operator), [kind, variant, operator]);
  const views = useColumnViews(ratesContext(kind), columnSpecs);
  const rows = useTariffs(kind, variant, list.params);
  const remove = useDeleteTariff(kind);
  const drawer = useDrawer<Tariff | null>(null);
  const openDrawer = drawer.openWith;
  const { setFilter } = list;
  const setFilters = useCallback((value: string) => setFilter('filters', value), [setFilter]);
  const scope = useMemo(
    () => ({ variant, filters: list.filters.filters, search: list.filters.search }),
    [variant, list.filters.filters, list.filters.search],
  );
  const [selection, setSelection] = useState<TariffSelection>(NO_SELECTION);
  // Another tab, filter or search is another list: what was selected in the last one is let go.
  const scopeKey = JSON.stringify(scope);
  const [selectedIn, setSelectedIn] = useState(scopeKey);
  if (selectedIn !== scopeKey) {
    setSelectedIn(scopeKey);
    setSelection(NO_SELECTION);
  }
  const total = rows.data?.total ?? 0;
  const actions = useRatesActions({
    kind,
    operator,
    scope,
    sort: list.params.sort,
    selection,
    onBulkDone: () => setSelection(NO_SELECTION),
  });
  const ticked =
    selection.mode === 'ids'
      ? selection.ids
      : (rows.data?.items ?? []).filter((tariff) => tariff.editable).map((tariff) => tariff.id);

  const chooseVariant = (next: string) =>
    setAddress(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('variant', next);
        params.delete('page');
        return params;
      },
      { replace: true },
    );

  async function deleteTariff(tariff: Tariff) {
    try {
      await remove.mutateAsync(tariff.id);
      notify.success(t('tariffScreens.list.deleted'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      modal.error({
        title: t('dictionaries.list.deleteFailed'),
        content: error.message,
        okText: t('admin.common.close'),
      });
    }
  }

  return (
    <>
      <PageHeader
        title={title}
        subtitle={operator ? undefined : t('tariffScreens.list.partnerSubtitle')}
        extra={<RatesToolbar onAdd={() => openDrawer(null)}>{actions.buttons}</RatesToolbar>}
      />
      {variants.length > 1 ? (
        <Tabs
          className="rates-tabs"
          activeKey={variant}
          onChange={chooseVariant}
          aria-label={t('tariffScreens.list.variants')}
          items={variants.map((key) => ({ key, label: t(variantLabel(key)) }))}
        />
      ) : null}
      <ListFilterBar
        specs={filterSpecs}
        searchPlaceholder={t('tariffScreens.list.search')}
        operator={operator}
        enumLabel={tariffEnumLabel}
        search={list.filters.search ?? ''}
        onSearch={(value) => setFilter('search', value)}
        filters={list.filters.filters ?? ''}
        onFilters={setFilters}
        filtered={list.filtered}
        onReset={list.resetFilters}
        extra={
          <ListTools
            context={ratesContext(kind)}
            filters={list.filters.filters ?? ''}
            onPickFilters={setFilters}
            specs={columnSpecs}
            views={views}
            sort={list.params.sort}
            size={list.params.size}
          />
        }
      />
      {rows.isError ? (
        <QueryError error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <ListCard>
          <SelectionBar
            selection={selection}
            total={total}
            onSelectAll={() => setSelection({ mode: 'filter', total })}
            onClear={() => setSelection(NO_SELECTION)}
          />
          <TariffsTable
            kind={kind}
            variant={variant}
            columns={views.columns}
            rows={rows.data?.items}
            loading={rows.isFetching}
            operator={operator}
            list={list}
            total={rows.data?.total}
            onOpen={openDrawer}
            onDelete={deleteTariff}
            selected={ticked}
            onSelect={(ids) => setSelection({ mode: 'ids', ids })}
          />
        </ListCard>
      )}
      <TariffDrawer
        key={drawer.key}
        kind={kind}
        variant={drawer.target?.variant ?? variant}
        open={drawer.open}
        tariff={drawer.target}
        operator={operator}
        onClose={drawer.close}
      />
      {actions.dialogs}
    </>
  );
}
