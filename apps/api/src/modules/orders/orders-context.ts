import type { Db } from '../../db/connection.js';
import type { NotificationsService } from '../notifications/index.js';
import type { CalculationsService } from '../pricing/index.js';

/** What the order functions work with: one instance's database, calculations and notifications. */
export interface OrdersContext {
  db: Db;
  calculations: CalculationsService;
  notifications: NotificationsService;
}
