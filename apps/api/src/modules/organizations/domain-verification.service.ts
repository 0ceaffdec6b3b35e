import type { Organization } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { refuse } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import { markDomainVerified } from './organizations.repo.js';
import type { OrganizationsService } from './organizations.service.js';

export interface DomainVerificationService {
  /** An operator approves the organization's white-label domain, naming the domain they checked. */
  verify(caller: Caller, id: number, domain: string): Promise<Organization>;
}

const domainChanged = () => refuse([{ fieldName: 'domain', message: 'whiteLabel.domainChanged' }]);

/**
 * White-label domains take effect once an operator has verified them (issue 27, finding 4): a
 * partner's admin may type any host, `evil.example` or `localhost`, and until an operator has
 * checked with the partner that the host is theirs and points at the platform, nobody is sent
 * there. A changed domain is unverified again (organizations.service.ts).
 */
export function createDomainVerificationService(
  db: Db,
  organizations: OrganizationsService,
): DomainVerificationService {
  return {
    async verify(caller, id, domain) {
      const before = await organizations.visible(caller, id);
      if (!before.domain) throw refuse([{ fieldName: 'domain', message: 'whiteLabel.noDomain' }]);
      if (before.domain !== domain) throw domainChanged();
      await db.transaction(async (tx) => {
        // Conditional on the domain: a change saved between the check above and now is not approved.
        if (!(await markDomainVerified(tx, id, domain))) throw domainChanged();
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'organization',
          entityId: id,
          action: 'verify-domain',
          before: { domain, domainVerifiedAt: before.domainVerifiedAt },
          after: { domain, verified: true },
        });
      });
      return organizations.get(caller, id);
    },
  };
}
