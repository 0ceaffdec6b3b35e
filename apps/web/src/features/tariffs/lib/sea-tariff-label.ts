import type { Tariff } from '@cargo/domain';
import { formatDay } from '../../../shared/lib/format-date';

type Named = Pick<Tariff, 'id' | 'from' | 'to' | 'carrier' | 'validFrom' | 'validTo'>;

const endName = (end: Tariff['from']) => (end ? (end.code ?? end.name) : '—');

/** What tells one sea tariff from another: its lane and line, then its validity and id. */
export function seaTariffParts(tariff: Named): { lane: string; terms: string } {
  const line = tariff.carrier?.code ?? tariff.carrier?.name;
  return {
    lane: [`${endName(tariff.from)} → ${endName(tariff.to)}`, line].filter(Boolean).join(' · '),
    terms: `${formatDay(tariff.validFrom)}–${formatDay(tariff.validTo)} · #${tariff.id}`,
  };
}

/** "CNSHA → RULED · MAEU · 01.12.2026–28.02.2027 · #412", on one line. */
export function seaTariffLabel(tariff: Named): string {
  const { lane, terms } = seaTariffParts(tariff);
  return `${lane} · ${terms}`;
}
