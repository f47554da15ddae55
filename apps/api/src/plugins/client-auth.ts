import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { digestsEqual, sha256 } from '../lib/hash';
import type { CmsService, SkinRow } from '../modules/cms/cms.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyRequest {
    /** The site the request comes from, from its `Authorization: Basic` client credentials. */
    skin: SkinRow;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyContextConfig {
    /** A write that stays open while the site is in maintenance. */
    allowInMaintenance?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Reads reuse a site's lookup this long, so a lobby read costs no database round trip; writes
 * always read the skin fresh, so maintenance still takes effect on the next write.
 */
const READ_LOOKUP_TTL_MS = 2_000;
/** Known sites are few; the cap only guards memory. Unknown clients are never cached. */
const READ_LOOKUP_CACHE_SIZE = 100;

const parseBasic = (header: string | undefined): { ref: string; password: string } | undefined => {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header?.trim() ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  return { ref: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
};

/**
 * Every `/v1` call names its site with HTTP Basic client credentials; an unknown or missing
 * client gets 401 before anything else runs. While the site is in maintenance, writes are
 * refused on the server too (reads stay open so the site can show its maintenance page).
 */
export const registerClientAuth = (app: FastifyInstance, cms: CmsService) => {
  app.decorateRequest('skin', null as unknown as SkinRow);
  const lookups = new Map<string, { at: number; skin: SkinRow }>();
  const findSkin = async (clientRef: string, isRead: boolean): Promise<SkinRow | undefined> => {
    const cached = lookups.get(clientRef);
    if (isRead && cached && Date.now() - cached.at < READ_LOOKUP_TTL_MS) return cached.skin;
    const skin = await cms.findSkinByClientRef(clientRef);
    if (!skin) return undefined;
    if (lookups.size >= READ_LOOKUP_CACHE_SIZE) lookups.clear();
    lookups.set(clientRef, { at: Date.now(), skin });
    return skin;
  };
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const credentials = parseBasic(request.headers.authorization);
    if (!credentials)
      throw new AppError('unknown_client', 'Missing or malformed client credentials.');
    const skin = await findSkin(credentials.ref, READ_METHODS.has(request.method));
    if (!skin || !digestsEqual(skin.clientSecretHash, sha256(credentials.password))) {
      throw new AppError('unknown_client');
    }
    request.skin = skin;
    // Before the session and the body are looked at: while the site is down, a write hears so.
    if (READ_METHODS.has(request.method) || request.routeOptions.config.allowInMaintenance) return;
    if (skin.inMaintenance) throw new AppError('in_maintenance');
  });
};
