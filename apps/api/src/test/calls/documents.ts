import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { OPS_TOKEN, type Harness } from '../harness';
import { rowsOf } from '../queries/rows';

/** A part of a multipart body: a text field, or a file with its name as the browser sends it. */
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; bytes: Buffer; type?: string };

/** A multipart/form-data body as a browser builds it. */
export const multipart = (parts: Part[]) => {
  const boundary = `----PrimeTest${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'bytes' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`, 'utf8'));
    chunks.push('bytes' in part ? part.bytes : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
};

/** POST me/documents as the player. */
export const uploadDocument = (h: Harness, token: string, parts: Part[]) => {
  const { body, contentType } = multipart(parts);
  return h.call({
    method: 'POST',
    url: '/v1/me/documents',
    headers: { 'user-token': token, 'content-type': contentType },
    payload: body,
  });
};

/** The fields of a passport with an expiry a year away. */
export const passportFields = (idn = 'P1234567'): Part[] => [
  { name: 'type', value: 'passport' },
  { name: 'idn', value: idn },
  { name: 'expires_at', value: `${new Date().getUTCFullYear() + 1}-06-30` },
];

/** GET me/all-documents as the player. */
export const listDocuments = (h: Harness, token: string) =>
  h.call({ method: 'GET', url: '/v1/me/all-documents', headers: { 'user-token': token } });

/** A call of the documents' operator API. */
export const opsDocuments = (h: Harness, method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/ops/documents${url}`,
    headers: { 'x-ops-token': OPS_TOKEN },
    ...(payload ? { payload } : {}),
  });

/** Every file under the harness's documents folder. */
export const storedFiles = async (h: Harness): Promise<string[]> =>
  (await readdir(h.documentsDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`);

/** What an upload may have left of a player: documents and file rows. */
export const documentCounts = async (h: Harness, playerId: number) =>
  (
    await rowsOf<{ documents: number; files: number }>(
      h,
      sql`select
        (select count(*)::int from documents where player_id = ${playerId}) as documents,
        (select count(*)::int from document_files f join documents d on d.id = f.document_id
          where d.player_id = ${playerId}) as files`,
    )
  )[0]!;
