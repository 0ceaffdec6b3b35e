/**
 * The entry of the tariffs module: what other modules, server.ts, the seed and the tests may use.
 * Tariffs: the form and list, bulk actions, lane bans, expiry, and the rate-sheet import and
 * export (upload → job → tariff-sheets parses → codes resolved and checked here → saved).
 */
export { bulkTariffsRoutes } from './bulk.routes.js';
export { type BulkTariffsService, createBulkTariffsService } from './bulk.service.js';
export { cityKey, type CityRef, type CodeLookup, type HubType, parseCityRef } from './code-lookup.js';
export { shareTariffReferences, tariffsDeleteGuard } from './delete-guard.js';
export { expiredTariffsRoutes } from './expired.routes.js';
export { createTariffSheetsService, type TariffSheetsService } from './import.service.js';
export { laneBansRoutes } from './lane-bans.routes.js';
export { createLaneBansService, type LaneBansService } from './lane-bans.service.js';
export { tariffSheetsRoutes } from './sheets.routes.js';
export { checkReferences } from './tariff-references.js';
export { tariffsRoutes } from './tariffs.routes.js';
export { createTariffsService, type TariffsService } from './tariffs.service.js';
export {
  createCodeLookup,
  insertTariffs,
  insertTariffsAudited,
  LEADING_CONTAINER_CODES,
  loadExportCodes,
  type TariffRow,
  tariffValues,
  type TariffValues,
  templateContainerCodes,
} from './tariffs.shared.js';
