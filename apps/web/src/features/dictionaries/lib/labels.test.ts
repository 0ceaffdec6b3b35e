import { messagesOf } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { catalogueTexts } from '../../../test/catalogue-texts';
import { ENUM_OF_FIELD, enumLabelKey, fieldLabelKey } from './labels';

describe('the words of the dictionary screens', () => {
  for (const language of ['zh', 'ru'] as const) {
    const t = catalogueTexts(language);
    const texts = messagesOf(language);

    it(`label a field in ${language}, and a field without a label by its key`, () => {
      expect(t(fieldLabelKey('code'))).toBe(texts['dictionaries.field.code']);
      expect(t(fieldLabelKey('maxLoadKg'))).toBe(texts['dictionaries.field.maxLoadKg']);
      expect(t(fieldLabelKey('noSuchField'))).toBe('noSuchField');
    });

    it(`name an enumeration's values in ${language}, and a value without words as it is`, () => {
      expect(t(enumLabelKey(ENUM_OF_FIELD.status!, 'IN_TRANSIT'))).toBe(
        texts['dictionaries.enum.orderStatus.IN_TRANSIT'],
      );
      expect(t(enumLabelKey('profileKind', 'Port_agent'))).toBe(texts['admin.profileKind.Port_agent']);
      expect(t(enumLabelKey('containerKind', 'NO_SUCH_KIND'))).toBe('NO_SUCH_KIND');
    });
  }
});
