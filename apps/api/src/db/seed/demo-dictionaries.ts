import { and, eq, inArray } from 'drizzle-orm';
import type { DictionaryName, LocalizedText } from '@cargo/domain';
import type { Db } from '../connection.js';
import { dictionaryEntries } from '../schema.js';

interface DemoEntry {
  dictionary: DictionaryName;
  names: LocalizedText;
  /** The referenced marketplace entry, by dictionary and code; skipped when it is not seeded. */
  reference: { dictionary: DictionaryName; code: string; attribute: string } | null;
  attributes: Record<string, unknown>;
}

const condition = (seaLine: string, en: string, ru: string, zh: string): DemoEntry => ({
  dictionary: 'sea-line-conditions',
  names: { en: `${seaLine} terms`, ru: `Условия ${seaLine}`, zh: `${seaLine} 条款` },
  reference: { dictionary: 'sea-lines', code: seaLine, attribute: 'seaLineId' },
  attributes: { text: { en, ru, zh } },
});

/** What each demo partner keeps in its own dictionaries, so their pages and tenancy show. */
const DEMO_PARTNER_ENTRIES: Record<string, DemoEntry[]> = {
  'Demo Sea Lines': [
    condition(
      'MAEU',
      'Free time at the port of discharge: 14 days combined demurrage and detention.',
      'Свободное время в порту выгрузки: 14 дней (демередж и детеншн вместе).',
      '卸货港免费期：滞期费和滞箱费合计 14 天。',
    ),
    condition(
      'MSCU',
      'Bookings close 5 working days before the vessel departs.',
      'Приём букингов закрывается за 5 рабочих дней до отхода судна.',
      '订舱在船舶开航前 5 个工作日截止。',
    ),
    {
      dictionary: 'customs-clearance',
      names: { en: 'Export clearance at the port', ru: 'Экспортное оформление в порту', zh: '港口出口报关' },
      reference: null,
      attributes: { place: 'IN_PORT', price: 150, currency: 'USD' },
    },
  ],
  'Demo Rail & Road': [
    condition(
      'COSU',
      'Rail-sea combined bills of lading via Vostochny only.',
      'Сквозные коносаменты ж/д + море только через Восточный.',
      '铁海联运提单仅经东方港签发。',
    ),
  ],
};

/**
 * The demo partners' own dictionary entries. Added once: a partner that has entries in a
 * dictionary keeps exactly those. Entries whose sea line is not seeded are left out.
 */
export async function seedDemoDictionaries(tx: Db, organizationIds: ReadonlyMap<string, number>): Promise<number> {
  let created = 0;
  for (const [organization, entries] of Object.entries(DEMO_PARTNER_ENTRIES)) {
    const organizationId = organizationIds.get(organization);
    if (organizationId === undefined) continue;
    const dictionaries = [...new Set(entries.map((entry) => entry.dictionary))];
    const kept = await tx
      .selectDistinct({ dictionary: dictionaryEntries.dictionary })
      .from(dictionaryEntries)
      .where(
        and(eq(dictionaryEntries.organizationId, organizationId), inArray(dictionaryEntries.dictionary, dictionaries)),
      );
    const skip = new Set(kept.map((row) => row.dictionary));
    for (const [sortOrder, entry] of entries.entries()) {
      if (skip.has(entry.dictionary)) continue;
      const attributes = { ...entry.attributes };
      if (entry.reference) {
        const [target] = await tx
          .select({ id: dictionaryEntries.id })
          .from(dictionaryEntries)
          .where(
            and(
              eq(dictionaryEntries.dictionary, entry.reference.dictionary),
              eq(dictionaryEntries.code, entry.reference.code),
            ),
          );
        if (!target) continue;
        attributes[entry.reference.attribute] = target.id;
      }
      await tx
        .insert(dictionaryEntries)
        .values({ dictionary: entry.dictionary, names: entry.names, attributes, organizationId, sortOrder });
      created += 1;
    }
  }
  return created;
}
