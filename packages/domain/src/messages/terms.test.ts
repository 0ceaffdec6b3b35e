import { describe, expect, it } from 'vitest';
import type { Language } from '../languages.js';
import { catalogue, type MessageKey } from './index.js';

/**
 * One term per concept in each language (docs/glossary.md). Each row is a word the catalogue
 * once used beside the glossary's term for the same concept: it may not come back. `except`
 * lists the keys where the word means something else, each with its reason.
 */
interface Rejected {
  language: Language;
  word: RegExp;
  use: string;
  except?: Partial<Record<MessageKey, string>>;
}

// \p{L} with the u flag: JavaScript's \b knows Latin letters only.
const notLetter = '(?!\\p{L})';

const REJECTED: readonly Rejected[] = [
  // Delivery order: one seller's share of an order ("заказ на доставку"); the order itself is "заявка".
  {
    language: 'ru',
    word: new RegExp(`(?<!\\p{L})заказ(?:а|у|ом|е|ы|ов|ам|ами|ах)?${notLetter}(?!\\s+на\\s+доставку)`, 'iu'),
    use: 'заявка (the order) or заказ на доставку (one seller’s share)',
  },
  { language: 'zh', word: /派送订单/u, use: '运输委托' },
  // Price request: the request for a price where no rate is online (the empty-orders pages).
  { language: 'en', word: /orders? without rates/iu, use: 'price request' },
  { language: 'ru', word: /заявк\p{L}*\s+без\s+ставок/iu, use: 'запрос цены' },
  { language: 'zh', word: /无运价订单/u, use: '询价' },
  // Quotation: one priced way of a calculation.
  { language: 'en', word: /\bquotes?\b/iu, use: 'quotation' },
  {
    language: 'en',
    word: /\boptions?\b/iu,
    use: 'quotation',
    except: { 'validation.oneOf': 'the name of a placeholder, {options}, not a word on screen' },
  },
  { language: 'ru', word: /предложени|вариант/iu, use: 'котировка' },
  { language: 'zh', word: /方案/u, use: '报价' },
  // Booking: turning a quotation into an order.
  { language: 'zh', word: /预订|下单/u, use: '订舱' },
  // Ready date, agent, carrier, operator, organization.
  { language: 'zh', word: /备货日期/u, use: '就绪日期' },
  { language: 'zh', word: /代理商/u, use: '代理' },
  { language: 'zh', word: /承运商/u, use: '承运人' },
  {
    language: 'zh',
    word: /(?<!平台)运营方/u,
    use: '运营人员 (people), 平台运营方 (the marketplace operator’s organization)',
  },
  { language: 'zh', word: /机构/u, use: '组织' },
];

/** Every catalogue text that uses a rejected word outside its exceptions, as "key (language): text → use". */
function offences(rejected: readonly Rejected[]): string[] {
  const found: string[] = [];
  for (const row of rejected)
    for (const [key, entry] of Object.entries(catalogue)) {
      const text = entry[row.language];
      if (row.word.test(text) && !(key in (row.except ?? {})))
        found.push(`${key} (${row.language}): ${text} → ${row.use}`);
    }
  return found;
}

describe('the glossary', () => {
  it('keeps one term per concept in each language: no rejected synonym in the catalogue', () => {
    expect(offences(REJECTED)).toEqual([]);
  });

  it('names only keys that exist among its exceptions, each with a reason', () => {
    for (const row of REJECTED)
      for (const [key, reason] of Object.entries(row.except ?? {})) {
        expect(catalogue, key).toHaveProperty([key]);
        expect(reason?.trim(), key).toBeTruthy();
      }
  });

  it('tells a delivery order from the order in Russian, whatever the case', () => {
    const russian = REJECTED[0]!.word;
    for (const text of ['Не удалось получить данные заказа', 'Заказы', 'из прежнего заказа'])
      expect(russian.test(text), text).toBe(true);
    for (const text of ['Заказ на доставку 12-1', 'заказов на доставку', 'Сборный заказ на доставку', 'заказчик'])
      expect(russian.test(text), text).toBe(false);
  });
});
