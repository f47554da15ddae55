import { z } from 'zod';
import { envelope } from './common';

/** Operator API (not used by the site): toggles maintenance of the running server. */
export const opsMaintenanceBody = z.object({ in_maintenance: z.boolean() });
export const opsMaintenanceResponse = envelope(z.object({ in_maintenance: z.boolean() }));

export const opsStatusResponse = envelope(
  z.object({
    database: z.enum(['pglite', 'postgres']),
    redis: z.boolean(),
    uptime_seconds: z.number().int().min(0),
    skins: z.array(
      z.object({ id: z.number().int(), name: z.string(), in_maintenance: z.boolean() }),
    ),
  }),
);
