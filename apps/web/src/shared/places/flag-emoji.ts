/** Where the 26 regional indicator symbols start: U+1F1E6 is "A". */
const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * The flag of a country as an emoji, from its ISO 3166-1 alpha-2 code ("CN" → 🇨🇳): two regional
 * indicator symbols that the system's emoji font draws, so no image is downloaded. An empty
 * string for anything that is not two Latin letters.
 */
export function flagEmoji(code: string | null | undefined): string {
  const letters = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(...[...letters].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}
