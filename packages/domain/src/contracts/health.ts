import { z } from 'zod';

export const DATABASE_ENGINES = ['pglite', 'postgres'] as const;
export const databaseEngineSchema = z.enum(DATABASE_ENGINES);
export type DatabaseEngine = z.infer<typeof databaseEngineSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: databaseEngineSchema,
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
