import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /json|text|javascript|xml/;
/** Brotli 4 compresses better than gzip 6 at about the same speed: right for answers made per request. */
const BROTLI_QUALITY = 4;

type Encoding = 'br' | 'gzip';

/** Answers compressed recently, kept so a popular identical answer is compressed once. */
const RECENT_ANSWERS = 256;
/** Larger answers are compressed every time rather than held in memory. */
const RECENT_ANSWER_MAX_BYTES = 256 * 1024;

/**
 * A bounded, least-recently-used memory of compressed answers by encoding and exact content.
 * The first page of a lobby is the same bytes for every visitor; compressing it once per change
 * instead of once per request keeps the catalog fast. Content, not URL, is the key, so nothing
 * stale or personal can be served from it.
 */
export const createCompressedAnswers = (max = RECENT_ANSWERS) => {
  const entries = new Map<string, Promise<Buffer>>();
  return {
    get size() {
      return entries.size;
    },
    compress: (encoding: Encoding, payload: string | Buffer, compress: () => Promise<Buffer>) => {
      if (Buffer.byteLength(payload) > RECENT_ANSWER_MAX_BYTES) return compress();
      const key = `${encoding}:${payload.toString()}`;
      const known = entries.get(key);
      if (known) {
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      const created = compress();
      entries.set(key, created);
      created.catch(() => entries.delete(key));
      if (entries.size > max) entries.delete(entries.keys().next().value!);
      return created;
    },
  };
};

/** The encoding the client accepts that we prefer (Brotli, then gzip), honouring `q=0`. */
export const pickEncoding = (acceptEncoding: string | undefined): Encoding | null => {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
};

/**
 * Compresses the API's text answers (JSON, texts) for clients that accept it: the site's startup
 * reads skin settings and translations of tens of kilobytes before it can draw the page. Streams
 * (the site's files, sent precompressed) and small answers pass unchanged.
 */
export const registerCompression = (app: FastifyInstance) => {
  const recent = createCompressedAnswers();
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return recent.compress(encoding, payload, () =>
      encoding === 'br'
        ? brotliAsync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : gzipAsync(payload),
    );
  });
};
