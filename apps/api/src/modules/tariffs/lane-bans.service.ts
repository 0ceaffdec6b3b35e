import type { LaneBan, laneBanInputSchema } from '@cargo/domain';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { Page } from '../../db/list.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import { notFound, type OrganizationsService } from '../organizations/index.js';
import { deleteLaneBan, insertLaneBan, laneBansOf, toLaneBan } from './lane-bans.repo.js';

type LaneBanInput = z.output<typeof laneBanInputSchema>;

export interface LaneBansService {
  list(caller: Caller, organizationId: number): Promise<Page<LaneBan>>;
  create(caller: Caller, organizationId: number, input: LaneBanInput): Promise<LaneBan>;
  remove(caller: Caller, organizationId: number, banId: number): Promise<void>;
}

/** Operators keep the lane bans of any organization; the tariffs service applies them. */
export function createLaneBansService(db: Db, organizations: OrganizationsService): LaneBansService {
  return {
    async list(caller, organizationId) {
      await organizations.visible(caller, organizationId);
      const items = (await laneBansOf(db, [organizationId])).map(toLaneBan);
      return { items, total: items.length };
    },

    async create(caller, organizationId, input) {
      await organizations.visible(caller, organizationId);
      return db.transaction(async (tx) => {
        const row = await insertLaneBan(tx, {
          organizationId,
          kind: input.kind ?? null,
          fromCountry: input.fromCountry ?? null,
          toCountry: input.toCountry ?? null,
          createdBy: caller.userId,
        });
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'tariffLaneBan',
          entityId: row.id,
          action: 'create',
          after: row,
        });
        return toLaneBan(row);
      });
    },

    async remove(caller, organizationId, banId) {
      await organizations.visible(caller, organizationId);
      await db.transaction(async (tx) => {
        const before = await deleteLaneBan(tx, organizationId, banId);
        if (!before) throw notFound();
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'tariffLaneBan',
          entityId: banId,
          action: 'delete',
          before,
        });
      });
    },
  };
}
