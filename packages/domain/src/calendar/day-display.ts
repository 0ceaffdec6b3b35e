import type { Language } from '../languages.js';

/**
 * Days as a reader of each interface language writes them (docs/decisions.md D144). The
 * specification's DD.MM.YYYY (domain §9) is the Russian convention and stays for ru; English
 * names the month, so 03.04.2026 is never read as the 4th of March by an American or as
 * the 3rd of April by a Briton; Chinese writes year, month and day with their characters.
 *
 *   ru 31.12.2026 · en 31 Dec 2026 · zh 2026年12月31日
 */

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** A day from its parts (month 1–12) in the language's convention. */
export function dayOfParts(language: Language, year: number, month: number, day: number): string {
  switch (language) {
    case 'en':
      return `${day} ${EN_MONTHS[month - 1] ?? ''} ${year}`;
    case 'zh':
      return `${year}年${month}月${day}日`;
    case 'ru':
      return `${pad(day)}.${pad(month)}.${year}`;
  }
}

/**
 * A calendar day (`2026-12-10`) as people read it in `language`: `10.12.2026`, `10 Dec 2026`,
 * `2026年12月10日`. A text that is no such day comes back as it is.
 */
export function displayDay(day: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return dayOfParts(language, Number(match[1]), Number(match[2]), Number(match[3]));
}
