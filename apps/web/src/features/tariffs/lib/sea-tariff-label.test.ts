import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../shared/i18n/language-store';
import { seaTariffLabel, seaTariffParts } from './sea-tariff-label';

// The days in Russian's DD.MM.YYYY: the formats of each language are format-date.test.ts's.
beforeAll(() => setLanguage('ru'));

const port = (code: string | null, name: string) => ({
  type: 'SEA_PORT' as const,
  id: 1,
  code,
  name,
  countryCode: 'CN',
});

describe('a sea tariff in the surcharge form’s picker', () => {
  it('reads as its ports, line, validity and id', () => {
    const label = seaTariffLabel({
      id: 412,
      from: port('CNSHA', 'Shanghai'),
      to: port('RULED', 'Saint Petersburg'),
      carrier: { id: 3, code: 'MAEU', name: 'Maersk' },
      validFrom: '2026-12-01',
      validTo: '2027-02-28',
    });
    expect(label).toBe('CNSHA → RULED · MAEU · 01.12.2026–28.02.2027 · #412');
  });

  it('splits into the lane and the terms for an option of two lines', () => {
    const parts = seaTariffParts({
      id: 9,
      from: port('KRPUS', 'Busan'),
      to: port('RUVVO', 'Vladivostok'),
      carrier: { id: 4, code: null, name: 'Sinokor' },
      validFrom: '2026-03-01',
      validTo: '2026-03-31',
    });
    expect(parts).toEqual({ lane: 'KRPUS → RUVVO · Sinokor', terms: '01.03.2026–31.03.2026 · #9' });
  });

  it('names a port without a code by its name, and leaves out a missing line', () => {
    const label = seaTariffLabel({
      id: 7,
      from: port(null, 'Ningbo'),
      to: null,
      carrier: null,
      validFrom: '2026-01-01',
      validTo: '2026-01-31',
    });
    expect(label).toBe('Ningbo → — · 01.01.2026–31.01.2026 · #7');
  });
});
