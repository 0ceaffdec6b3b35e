import { z } from 'zod';
import { dataOf, SIZE_UNITS, TRANSPORT_MODES, VOLUME_UNITS, WEIGHT_UNITS } from '@cargo/domain';
import type { App } from '../../app.js';

const unitList = dataOf(z.object({ items: z.array(z.object({ code: z.string(), factor: z.number() })) }));
const units = (table: Readonly<Record<string, number>>) => ({
  data: { items: Object.entries(table).map(([code, factor]) => ({ code, factor })) },
});

/**
 * The constant lists of the wizard: units with their factors to cm, kg and cm³, and the modes
 * of transport (reference data that lives in code).
 */
export async function unitsRoutes(app: App) {
  const tags = ['common dictionaries'];
  const constant = (path: string, summary: string, table: Readonly<Record<string, number>>) =>
    app.get(
      `/api/v1/common/dictionaries/${path}`,
      { config: { access: 'public' }, schema: { tags, summary, response: { 200: unitList } } },
      async () => units(table),
    );
  constant('size-units', 'Length units and their factor to centimetres', SIZE_UNITS);
  constant('weight-units', 'Weight units and their factor to kilograms', WEIGHT_UNITS);
  constant('volume-units', 'Volume units and their factor to cubic centimetres', VOLUME_UNITS);

  app.get(
    '/api/v1/common/dictionaries/transportation-types',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Modes of transport',
        response: { 200: dataOf(z.object({ items: z.array(z.string()) })) },
      },
    },
    async () => ({ data: { items: [...TRANSPORT_MODES] } }),
  );
}
