import { sql, type SQL } from 'drizzle-orm';
import { dayIn, type LaneBanTerms, type TariffKind } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { selectRows } from '../../db/rows.js';

/**
 * The tariff kinds that carry cargo between places. Services at a hub and surcharges do not make a
 * partner a carrier of a direction: a port agent in Shanghai is no answer to "who ships to Moscow".
 */
export const TRANSPORT_KINDS: readonly TariffKind[] = [
  'sea',
  'air-transportation',
  'railway-transportation',
  'road-transportation',
  'trucking',
  'trucking-international',
  'intermodal-rates',
  'pallet',
];

/** The country of a tariff's end, whichever of the five tables the end is a row of. */
function endCountry(end: 'from' | 'to'): SQL {
  const type = sql.raw(`t.${end}_type`);
  const id = sql.raw(`t.${end}_id`);
  return sql`case ${type}
    when 'SEA_PORT' then (select country_code from sea_ports where id = ${id})
    when 'AIRPORT_HUB' then (select country_code from airports where id = ${id})
    when 'RAILWAY_HUB' then (select country_code from railway_stations where id = ${id})
    when 'TRANSPORT_HUB' then (select country_code from transport_hubs where id = ${id})
    when 'CITY' then (select country_code from geo_objects where id = ${id})
  end`;
}

export interface Direction {
  fromCountry: string | null;
  toCountry: string | null;
}

export interface NamedOrganization {
  id: number;
  name: string;
}

/** Not barred from the lane for every kind of tariff: a barred partner may not offer there. */
function notBarred(direction: Direction): SQL {
  return sql`not exists (
    select 1 from tariff_lane_bans b
    where b.organization_id = o.id and b.kind is null
      and (b.from_country is null or b.from_country = ${direction.fromCountry})
      and (b.to_country is null or b.to_country = ${direction.toCountry}))`;
}

/**
 * The partner organizations serving a direction: each has an active transport tariff, not
 * expired (by the UTC day: which partners serve a lane is no caller's date rule, and one day
 * either way names the same carriers), whose origin lies in the direction's origin country or
 * whose destination lies in its destination country — carriers out of China know the way out of
 * China even to a city they have no rate for. A partner barred from the lane is left out.
 */
export async function servingPartners(db: Db, direction: Direction): Promise<NamedOrganization[]> {
  const { fromCountry, toCountry } = direction;
  if (!fromCountry && !toCountry) return [];
  const kinds = `{${TRANSPORT_KINDS.join(',')}}`;
  return selectRows<NamedOrganization>(
    db,
    sql`select o.id, o.name from organizations o
        where o.type = 'PARTNER'
          and exists (
            select 1 from tariffs t
            where t.organization_id = o.id and t.active and t.valid_to >= cast(${dayIn('UTC')} as date)
              and t.kind = any(${kinds}::text[])
              and (${endCountry('from')} = ${fromCountry} or ${endCountry('to')} = ${toCountry}))
          and ${notBarred(direction)}
        order by lower(o.name), o.id`,
  );
}

/**
 * A partner's agents for a direction: the partner organizations anywhere below it in the
 * organization tree, not barred from the lane. Not filtered by their tariffs: a forwarder knows
 * where its agents work better than their rates say (an agent often publishes none), and those
 * with rates on the direction were told by the marketplace already.
 */
export async function agentsOf(db: Db, organizationId: number, direction: Direction): Promise<NamedOrganization[]> {
  return selectRows<NamedOrganization>(
    db,
    sql`with recursive tree (id, depth) as (
          select id, 1 from organizations where parent_id = ${organizationId}
          union all
          select c.id, tree.depth + 1 from organizations c join tree on c.parent_id = tree.id where tree.depth < 100
        )
        select o.id, o.name from organizations o
        where o.type = 'PARTNER' and o.id in (select id from tree) and ${notBarred(direction)}
        order by lower(o.name), o.id`,
  );
}

/** The lane bans of an organization, for the check of a price it gives. */
export async function laneBansOf(db: Db, organizationId: number): Promise<LaneBanTerms[]> {
  return selectRows<LaneBanTerms>(
    db,
    sql`select kind, from_country as "fromCountry", to_country as "toCountry"
        from tariff_lane_bans where organization_id = ${organizationId}`,
  );
}

/** An organization's name and type, if it exists. */
export async function organizationNamed(
  db: Db,
  id: number,
): Promise<(NamedOrganization & { type: string }) | undefined> {
  const [row] = await selectRows<NamedOrganization & { type: string }>(
    db,
    sql`select id, name, type from organizations where id = ${id}`,
  );
  return row;
}
