import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedGeography } from '../../db/seed/reference/geography.js';

/**
 * The place search over the seeded reference geography answers in the script of the language
 * asked: Chinese names in Simplified characters. GeoNames gave some in Traditional forms
 * (Saint Petersburg was 聖彼得堡, Almaty 阿拉木圖); scripts/simplify-chinese-place-names.mjs
 * converted the data files.
 */
let t: TestApp;

const search = async (text: string, language: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/geo/search?searchString=${encodeURIComponent(text)}&language=${language}&types=ADDRESS`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as Place[];
};

beforeAll(async () => {
  t = await createTestApp();
  // Cities of a million people and more are enough for the corridor's big cities, and quick.
  await seedGeography(t.database.db, { minCityPopulation: 1_000_000 });
});
afterAll(() => t?.close());

describe('place search over the seeded geography in Chinese', () => {
  it('finds Saint Petersburg and Almaty by their Simplified names and answers with them', async () => {
    for (const [simplified, english, country] of [
      ['圣彼得堡', 'Saint Petersburg', '俄罗斯'],
      ['阿拉木图', 'Almaty', '哈萨克斯坦'],
    ] as const) {
      const [first] = await search(simplified, 'zh');
      expect(first, simplified).toMatchObject({ type: 'ADDRESS', name: simplified, country: { name: country } });
      const [inEnglish] = await search(english, 'en');
      expect(inEnglish?.cityId, english).toBe(first?.cityId);
    }
  });

  it('answers a search in Latin letters with the Simplified name in zh', async () => {
    const [first] = await search('Saint Petersburg', 'zh');
    expect(first).toMatchObject({ name: '圣彼得堡' });
  });
});
