import { z } from 'zod';

export const ZHealthDriver = z.enum(['pglite', 'postgres']);

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  driver: ZHealthDriver,
  version: z.string(),
  commit: z.string(),
});

export const ZHealthUnavailableResponse = z.object({
  message: z.string(),
  status: z.literal('erro'),
  database: z.literal('indisponivel'),
  driver: ZHealthDriver,
  version: z.string(),
  commit: z.string(),
});

export type THealthResponse = z.infer<typeof ZHealthResponse>;
export type THealthDriver = z.infer<typeof ZHealthDriver>;
