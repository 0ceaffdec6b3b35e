import type { DictionaryName, HubKind } from '@cargo/domain';
import type { Db } from './db/connection.js';
import type { AppError } from './errors.js';

/** A reference object whose delete other modules may block: a hub, a city, a dictionary entry, a currency. */
export type GuardedObject =
  | { type: 'hub'; kind: HubKind; id: number }
  | { type: 'city'; id: number }
  | { type: 'dictionaryEntry'; dictionary: DictionaryName; id: number }
  | { type: 'currency'; code: string };

/**
 * Asked inside the delete's transaction, before the row goes: the error that blocks the delete
 * (409 with the spec's wording), or undefined. The reference modules (geography, dictionaries)
 * take one from services.ts instead of importing the modules that refer to them (tariffs and,
 * later, orders), so the dependency keeps pointing one way: from those modules to the references.
 */
export type DeleteGuard = (tx: Db, object: GuardedObject) => Promise<AppError | undefined>;

export const noDeleteGuard: DeleteGuard = () => Promise.resolve(undefined);
