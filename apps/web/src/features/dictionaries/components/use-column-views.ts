import type { CollectionView } from '@cargo/domain';
import { useState } from 'react';
import type { ColumnSpec } from '../definitions/types';
import { useViews } from '../api/list-views';

/** The columns a view shows, in its order; columns it does not know are left out, none at all is the standard. */
export function columnsOfView(specs: readonly ColumnSpec[], keys: readonly string[] | undefined): ColumnSpec[] {
  const chosen = (keys ?? []).flatMap((key) => specs.filter((spec) => spec.key === key));
  return chosen.length ? chosen : specs.filter((spec) => spec.visible);
}

/**
 * Which columns the table shows: the user's default view of the list when they have one, else
 * the standard columns; picking a view or ticking columns changes them for this visit.
 */
export function useColumnViews(context: string, specs: readonly ColumnSpec[]) {
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

export type ColumnViews = ReturnType<typeof useColumnViews>;
