import { sql } from 'drizzle-orm';
import type { CargoReferences } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { selectRows } from '../../db/rows.js';

interface Row {
  id: number;
  dictionary: 'pallet-types' | 'container-types';
  attributes: { lengthCm?: number; widthCm?: number; maxHeightCm?: number; maxWeightKg?: number; maxLoadKg?: number };
}

const number = (value: unknown) => (value === undefined || value === null ? undefined : Number(value));

/** What measuring and checking a cargo reads from the dictionaries: pallet sizes and loads, container loads. */
export async function cargoReferences(db: Db): Promise<CargoReferences> {
  const rows = await selectRows<Row>(
    db,
    sql`select id, dictionary, attributes from dictionary_entries
        where dictionary in ('pallet-types', 'container-types')`,
  );
  const palletTypes: CargoReferences['palletTypes'] = new Map(
    rows
      .filter((row) => row.dictionary === 'pallet-types' && row.attributes.lengthCm && row.attributes.widthCm)
      .map((row) => [
        row.id,
        {
          lengthCm: Number(row.attributes.lengthCm),
          widthCm: Number(row.attributes.widthCm),
          maxHeightCm: number(row.attributes.maxHeightCm),
          maxWeightKg: number(row.attributes.maxWeightKg),
        },
      ]),
  );
  const containerTypes: CargoReferences['containerTypes'] = new Map(
    rows
      .filter((row) => row.dictionary === 'container-types')
      .map((row) => [row.id, { maxLoadKg: number(row.attributes.maxLoadKg) }]),
  );
  return { palletTypes, containerTypes };
}
