import { Space } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { ListFilterBar, SavedFiltersControl, type FilterSpec } from '../../../shared/lists';
import { enumLabel } from '../lib/labels';
import { StatusBar } from './status-bar';
import type { OrderListState } from './use-order-list';

export interface ListBarsProps {
  state: OrderListState;
  specs: readonly FilterSpec[];
  /** The list's name for its saved filters: `orders`, `delivery-orders`. */
  context: string;
  operator: boolean;
  /** What sits at the status bar's end. */
  extra?: ReactNode;
}

/** Above a list of orders: the status group and stage, then the search, the typed filters and the saved ones. */
export function ListBars({ state, specs, context, operator, extra }: ListBarsProps) {
  const t = useT();
  const { list } = state;
  return (
    <>
      <StatusBar
        group={state.group}
        onGroup={state.setGroup}
        stage={state.stage}
        onStage={state.setStage}
        extra={extra}
      />
      <ListFilterBar
        specs={specs}
        searchPlaceholder={t('orderLists.search')}
        operator={operator}
        enumLabel={enumLabel}
        search={list.filters.search ?? ''}
        onSearch={state.setSearch}
        filters={list.filters.filters ?? ''}
        onFilters={state.setFilters}
        filtered={list.filtered}
        onReset={list.resetFilters}
        extra={
          <Space wrap size={8}>
            <SavedFiltersControl context={context} current={list.filters.filters ?? ''} onPick={state.setFilters} />
          </Space>
        }
      />
    </>
  );
}
