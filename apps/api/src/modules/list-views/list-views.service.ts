import {
  LIST_VIEWS_LIMIT,
  type CollectionView,
  type CollectionViewInput,
  type CollectionViewUpdate,
  type SavedFilter,
  type SavedFilterInput,
  type SavedFilterUpdate,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Page } from '../../db/list.js';
import { AppError } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import { notFound } from '../organizations/index.js';
import {
  clearDefaultViews,
  countInList,
  deleteOwn,
  insertCollectionView,
  insertSavedFilter,
  listCollectionViews,
  listSavedFilters,
  lockUserList,
  nameTaken,
  ownContext,
  toCollectionView,
  toSavedFilter,
  updateCollectionView,
  updateSavedFilter,
  type ListViewKind,
} from './list-views.repo.js';

export interface ListViewsService {
  filters(caller: Caller, context: string): Promise<Page<SavedFilter>>;
  createFilter(caller: Caller, input: SavedFilterInput): Promise<SavedFilter>;
  updateFilter(caller: Caller, id: number, input: SavedFilterUpdate): Promise<SavedFilter>;
  deleteFilter(caller: Caller, id: number): Promise<void>;
  views(caller: Caller, context: string): Promise<Page<CollectionView>>;
  createView(caller: Caller, input: CollectionViewInput): Promise<CollectionView>;
  /** `isDefault` left out keeps the view's; `true` un-defaults the user's other views of the list. */
  updateView(caller: Caller, id: number, input: CollectionViewUpdate): Promise<CollectionView>;
  deleteView(caller: Caller, id: number): Promise<void>;
}

const LIMIT_MESSAGE = { filters: 'lists.filtersLimit', views: 'lists.viewsLimit' } as const;

function nameInUse(): AppError {
  return new AppError('BAD_REQUEST', {
    message: 'validation.unique',
    fields: [{ fieldName: 'name', message: 'validation.unique' }],
  });
}

const pageOfAll = <T>(items: T[]): Page<T> => ({ items, total: items.length });

/**
 * A user's saved filters and collection views (Product specification, shell §7). Personal: each user sees and
 * changes only their own, another user's id is not found (404, never 403). Per user and list: at
 * most LIST_VIEWS_LIMIT of each, names unique ignoring case, at most one default view. The checks
 * run under a lock of the user's list, so two tabs saving at once cannot pass them both.
 */
export function createListViewsService(db: Db): ListViewsService {
  /** Checks of a new row of the user's list, under its lock: the limit, then the name. */
  async function assertRoom(tx: Db, kind: ListViewKind, caller: Caller, context: string, name: string) {
    await lockUserList(tx, kind, caller.userId, context);
    if ((await countInList(tx, kind, caller.userId, context)) >= LIST_VIEWS_LIMIT)
      throw new AppError('UNPROCESSABLE', { message: LIMIT_MESSAGE[kind], params: { max: LIST_VIEWS_LIMIT } });
    if (await nameTaken(tx, kind, caller.userId, context, name)) throw nameInUse();
  }

  /**
   * Locks the list of the user's own row for a change and checks the new name; the row's list.
   * Another user's id, or one deleted meanwhile, is not found.
   */
  async function lockOwn(tx: Db, kind: ListViewKind, caller: Caller, id: number, name: string): Promise<string> {
    const context = await ownContext(tx, kind, caller.userId, id);
    if (context === undefined) throw notFound();
    await lockUserList(tx, kind, caller.userId, context);
    if (await nameTaken(tx, kind, caller.userId, context, name, id)) throw nameInUse();
    return context;
  }

  async function remove(kind: ListViewKind, caller: Caller, id: number): Promise<void> {
    if (!(await deleteOwn(db, kind, caller.userId, id))) throw notFound();
  }

  return {
    filters: async (caller, context) =>
      pageOfAll((await listSavedFilters(db, caller.userId, context)).map(toSavedFilter)),

    createFilter: (caller, input) =>
      db.transaction(async (tx) => {
        await assertRoom(tx, 'filters', caller, input.context, input.name);
        const row = await insertSavedFilter(tx, { userId: caller.userId, ...input });
        return toSavedFilter(row);
      }),

    updateFilter: (caller, id, input) =>
      db.transaction(async (tx) => {
        await lockOwn(tx, 'filters', caller, id, input.name);
        const row = await updateSavedFilter(tx, caller.userId, id, { name: input.name, filters: input.filters });
        if (!row) throw notFound();
        return toSavedFilter(row);
      }),

    deleteFilter: (caller, id) => remove('filters', caller, id),

    views: async (caller, context) =>
      pageOfAll((await listCollectionViews(db, caller.userId, context)).map(toCollectionView)),

    createView: (caller, input) =>
      db.transaction(async (tx) => {
        await assertRoom(tx, 'views', caller, input.context, input.name);
        const isDefault = input.isDefault ?? false;
        if (isDefault) await clearDefaultViews(tx, caller.userId, input.context);
        const row = await insertCollectionView(tx, {
          userId: caller.userId,
          context: input.context,
          name: input.name,
          settings: input.settings,
          isDefault,
        });
        return toCollectionView(row);
      }),

    updateView: (caller, id, input) =>
      db.transaction(async (tx) => {
        const context = await lockOwn(tx, 'views', caller, id, input.name);
        if (input.isDefault) await clearDefaultViews(tx, caller.userId, context, id);
        const row = await updateCollectionView(tx, caller.userId, id, {
          name: input.name,
          settings: input.settings,
          ...(input.isDefault === undefined ? {} : { isDefault: input.isDefault }),
        });
        if (!row) throw notFound();
        return toCollectionView(row);
      }),

    deleteView: (caller, id) => remove('views', caller, id),
  };
}
