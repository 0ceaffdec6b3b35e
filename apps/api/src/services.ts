import type { FastifyBaseLogger } from 'fastify';
import {
  createFactorCheck,
  createMfaTokens,
  createSecretBox,
  createTwoFactorService,
  type TwoFactorService,
} from './modules/two-factor/index.js';
import type { Config } from './config.js';
import type { Database } from './db/connection.js';
import type { JobQueue } from './jobs/job-queue.js';
import {
  type AccessTokens,
  createHandoverService,
  createPasswordService,
  createRegistrationService,
  createSignInService,
  type HandoverService,
  type PasswordService,
  type RegistrationService,
  type SignInService,
} from './modules/auth/index.js';
import { createListViewsService, type ListViewsService } from './modules/list-views/index.js';
import { createMailService, type MailService, type MailTransport } from './modules/mail/index.js';
import {
  type BankDetailsService,
  createBankDetailsService,
  createDomainVerificationService,
  createOrganizationsService,
  createProfilesService,
  type DomainVerificationService,
  type OrganizationsService,
  type ProfilesService,
} from './modules/organizations/index.js';
import {
  createCurrentUserService,
  createUsersService,
  type CurrentUserService,
  type UsersService,
} from './modules/users/index.js';
import {
  createCurrenciesService,
  createEntriesService,
  type CurrenciesService,
  type EntriesService,
} from './modules/dictionaries/index.js';
import {
  createGeoObjectsService,
  createHubsService,
  createPlaceSearchService,
  type GeoObjectsService,
  type HubsService,
  type PlaceSearchService,
} from './modules/geography/index.js';
import {
  type BulkTariffsService,
  createBulkTariffsService,
  createLaneBansService,
  createTariffSheetsService,
  createTariffsService,
  type LaneBansService,
  tariffsDeleteGuard,
  type TariffSheetsService,
  type TariffsService,
} from './modules/tariffs/index.js';
import { createJobsService, type JobsService } from './modules/jobs/index.js';
import { createDiskFileStore } from './files/file-store.js';
import { type CommissionService, createCommissionService } from './modules/commission/index.js';
import {
  type CalculationListsService,
  type CalculationsService,
  createCalculationListsService,
  createCalculationsService,
  createPricingIndexService,
  type PricingIndexService,
} from './modules/pricing/index.js';
import { createNotificationsService, type NotificationsService } from './modules/notifications/index.js';
import {
  createDeliveryOrdersService,
  createOrdersByEmailService,
  createOrdersService,
  createOrderTemplatesService,
  type DeliveryOrdersService,
  type OrdersByEmailService,
  type OrdersService,
  type OrderTemplatesService,
} from './modules/orders/index.js';
import { createRateLimitsService, type RateLimitsService } from './modules/rate-limits/index.js';
import { createRefineRequestsService, type RefineRequestsService } from './modules/refine-requests/index.js';

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
