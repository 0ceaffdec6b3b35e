import type { FastifyBaseLogger } from 'fastify';
import { createFactorCheck } from './modules/two-factor/factor-checks.js';
import type { Config } from './config.js';
import type { Database } from './db/connection.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { AccessTokens } from './modules/auth/access-tokens.js';
import { createHandoverService, type HandoverService } from './modules/auth/handover.service.js';
import { createPasswordService, type PasswordService } from './modules/auth/password.service.js';
import { createRegistrationService, type RegistrationService } from './modules/auth/registration.service.js';
import { createSignInService, type SignInService } from './modules/auth/sign-in.service.js';
import { createMfaTokens } from './modules/two-factor/mfa-tokens.js';
import { createSecretBox } from './modules/two-factor/secret-box.js';
import { createTwoFactorService, type TwoFactorService } from './modules/two-factor/two-factor.service.js';
import { createListViewsService, type ListViewsService } from './modules/list-views/list-views.service.js';
import { createMailService, type MailService } from './modules/mail/mail.service.js';
import type { MailTransport } from './modules/mail/smtp-transport.js';
import { createBankDetailsService, type BankDetailsService } from './modules/organizations/bank-details.service.js';
import {
  createOrganizationsService,
  type OrganizationsService,
} from './modules/organizations/organizations.service.js';
import { createProfilesService, type ProfilesService } from './modules/organizations/profiles.service.js';
import {
  createDomainVerificationService,
  type DomainVerificationService,
} from './modules/organizations/domain-verification.service.js';
import { createCurrentUserService, type CurrentUserService } from './modules/users/current-user.service.js';
import { createUsersService, type UsersService } from './modules/users/users.service.js';
import { createCurrenciesService, type CurrenciesService } from './modules/dictionaries/currencies.service.js';
import { createEntriesService, type EntriesService } from './modules/dictionaries/entries.service.js';
import { createGeoObjectsService, type GeoObjectsService } from './modules/geography/geo-objects.service.js';
import { createHubsService, type HubsService } from './modules/geography/hubs.service.js';
import { createPlaceSearchService, type PlaceSearchService } from './modules/geography/place-search.service.js';
import { tariffsDeleteGuard } from './modules/tariffs/delete-guard.js';
import { createLaneBansService, type LaneBansService } from './modules/tariffs/lane-bans.service.js';
import { createTariffsService, type TariffsService } from './modules/tariffs/tariffs.service.js';
import { createBulkTariffsService, type BulkTariffsService } from './modules/tariffs/bulk.service.js';
import { createJobsService, type JobsService } from './modules/jobs/jobs.service.js';
import { createDiskFileStore } from './files/file-store.js';
import { createTariffSheetsService, type TariffSheetsService } from './modules/tariffs/import.service.js';
import { createCommissionService, type CommissionService } from './modules/commission/commission.service.js';
import { createCalculationsService, type CalculationsService } from './modules/pricing/calculations.service.js';
import {
  createCalculationListsService,
  type CalculationListsService,
} from './modules/pricing/calculation-lists.service.js';
import { createPricingIndexService, type PricingIndexService } from './modules/pricing/pricing-index.service.js';
import {
  createNotificationsService,
  type NotificationsService,
} from './modules/notifications/notifications.service.js';
import { createOrdersService, type OrdersService } from './modules/orders/orders.service.js';
import { createDeliveryOrdersService, type DeliveryOrdersService } from './modules/orders/delivery-orders.service.js';
import { createOrderTemplatesService, type OrderTemplatesService } from './modules/orders/order-templates.service.js';
import { createOrdersByEmailService, type OrdersByEmailService } from './modules/orders/orders-by-email.js';
import { createRateLimitsService, type RateLimitsService } from './modules/rate-limits/rate-limits.service.js';
import {
  createRefineRequestsService,
  type RefineRequestsService,
} from './modules/refine-requests/refine-requests.service.js';

