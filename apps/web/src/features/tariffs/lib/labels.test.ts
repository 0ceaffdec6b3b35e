import { TARIFF_KIND_SPECS, messagesOf } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { catalogueTexts } from '../../../test/catalogue-texts';
import { carrierLabel, fieldLabel, tariffEnumLabel } from './labels';

describe('the words of the rates screens', () => {
  it('name the carrier of every tab that has one by its own word, not the generic field', () => {
    const dictionaries = Object.values(TARIFF_KIND_SPECS).flatMap((spec) => Object.values(spec.carrier ?? {}));
    expect(dictionaries.length).toBeGreaterThan(0);
    for (const dictionary of dictionaries)
      expect(carrierLabel(dictionary), dictionary).not.toBe(fieldLabel('carrierId'));
    expect(carrierLabel(undefined)).toBe(fieldLabel('carrierId'));
  });

  for (const language of ['zh', 'ru'] as const) {
    it(`give a tariff's enumeration values their words in ${language}, and a value without words as it is`, () => {
      const t = catalogueTexts(language);
      const texts = messagesOf(language);
      expect(t(tariffEnumLabel('nds', 'ZERO'))).toBe(texts['tariffScreens.enum.nds.ZERO']);
      expect(t(tariffEnumLabel('vehicleBody', 'TENT'))).toBe(texts['dictionaries.enum.vehicleBody.TENT']);
      expect(t(tariffEnumLabel('nds', 'NO_SUCH_RATE'))).toBe('NO_SUCH_RATE');
      expect(t(carrierLabel('sea-lines'))).toBe(texts['tariffScreens.carrier.sea-lines']);
    });
  }
});
