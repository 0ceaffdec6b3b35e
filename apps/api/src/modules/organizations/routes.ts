import type { App } from '../../server.js';

/** Organizations, their profiles and bank details (operators: all; partner admins: their own). */
export async function organizationsRoutes(app: App) {
  void app;
}