/** Every module's service, built once per server from the same database, queue and settings. */
export interface Services {
  mail: MailService;
  rateLimits: RateLimitsService;
  signIn: SignInService;
  handover: HandoverService;
  twoFactor: TwoFactorService;
  registration: RegistrationService;
  password: PasswordService;
  currentUser: CurrentUserService;
  users: UsersService;
  organizations: OrganizationsService;
  profiles: ProfilesService;
  domainVerification: DomainVerificationService;
  bankDetails: BankDetailsService;
  listViews: ListViewsService;
  entries: EntriesService;
  currencies: CurrenciesService;
  geoObjects: GeoObjectsService;
  hubs: HubsService;
  placeSearch: PlaceSearchService;
  tariffs: TariffsService;
  laneBans: LaneBansService;
  jobs: JobsService;
  tariffsBulk: BulkTariffsService;
  tariffSheets: TariffSheetsService;
  commission: CommissionService;
  pricingIndex: PricingIndexService;
  calculations: CalculationsService;
  calculationLists: CalculationListsService;
  notifications: NotificationsService;
  refineRequests: RefineRequestsService;
  orders: OrdersService;
  deliveryOrders: DeliveryOrdersService;
  orderTemplates: OrderTemplatesService;
  ordersByEmail: OrdersByEmailService;
}

export interface ServiceDeps {
  config: Config;
  database: Database;
  jobs: JobQueue | undefined;
  log: FastifyBaseLogger;
  accessTokens: AccessTokens;
  /** The key access tokens are signed with: mfa tokens are signed and factor secrets sealed with keys of it. */
  signingKey: Uint8Array;
  mailTransport?: MailTransport;
}

export function createServices({
  config,
  database,
  jobs,
  log,
  accessTokens,
  signingKey,
  mailTransport,
}: ServiceDeps): Services {
  const { db } = database;
  const mail = createMailService({ db, jobs, config: config.mail, log, transport: mailTransport });
  const organizations = createOrganizationsService(db);
  const placeSearch = createPlaceSearchService(db, log);
  const geographyChanged = () => placeSearch.invalidate();
  const progress = createJobsService(db);
  const commission = createCommissionService(db, organizations);
  const pricingIndex = createPricingIndexService(db, log);
  const calculations = createCalculationsService({ db, pricingIndex, commissions: commission });
  const notifications = createNotificationsService({ db, mail, publicUrl: config.publicUrl });
  const rateLimits = createRateLimitsService(db);
  const twoFactor = createTwoFactorService(
    db,
    createSecretBox(signingKey),
    createMfaTokens(signingKey),
    organizations,
    createFactorCheck(db, rateLimits),
  );
  return {
    mail,
    rateLimits,
    // A calculation made as a guest becomes the user's when the sign-in names it.
    signIn: createSignInService(db, accessTokens, config.auth, twoFactor, (guestOrderId, owner) =>
      calculations.attachGuest(guestOrderId, owner),
    ),
    handover: createHandoverService(db),
    twoFactor,
    registration: createRegistrationService(db, mail, rateLimits, config.publicUrl),
    password: createPasswordService(db, mail, config.publicUrl),
    currentUser: createCurrentUserService(db, accessTokens),
    users: createUsersService(db),
    organizations,
    profiles: createProfilesService(db, organizations),
    domainVerification: createDomainVerificationService(db, organizations),
    bankDetails: createBankDetailsService(db, organizations),
    // Tariffs refer to hubs, cities, dictionary entries and currencies: they may block their deletes.
    entries: createEntriesService(db, tariffsDeleteGuard),
    currencies: createCurrenciesService(db, tariffsDeleteGuard),
    geoObjects: createGeoObjectsService(db, geographyChanged, tariffsDeleteGuard),
    hubs: createHubsService(db, geographyChanged, tariffsDeleteGuard),
    placeSearch,
    listViews: createListViewsService(db),
    tariffs: createTariffsService(db, organizations),
    laneBans: createLaneBansService(db, organizations),
    jobs: progress,
    tariffsBulk: createBulkTariffsService({ db, jobs, progress, organizations, log }),
    tariffSheets: createTariffSheetsService({
      db,
      jobs,
      progress,
      organizations,
      files: createDiskFileStore(config.filesDir),
      log,
      maxLanes: config.tariffSheetMaxLanes,
    }),
    commission,
    pricingIndex,
    calculations,
    calculationLists: createCalculationListsService({ db, calculations }),
    notifications,
    // A price request on a guest's calculation makes it the caller's first, as saving it does.
    refineRequests: createRefineRequestsService({
      db,
      notifications,
      attachGuest: (id, owner) => calculations.attachGuest(id, owner),
    }),
    orders: createOrdersService({ db, calculations, notifications }),
    deliveryOrders: createDeliveryOrdersService({ db, calculations, notifications }),
    orderTemplates: createOrderTemplatesService({ db, calculations }),
    ordersByEmail: createOrdersByEmailService({ db, calculations, mail, rateLimits }),
  };
}
