import { PlusOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { ListCard, ListFilterBar, ListTools, useColumnViews, useListQuery } from '../../../shared/lists';
import { useDrawer, useNotify } from '../../../shared/ui';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useDeleteRow } from '../api/delete-row';
import { useScreenRows } from '../api/list-rows';
import type { ScreenDefinition, ScreenRow } from '../definitions/types';
import { DictionaryFormDrawer } from './dictionary-form-drawer';
import { DictionaryTable } from './dictionary-table';
import { enumLabelKey } from '../lib/labels';
import { RatesDrawer } from './rates-drawer';
import './dictionaries.css';

const FILTERS = ['search', 'filters'] as const;

export interface DictionaryScreenProps {
  screen: ScreenDefinition;
  /** The page's one h1. */
  title: string;
  operator: boolean;
}

/**
 * A dictionary's page, whichever dictionary: its title and "Add", the filter bar with saved
 * filters and the column chooser, the table (paged, sorted and filtered by the server, all kept
 * in the address), the form drawer, deleting with the server's delete-blocking message.
 */
export function DictionaryScreen({ screen, title, operator }: DictionaryScreenProps) {
  const t = useT();
  const notify = useNotify();
  const { modal } = App.useApp();
  const list = useListQuery({ sortFields: screen.sortFields, filters: FILTERS });
  const rows = useScreenRows(screen.source, { ...list.params, ...screen.listParams });
  const remove = useDeleteRow(screen.source);
  // Partners keep their own entries: who keeps one goes without saying.
  const columnSpecs = operator ? screen.columns : screen.columns.filter((column) => column.kind !== 'organization');
  const views = useColumnViews(screen.context, columnSpecs);
  const drawer = useDrawer<ScreenRow | null>(null);
  const [ratesOf, setRatesOf] = useState<string | null>(null);
  const openDrawer = drawer.openWith;
  const { setFilter } = list;
  const setFilters = useCallback((value: string) => setFilter('filters', value), [setFilter]);

  async function deleteRow(row: ScreenRow) {
    try {
      await remove.mutateAsync(screen.keyOf(row));
      notify.success(t('dictionaries.list.deleted'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      // 409: the spec's delete-blocking message, already in the user's language.
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
        subtitle={!operator && screen.scope === 'partner' ? t('dictionaries.list.ownEntries') : undefined}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openDrawer(null)}>
            {t('dictionaries.list.add')}
          </Button>
        }
      />
      <ListFilterBar
        specs={screen.filters}
        searchPlaceholder={
          screen.columns.some((column) => column.kind === 'code' && column.key === 'code')
            ? t('dictionaries.list.search')
            : t('dictionaries.list.searchName')
        }
        operator={operator}
        enumLabel={enumLabelKey}
        search={list.filters.search ?? ''}
        onSearch={(value) => setFilter('search', value)}
        filters={list.filters.filters ?? ''}
        onFilters={setFilters}
        filtered={list.filtered}
        onReset={list.resetFilters}
        extra={
          <ListTools
            context={screen.context}
            filters={list.filters.filters ?? ''}
            onPickFilters={setFilters}
            savedFilters={screen.filters.length > 0}
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
          <DictionaryTable
            screen={screen}
            columns={views.columns}
            rows={rows.data?.items}
            loading={rows.isFetching}
            operator={operator}
            list={list}
            total={rows.data?.total}
            onEdit={openDrawer}
            onDelete={deleteRow}
            onRates={screen.rates ? (row) => setRatesOf(String(screen.keyOf(row))) : undefined}
          />
        </ListCard>
      )}
      <DictionaryFormDrawer
        key={drawer.key}
        screen={screen}
        open={drawer.open}
        row={drawer.target}
        operator={operator}
        onClose={drawer.close}
      />
      {ratesOf ? <RatesDrawer key={ratesOf} code={ratesOf} open onClose={() => setRatesOf(null)} /> : null}
    </>
  );
}
