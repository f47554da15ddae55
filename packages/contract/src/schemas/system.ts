import * as z from '../zod';
import { envelope } from './common';

export const healthResponse = z.object({ status: z.literal('ok') });
export const readyResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.record(z.string(), z.boolean()),
});

/** GET /v1/ip: the address the server sees, which the site sends with its login. */
export const clientIpResponse = envelope(z.object({ ip: z.string() }));
