import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useT, type Label } from '../i18n';
import { FilterBar } from './filter-bar';
import type { FilterSpec } from './filter-model';
import { FilterControl } from './filter-control';
import { SearchFilter } from './search-filter';
import { useFilterDrafts } from './use-filter-drafts';
import './lists.css';

export interface ListFilterBarProps {
  specs: readonly FilterSpec[];
  /** What the search box says it looks in. */
  searchPlaceholder: string;
  operator: boolean;
  /** The words of a value of an enumeration the list's filters offer, from the feature that owns it. */
  enumLabel: (enumName: string, value: string) => Label;
  search: string;
  onSearch: (value: string) => void;
  /** The `filters` query parameter in effect. */
  filters: string;
  onFilters: (value: string) => void;
  filtered: boolean;
  onReset: () => void;
  /** Saved filters and the column chooser. */
  extra?: ReactNode;
}

/**
 * The search box and the filters of a list: a filter per field, added from a menu, with the
 * conditions its kind allows (a text's kind switch, ranges of numbers and dates, yes or no,
 * several values of an enumeration or a reference, "has a value"). It wraps on a phone.
 */
export function ListFilterBar(props: ListFilterBarProps) {
  const t = useT();
  const { drafts, add, change, remove, clear } = useFilterDrafts(props.specs, props.filters, props.onFilters);
  const menu = props.specs.map((spec) => ({ key: spec.field, label: t(spec.label) }));

  return (
    <FilterBar
      filtered={props.filtered || drafts.length > 0}
      onReset={() => {
        clear();
        props.onReset();
      }}
      below={
        drafts.length ? (
          <div className="filter-controls">
            {drafts.map((draft) => {
              const spec = props.specs.find((candidate) => candidate.field === draft.field);
              return spec ? (
                <FilterControl
                  key={draft.id}
                  spec={spec}
                  draft={draft}
                  operator={props.operator}
                  enumLabel={props.enumLabel}
                  onChange={change}
                  onRemove={() => remove(draft.id)}
                />
              ) : null;
            })}
          </div>
        ) : null
      }
    >
      <SearchFilter
        className="list-filter-wide"
        value={props.search}
        onSearch={props.onSearch}
        placeholder={props.searchPlaceholder}
      />
      {menu.length ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: menu,
            onClick: ({ key }) => {
              const spec = props.specs.find((candidate) => candidate.field === key);
              if (spec) add(spec);
            },
          }}
        >
          <Button icon={<PlusOutlined />}>
            {t('dictionaries.filter.add')} <DownOutlined />
          </Button>
        </Dropdown>
      ) : null}
      {props.extra}
    </FilterBar>
  );
}
