import type { App } from '../../server.js';

/** Users admin (operators: all; organization admins: their own organization). */
export async function usersRoutes(app: App) {
  void app;
}
