import type { DictionaryEntryInput, HubInput } from '@cargo/domain';
import type { ScreenRow, ScreenSource } from '../definitions/types';
import { createCurrency, type CurrencyInput } from './create-currency';
import { createEntry } from './create-entry';
import { createHub } from './create-hub';
import { deleteCurrency } from './delete-currency';
import { deleteEntry } from './delete-entry';
import { deleteHub } from './delete-hub';
import { getEntry } from './get-entry';
import { listCurrencies } from './list-currencies';
import { listEntries } from './list-entries';
import { listHubs } from './list-hubs';
import type { Page, ScreenListParams } from './list-params';
import { getCurrency, updateCurrency } from './update-currency';
import { updateEntry } from './update-entry';
import { updateHub } from './update-hub';

/** The calls behind one screen, whichever family its rows belong to (entries, hubs, currencies). */
export interface ScreenApi {
  /** The API path of the resource: the root of its query keys. */
  path: string;
  list: (params: ScreenListParams) => Promise<Page<ScreenRow>>;
  create: (body: Record<string, unknown>) => Promise<unknown>;
  /** `version`: the row's as read, sent as If-Match where the family keeps versions (not hubs). */
  update: (key: string | number, body: Record<string, unknown>, version?: number) => Promise<unknown>;
  /** The row as it is now, for a form's reload after someone else changed it; families with versions. */
  read?: (key: string | number) => Promise<ScreenRow>;
  remove: (key: string | number) => Promise<void>;
}

/**
 * The bodies come from the screen's `bodyOf`, built for the family's contract; the API checks
 * them against it again and answers field errors for what does not fit.
 */
export function screenApi(source: ScreenSource): ScreenApi {
  switch (source.kind) {
    case 'entries': {
      const { name } = source;
      return {
        path: `/dictionaries/${name}`,
        list: (params) => listEntries(name, params),
        create: (body) => createEntry(name, body as DictionaryEntryInput),
        update: (key, body, version) => updateEntry(name, Number(key), body as DictionaryEntryInput, version),
        read: (key) => getEntry(name, Number(key)),
        remove: (key) => deleteEntry(name, Number(key)),
      };
    }
    case 'hubs': {
      const { hubKind } = source;
      return {
        path: `/dictionaries/${hubKind}`,
        list: (params) => listHubs(hubKind, params),
        create: (body) => createHub(hubKind, body as HubInput),
        update: (key, body) => updateHub(hubKind, Number(key), body as HubInput),
        remove: (key) => deleteHub(hubKind, Number(key)),
      };
    }
    case 'currencies':
      return {
        path: '/dictionaries/currencies',
        list: listCurrencies,
        create: (body) => createCurrency(body as CurrencyInput),
        update: (key, body, version) => updateCurrency(String(key), body as CurrencyInput, version),
        read: (key) => getCurrency(String(key)),
        remove: (key) => deleteCurrency(String(key)),
      };
  }
}
