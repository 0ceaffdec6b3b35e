import { ExpiredTariffsPage } from './pages/expired-tariffs-page';

/** The lazy route module of /partner/expired-tariffs. */
export const Component = ExpiredTariffsPage;
