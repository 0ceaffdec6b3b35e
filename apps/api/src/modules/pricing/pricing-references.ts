import type { CargoReferences, CargoType, CommissionRule, Language, PointKey, RateTable } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { cargoReferences } from './cargo-references.repo.js';
import type { PricingGraph } from './pricing-index.service.js';
import { marketplaceOrganizationIds } from './marketplace.repo.js';
import { emptyNameBook, nameBookSize, namesIn, readNames, type NameBook, type QuoteNames } from './quote-names.repo.js';
import { rateTableOn } from './rates.repo.js';

/** Where commission rules come from (the commission module): every rule for a cargo type. */
export interface CommissionRulesSource {
  rulesFor(cargoType: CargoType): Promise<{ rules: CommissionRule[]; integratorDisabled: Set<number> }>;
}

/** The commission a quote's sellers charge: their rules, and who of all disables the integrator reward. */
export interface SellersBook {
  rules: CommissionRule[];
  integratorDisabled: ReadonlySet<number>;
}

/** What a calculation reads besides tariffs, as of the versions of one pricing graph. */
export interface ReferenceReads {
  /** The exchange rates in force on the day and every currency's decimals. */
  rates(day: string): Promise<RateTable>;
  cargo(): Promise<CargoReferences>;
  marketplace(): Promise<Set<number>>;
  commission(cargoType: CargoType, sellers: readonly number[]): Promise<SellersBook>;
  names(
    wanted: { points: Iterable<PointKey>; entries: Iterable<number>; organizations: Iterable<number> },
    language: Language,
  ): Promise<QuoteNames>;
}

/** Names kept at most; past it the book starts afresh (every point of the world is ~150,000). */
const NAMES_KEPT = 50_000;

/**
 * The reference data every quote reads (exchange rates, currency decimals, cargo dictionaries,
 * the marketplace's organizations, commission rules, the names it answers with), kept in this
 * instance's memory for as long as the reference and geography versions stay where they were.
 * The pricing graph reads both versions in the same row as its tariff changes, so a quote costs
 * one small read instead of a dozen; any committed change of those tables moves a version
 * (triggers of migration 0008, the geography service's bump), and the next quote reads afresh.
 * A value read while a change commits is kept under the older version and dropped at the next
 * quote: the version is always read before the values.
 */
export function createPricingReferences(db: Db, commissions: CommissionRulesSource) {
  let kept = new Map<string, Promise<unknown>>();
  let names: NameBook = emptyNameBook();
  let keptFor = '';

  /** One read per key and version, shared by quotes arriving together; a failed read is not kept. */
  function once<T>(store: Map<string, Promise<unknown>>, key: string, read: () => Promise<T>): Promise<T> {
    const known = store.get(key) as Promise<T> | undefined;
    if (known) return known;
    const reading = read();
    store.set(key, reading);
    reading.catch(() => store.delete(key));
    return reading;
  }

  return {
    at(versions: PricingGraph['versions']): ReferenceReads {
      const key = `${versions.geography}/${versions.reference}`;
      if (key !== keptFor || nameBookSize(names) > NAMES_KEPT) {
        keptFor = key;
        kept = new Map();
        names = emptyNameBook();
      }
      const store = kept;
      const book = names;
      return {
        rates: (day) => once(store, `rates:${day}`, () => rateTableOn(db, day)),
        cargo: () => once(store, 'cargo', () => cargoReferences(db)),
        marketplace: () => once(store, 'marketplace', () => marketplaceOrganizationIds(db)),
        async commission(cargoType, sellers) {
          const all = await once(store, `commission:${cargoType}`, async () => {
            const { rules, integratorDisabled } = await commissions.rulesFor(cargoType);
            const byOrganization = new Map<number, CommissionRule[]>();
            for (const rule of rules)
              byOrganization.set(rule.organizationId, [...(byOrganization.get(rule.organizationId) ?? []), rule]);
            return { byOrganization, integratorDisabled };
          });
          return {
            rules: [...new Set(sellers)].flatMap((id) => all.byOrganization.get(id) ?? []),
            integratorDisabled: all.integratorDisabled,
          };
        },
        async names(wanted, language) {
          await readNames(db, wanted, book);
          return namesIn(book, language);
        },
      };
    },
  };
}

export type PricingReferences = ReturnType<typeof createPricingReferences>;
