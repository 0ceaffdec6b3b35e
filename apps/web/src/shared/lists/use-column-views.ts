import type { CollectionView } from '@cargo/domain';
import { useState } from 'react';
import type { Label } from '../i18n';
import { useViews } from './api/list-views';

/** What a view knows of a column: its key (what a view keeps), its label, whether it shows by default. */
export interface ViewColumn {
  key: string;
  label: Label;
  /** Shown until the user (or their default view) chooses otherwise. */
  visible: boolean;
}

/** The columns a view shows, in its order; columns it does not know are left out, none at all is the standard. */
export function columnsOfView<C extends ViewColumn>(specs: readonly C[], keys: readonly string[] | undefined): C[] {
  const chosen = (keys ?? []).flatMap((key) => specs.filter((spec) => spec.key === key));
  return chosen.length ? chosen : specs.filter((spec) => spec.visible);
}

/**
 * Which columns the table shows: the user's default view of the list when they have one, else
 * the standard columns; picking a view or ticking columns changes them for this visit.
 */
export function useColumnViews<C extends ViewColumn>(context: string, specs: readonly C[]) {
  const views = useViews(context);
  const [choice, setChoice] = useState<{ viewId: number | null; keys: string[] } | null>(null);
  const standard = specs.filter((spec) => spec.visible).map((spec) => spec.key);
  const defaultView = views.data?.find((view) => view.isDefault);
  const current =
    choice ??
    (defaultView ? { viewId: defaultView.id, keys: defaultView.settings.columns } : { viewId: null, keys: standard });
  const columns = columnsOfView(specs, current.keys);

  return {
    views: views.data ?? [],
    viewId: current.viewId,
    columns,
    keys: columns.map((column) => column.key),
    pick: (view: CollectionView | null) =>
      setChoice(view ? { viewId: view.id, keys: view.settings.columns } : { viewId: null, keys: standard }),
    /** Shows or hides one column, keeping the order of the definition. */
    toggle: (key: string, shown: boolean) => {
      const keys = new Set(columns.map((column) => column.key));
      if (shown) keys.add(key);
      else keys.delete(key);
      setChoice({ viewId: current.viewId, keys: specs.filter((spec) => keys.has(spec.key)).map((spec) => spec.key) });
    },
  };
}

export type ColumnViews<C extends ViewColumn = ViewColumn> = ReturnType<typeof useColumnViews<C>>;
