import { z } from 'zod';
import { envelope } from './common';

/** Operator API (not used by the site): toggles maintenance of the running server. */
export const opsMaintenanceBody = z.object({ in_maintenance: z.boolean() });
export const opsMaintenanceResponse = envelope(z.object({ in_maintenance: z.boolean() }));
