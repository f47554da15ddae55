import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES, DOCUMENT_RULE_MESSAGES, earliestExpiry } from '@prime/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  documentCounts,
  listDocuments,
  multipart,
  opsDocuments,
  passportFields,
  storedFiles,
  uploadDocument,
  type Part,
} from '../../test/calls/documents';
import {
  EXIF_MARKER,
  makeJpegWithExif,
  makePdf,
  makePng,
  makePngDeclaring,
  objectStream,
  padTo,
} from '../../test/document-files';
import { buildLoggedInPlayer, type LoggedInPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  h = await startHarness();
  png = await makePng();
  jpeg = await makeJpegWithExif();
});
afterAll(async () => {
  await h.close();
});

const player = (options: Parameters<typeof buildLoggedInPlayer>[1] = {}) =>
  buildLoggedInPlayer(h.database.db, options);

const file = (name: string, filename: string, bytes: Buffer): Part => ({ name, filename, bytes });

const TOMORROW = () => earliestExpiry(new Date());
const TODAY = () => new Date().toISOString().slice(0, 10);

describe('uploading a document', () => {
  it('keeps a passport photo re-encoded without its EXIF, under a random name, pending review', async () => {
    const p = await player();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect(jpeg.includes(EXIF_MARKER)).toBe(true);

    const response = await uploadDocument(h, p.token, [
      ...passportFields(),
      file('front_file', 'my_passport.jpg', jpeg),
    ]);
    expect(response.statusCode).toBe(201);
    const document = response.json().data;
    expect(document).toMatchObject({
      type: 'passport',
      idn: 'P1234567',
      status: 'pending',
      is_verified: false,
      rejection_reason: null,
    });
    expect(document.media).toHaveLength(1);
    expect(document.media[0]).toMatchObject({ side: 'front', mime_type: 'image/jpeg' });
    expect(document.media[0].full_url).toBe(
      `http://localhost:8080/v1/me/documents/files/${document.media[0].id}`,
    );

    const [stored] = await storedFiles(h).then((files) =>
      files.filter((name) => name.endsWith('.jpg')),
    );
    expect(path.basename(stored!)).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(stored!.startsWith(h.documentsDir)).toBe(true);
    const bytes = await readFile(stored!);
    expect(bytes.includes(EXIF_MARKER)).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');

    const served = await h.call({
      method: 'GET',
      url: `/v1/me/documents/files/${document.media[0].id}`,
      headers: { 'user-token': p.token },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const list = (await listDocuments(h, p.token)).json().data;
    expect(list).toEqual([document]);
  });

  it('takes an identity card with both sides, and a proof of address as a PDF without expiry', async () => {
    const p = await player();
    const card = await uploadDocument(h, p.token, [
      { name: 'type', value: 'id_card' },
      { name: 'idn', value: 'AB 123456' },
      { name: 'expires_at', value: TOMORROW() },
      file('front_file', 'card-front.PNG', png),
      file('back_file', 'card-back.jpeg', jpeg),
    ]);
    expect(card.statusCode).toBe(201);
    expect(card.json().data.media.map((media: { side: string }) => media.side)).toEqual([
      'front',
      'back',
    ]);

    const pdf = makePdf();
    const bill = await uploadDocument(h, p.token, [
      { name: 'type', value: 'proof_of_address' },
      file('front_file', 'electricity_bill.pdf', pdf),
    ]);
    expect(bill.statusCode).toBe(201);
    expect(bill.json().data).toMatchObject({ idn: null, expires_at: null });
    const served = await h.call({
      method: 'GET',
      url: `/v1/me/documents/files/${bill.json().data.media[0].id}`,
      headers: { 'user-token': p.token },
    });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.rawPayload.equals(pdf)).toBe(true);

    const list = (await listDocuments(h, p.token)).json().data;
    expect(list.map((document: { type: string }) => document.type)).toEqual([
      'proof_of_address',
      'id_card',
    ]);
  });

  it('takes a file of exactly 2,000,000 bytes', async () => {
    const p = await player();
    const response = await uploadDocument(h, p.token, [
      ...passportFields(),
      file('front_file', 'big.png', padTo(png, DOCUMENT_MAX_BYTES)),
    ]);
    expect(response.statusCode).toBe(201);
  });

  it('takes PDFs that only show a page when opened, links to click, and object streams it can read', async () => {
    const p = await player();
    const link =
      '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://bank.example) >> >>';
    const pdfs: [string, Buffer][] = [
      ['a destination', makePdf('/OpenAction [3 0 R /Fit] ')],
      ['a destination by reference', makePdf('/OpenAction 5 0 R ', ['[3 0 R /Fit]'])],
      ['a GoTo action', makePdf('/OpenAction << /S /GoTo /D [3 0 R /Fit] >> ')],
      ['a link annotation', makePdf('', [link])],
      ['names that only begin like active ones', makePdf('/JSON (x) /AAPL:Keywords [] ')],
      [
        'a Flate object stream',
        makePdf('/OpenAction 6 0 R ', [objectStream({ 6: '[3 0 R /Fit]' }, ['FlateDecode'])]),
      ],
      [
        'an ASCII85 object stream',
        makePdf('', [
          objectStream({ 6: link, 7: '<< /Title (Statement) >>' }, [
            'ASCII85Decode',
            'FlateDecode',
          ]),
        ]),
      ],
    ];
    for (const [what, pdf] of pdfs) {
      const response = await uploadDocument(h, p.token, [
        { name: 'type', value: 'proof_of_address' },
        file('front_file', 'statement.pdf', pdf),
      ]);
      expect({ what, status: response.statusCode }).toEqual({ what, status: 201 });
    }
  });

  it('keeps only the picture of a PNG with a PDF and a script appended (a polyglot)', async () => {
    const p = await player();
    const polyglot = Buffer.concat([png, makePdf(), Buffer.from('<script>alert(1)</script>')]);
    const before = await storedFiles(h);
    const response = await uploadDocument(h, p.token, [
      ...passportFields(),
      file('front_file', 'scan.png', polyglot),
    ]);
    expect(response.statusCode).toBe(201);
    const added = (await storedFiles(h)).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    const bytes = await readFile(added[0]!);
    expect(bytes.includes('%PDF')).toBe(false);
    expect(bytes.includes('<script>')).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('png');
  });
});

/** A script that runs when the document opens, and a catalog that runs it. */
const SCRIPT = '<< /S /JavaScript /JS (app.alert(1)) >>';
const SCRIPTED_CATALOG = `<< /Type /Catalog /Pages 2 0 R /OpenAction ${SCRIPT} >>`;
const ADDRESS = '<< /S /URI /URI (https://phish.example/login) >>';

/** PDFs with active content, out in the open or hidden where a reader still finds it. */
const activePdfs: [string, () => Buffer][] = [
  ...(
    [
      ['ASCIIHex', ['ASCIIHexDecode']],
      ['ASCII85', ['ASCII85Decode']],
      ['ASCII85 over Flate', ['ASCII85Decode', 'FlateDecode']],
      ['Flate', ['FlateDecode']],
    ] as const
  ).map(([name, filters]): [string, () => Buffer] => [
    `a PDF whose catalog with an opening script sits in an object stream encoded ${name}`,
    () => makePdf('', [objectStream({ 6: SCRIPTED_CATALOG }, [...filters])]),
  ]),
  [
    'a PDF whose opening script sits in an object stream written /AHx',
    () =>
      makePdf('', [
        objectStream({ 6: SCRIPTED_CATALOG }, ['ASCIIHexDecode'], { filterNames: ['AHx'] }),
      ]),
  ],
  [
    'a PDF whose opening script sits in an object stream that does not say its type',
    () => makePdf('', [objectStream({ 6: SCRIPTED_CATALOG }, ['ASCII85Decode'], { type: false })]),
  ],
  [
    'a PDF whose opening address sits in an object stream',
    () =>
      makePdf('', [
        objectStream({ 6: `<< /Type /Catalog /OpenAction ${ADDRESS} >>` }, ['ASCII85Decode']),
      ]),
  ],
  ['a PDF that opens an address when opened', () => makePdf(`/OpenAction ${ADDRESS} `)],
  [
    'a PDF that opens an address named by reference',
    () => makePdf('/OpenAction 5 0 R ', [ADDRESS]),
  ],
  [
    'a PDF that opens an address kept in an object stream',
    () => makePdf('/OpenAction 6 0 R ', [objectStream({ 6: ADDRESS }, ['ASCIIHexDecode'])]),
  ],
  [
    'a PDF that shows a page, then opens an address',
    () => makePdf(`/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next ${ADDRESS} >> `),
  ],
  ...['GoToR', 'GoToE', 'Launch', 'SubmitForm', 'ImportData'].map(
    (action): [string, () => Buffer] => [
      `a PDF whose page does /${action} when it opens`,
      () => makePdf(`/AA << /O << /S /${action} /F (x.pdf) >> >> `),
    ],
  ),
  ['a PDF with an attached file', () => makePdf('/Names << /EmbeddedFiles 5 0 R >> ', ['<< >>'])],
  ['a PDF with rich media', () => makePdf('/RichMedia 5 0 R ', ['<< >>'])],
];

/** PDFs whose object streams the check cannot read: refused rather than passed unread. */
const unreadablePdfs: [string, () => Buffer][] = [
  [
    'a PDF with an LZW object stream',
    () =>
      makePdf('', [
        objectStream({ 6: '<< >>' }, ['ASCIIHexDecode'], { filterNames: ['LZWDecode'] }),
      ]),
  ],
  [
    'a PDF with an object stream under a predictor',
    () =>
      makePdf('', [
        objectStream({ 6: '<< >>' }, ['FlateDecode'], {
          dictionaryExtra: '/DecodeParms << /Predictor 12 /Columns 4 >> ',
        }),
      ]),
  ],
  [
    'a PDF whose object stream names its filter by reference',
    () => makePdf('', [objectStream({ 6: '<< >>' }, [], { dictionaryExtra: '/Filter 9 0 R ' })]),
  ],
  [
    'a PDF whose ASCIIHex object stream is not hexadecimal',
    () =>
      makePdf('', [
        '<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode >>\nstream\nnot hex at all>\nendstream',
      ]),
  ],
];

describe('a refused upload stores nothing', () => {
  const rule = (key: keyof typeof DOCUMENT_RULE_MESSAGES) => [DOCUMENT_RULE_MESSAGES[key]];

  it('refuses every broken rule with 422 and the field, leaving no row and no file', async () => {
    const cases: [string, () => Part[], Record<string, string[]>][] = [
      [
        'a PNG renamed .pdf',
        () => [...passportFields(), file('front_file', 'passport.pdf', png)],
        { front_file: rule('content_mismatch') },
      ],
      [
        'a 2,000,001-byte file',
        () => [
          ...passportFields(),
          file('front_file', 'big.png', padTo(png, DOCUMENT_MAX_BYTES + 1)),
        ],
        { front_file: rule('file_too_large') },
      ],
      [
        '../../etc/passwd as a name',
        () => [...passportFields(), file('front_file', '../../etc/passwd', png)],
        { front_file: rule('file_name') },
      ],
      [
        'a path before an accepted name',
        () => [...passportFields(), file('front_file', '../../etc/passport.png', png)],
        { front_file: rule('file_name') },
      ],
      [
        'a space in the name',
        () => [...passportFields(), file('front_file', 'my passport.png', png)],
        { front_file: rule('file_name') },
      ],
      [
        'another extension',
        () => [...passportFields(), file('front_file', 'passport.gif', png)],
        { front_file: rule('file_extension') },
      ],
      [
        'a JPEG with a PDF inside, named .pdf (a polyglot)',
        () => [
          ...passportFields(),
          file('front_file', 'both.pdf', Buffer.concat([jpeg, makePdf()])),
        ],
        { front_file: rule('content_mismatch') },
      ],
      [
        'a PDF header over an HTML page (a polyglot)',
        () => [
          ...passportFields(),
          file(
            'front_file',
            'page.pdf',
            Buffer.from('%PDF-1.7\n<html><script>alert(document.cookie)</script></html>'),
          ),
        ],
        { front_file: rule('pdf_invalid') },
      ],
      [
        'a PDF that runs a script when opened',
        () => [
          ...passportFields(),
          file(
            'front_file',
            'script.pdf',
            makePdf('/OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> '),
          ),
        ],
        { front_file: rule('pdf_active_content') },
      ],
      [
        'a PNG whose header declares 64 megapixels',
        () => [...passportFields(), file('front_file', 'bomb.png', makePngDeclaring(8_000, 8_000))],
        { front_file: rule('image_unreadable') },
      ],
      ...activePdfs.map(([what, pdf]): [string, () => Part[], Record<string, string[]>] => [
        what,
        () => [...passportFields(), file('front_file', 'active.pdf', pdf())],
        { front_file: rule('pdf_active_content') },
      ]),
      ...unreadablePdfs.map(([what, pdf]): [string, () => Part[], Record<string, string[]>] => [
        what,
        () => [...passportFields(), file('front_file', 'unread.pdf', pdf())],
        { front_file: rule('pdf_invalid') },
      ]),
      [
        'a JPEG cut in half',
        () => [
          ...passportFields(),
          file('front_file', 'cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2))),
        ],
        { front_file: rule('image_unreadable') },
      ],
      [
        'text named .jpg',
        () => [...passportFields(), file('front_file', 'note.jpg', Buffer.from('hello world'))],
        { front_file: rule('content_mismatch') },
      ],
      [
        'an empty file',
        () => [...passportFields(), file('front_file', 'empty.png', Buffer.alloc(0))],
        { front_file: rule('file_empty') },
      ],
      ['no front file', () => passportFields(), { front_file: rule('file_required') }],
      [
        'a passport without its number',
        () => [
          { name: 'type', value: 'passport' },
          { name: 'expires_at', value: TOMORROW() },
          file('front_file', 'p.png', png),
        ],
        { idn: rule('idn_required') },
      ],
      [
        'a passport that expires today',
        () => [
          { name: 'type', value: 'passport' },
          { name: 'idn', value: 'P1' },
          { name: 'expires_at', value: TODAY() },
          file('front_file', 'p.png', png),
        ],
        { expires_at: rule('expiry_too_soon') },
      ],
      [
        'a passport without expiry',
        () => [
          { name: 'type', value: 'passport' },
          { name: 'idn', value: 'P1' },
          file('front_file', 'p.png', png),
        ],
        { expires_at: rule('expiry_required') },
      ],
      [
        'an identity card without its back side',
        () => [
          { name: 'type', value: 'id_card' },
          { name: 'idn', value: 'C1' },
          { name: 'expires_at', value: TOMORROW() },
          file('front_file', 'c.png', png),
        ],
        { back_file: rule('back_required') },
      ],
      [
        'a driving licence without its back side',
        () => [
          { name: 'type', value: 'driver_license' },
          { name: 'idn', value: 'D1' },
          { name: 'expires_at', value: TOMORROW() },
          file('front_file', 'd.png', png),
        ],
        { back_file: rule('back_required') },
      ],
      [
        'a passport with a back side',
        () => [
          ...passportFields(),
          file('front_file', 'p.png', png),
          file('back_file', 'b.png', png),
        ],
        { back_file: rule('back_not_expected') },
      ],
      [
        'an unknown type',
        () => [{ name: 'type', value: 'selfie' }, file('front_file', 'p.png', png)],
        { type: expect.any(Array) as unknown as string[] },
      ],
      [
        'a date that is no date',
        () => [
          { name: 'type', value: 'passport' },
          { name: 'idn', value: 'P1' },
          { name: 'expires_at', value: '2031-02-30' },
          file('front_file', 'p.png', png),
        ],
        { expires_at: rule('expiry_invalid') },
      ],
      [
        'a file under another name',
        () => [...passportFields(), file('selfie', 'p.png', png)],
        { selfie: expect.any(Array) as unknown as string[] },
      ],
    ];
    for (const [what, parts, errors] of cases) {
      // Each try counts toward the daily limit: a player of its own for each case.
      const p = await player();
      const files = await storedFiles(h);
      const response = await uploadDocument(h, p.token, parts());
      expect({ what, status: response.statusCode, code: response.json().code }).toEqual({
        what,
        status: 422,
        code: 'validation_failed',
      });
      expect({ what, errors: response.json().errors }).toEqual({
        what,
        errors: expect.objectContaining(errors),
      });
      expect(await documentCounts(h, p.id)).toEqual({ documents: 0, files: 0 });
      expect(await storedFiles(h)).toEqual(files);
    }
  });

  it('refuses an account that is not active, a body that is not multipart, and no session', async () => {
    const excluded = await player({
      status: 'self_excluded',
      statusExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const files = await storedFiles(h);
    const refused = await uploadDocument(h, excluded.token, [
      ...passportFields(),
      file('front_file', 'p.png', png),
    ]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_not_active');

    const json = await h.call({
      method: 'POST',
      url: '/v1/me/documents',
      headers: { 'user-token': excluded.token },
      payload: { type: 'passport' },
    });
    expect(json.statusCode).toBe(415);

    const anonymous = await uploadDocument(h, 'no-such-token', [
      ...passportFields(),
      file('front_file', 'p.png', png),
    ]);
    expect(anonymous.statusCode).toBe(401);
    expect(await documentCounts(h, excluded.id)).toEqual({ documents: 0, files: 0 });
    expect(await storedFiles(h)).toEqual(files);
  });

  it('takes an exclusion that has ended as an active account', async () => {
    const back = await player({
      status: 'self_excluded',
      statusExpiresAt: new Date(Date.now() - 60_000),
    });
    const response = await uploadDocument(h, back.token, [
      ...passportFields(),
      file('front_file', 'p.png', png),
    ]);
    expect(response.statusCode).toBe(201);
  });

  it('takes at most 20 documents a day from one player', async () => {
    const p = await player();
    const pdf = makePdf();
    for (let index = 0; index < 20; index += 1) {
      const response = await uploadDocument(h, p.token, [
        { name: 'type', value: 'other' },
        file('front_file', `page-${index}.pdf`, pdf),
      ]);
      expect(response.statusCode).toBe(201);
    }
    const refused = await uploadDocument(h, p.token, [
      { name: 'type', value: 'other' },
      file('front_file', 'page-21.pdf', pdf),
    ]);
    expect(refused.statusCode).toBe(429);
    expect(await documentCounts(h, p.id)).toEqual({ documents: 20, files: 20 });
  });

  it('counts refused uploads toward the 20 a day too', async () => {
    const p = await player();
    for (let index = 0; index < 20; index += 1) {
      const response = await uploadDocument(h, p.token, [
        { name: 'type', value: 'passport' },
        file('front_file', `p-${index}.png`, png),
      ]);
      expect(response.statusCode).toBe(422);
    }
    const refused = await uploadDocument(h, p.token, [
      ...passportFields(),
      file('front_file', 'p.png', png),
    ]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect(await documentCounts(h, p.id)).toEqual({ documents: 0, files: 0 });
  });

  it('decodes no picture of an upload refused for another rule, nor one that declares too many pixels', async () => {
    const decoded = vi.spyOn(sharp.prototype, 'toBuffer');
    try {
      const p = await player();
      const noNumber = await uploadDocument(h, p.token, [
        { name: 'type', value: 'passport' },
        { name: 'expires_at', value: TOMORROW() },
        file('front_file', 'p.png', png),
      ]);
      expect(noNumber.json().errors).toEqual({ idn: rule('idn_required') });
      const bomb = await uploadDocument(h, p.token, [
        ...passportFields(),
        file('front_file', 'bomb.png', makePngDeclaring(8_000, 8_000)),
      ]);
      expect(bomb.json().errors).toEqual({ front_file: rule('image_unreadable') });
      expect(decoded).not.toHaveBeenCalled();
      // The same picture in an upload that passes is decoded and stored.
      const taken = await uploadDocument(h, p.token, [
        ...passportFields(),
        file('front_file', 'p.png', png),
      ]);
      expect(taken.statusCode).toBe(201);
      expect(decoded).toHaveBeenCalledTimes(1);
    } finally {
      decoded.mockRestore();
    }
  });
});

describe('another player’s documents', () => {
  it('are neither listed nor served to player B, nor to anyone without a session', async () => {
    const a = await player();
    const b = await player();
    const uploaded = (
      await uploadDocument(h, a.token, [...passportFields(), file('front_file', 'a.png', png)])
    ).json().data;
    const fileUrl = `/v1/me/documents/files/${uploaded.media[0].id}`;

    expect((await listDocuments(h, b.token)).json().data).toEqual([]);
    const stolen = await h.call({
      method: 'GET',
      url: fileUrl,
      headers: { 'user-token': b.token },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('not_found');
    expect(stolen.body).not.toContain('PNG');

    const anonymous = await h.call({ method: 'GET', url: fileUrl });
    expect(anonymous.statusCode).toBe(401);
    expect((await h.call({ method: 'GET', url: '/v1/me/all-documents' })).statusCode).toBe(401);

    const guessed = await h.call({
      method: 'GET',
      url: '/v1/me/documents/files/1',
      headers: { 'user-token': a.token },
    });
    expect(guessed.statusCode).toBe(422);
    const own = await h.call({ method: 'GET', url: fileUrl, headers: { 'user-token': a.token } });
    expect(own.statusCode).toBe(200);
  });
});

describe('the operator’s review', () => {
  const review = (id: number, action: 'approve' | 'reject', reason: string) =>
    opsDocuments(h, 'POST', `/${id}/${action}`, { operator: 'compliance', reason });

  const upload = async (p: LoggedInPlayer) =>
    (
      await uploadDocument(h, p.token, [...passportFields(), file('front_file', 'p.png', png)])
    ).json().data as { id: number; media: { id: string }[] };

  it('lists what waits, serves its files, and approves it: the player sees it verified', async () => {
    const p = await player();
    const document = await upload(p);
    const pending = (await opsDocuments(h, 'GET', '/pending')).json().data;
    const waiting = pending.find((entry: { id: number }) => entry.id === document.id);
    expect(waiting).toMatchObject({ player_id: p.id, username: p.username, status: 'pending' });
    expect(waiting.media[0].ops_url).toBe(`/ops/documents/files/${document.media[0]!.id}`);

    const fileForOperator = await h.app.inject({
      method: 'GET',
      url: waiting.media[0].ops_url,
      headers: { 'x-ops-token': 'ops-token-for-the-test-suite-0123456789' },
    });
    expect(fileForOperator.statusCode).toBe(200);
    expect(fileForOperator.headers['content-type']).toBe('image/png');
    const withoutToken = await h.app.inject({ method: 'GET', url: waiting.media[0].ops_url });
    expect(withoutToken.statusCode).toBe(403);

    const approved = await review(document.id, 'approve', 'Photo and data match');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      is_verified: true,
      reviewed_by: 'compliance',
    });
    const [seen] = (await listDocuments(h, p.token)).json().data;
    expect(seen).toMatchObject({ status: 'approved', is_verified: true, rejection_reason: null });
    expect(seen.reviewed_at).toEqual(expect.any(String));

    const again = await review(document.id, 'reject', 'Changed my mind');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('document_already_reviewed');
    expect((await listDocuments(h, p.token)).json().data[0].status).toBe('approved');
  });

  it('rejects with a reason the player reads', async () => {
    const p = await player();
    const document = await upload(p);
    const rejected = await review(document.id, 'reject', 'The photo is blurred');
    expect(rejected.statusCode).toBe(200);
    const [seen] = (await listDocuments(h, p.token)).json().data;
    expect(seen).toMatchObject({
      status: 'rejected',
      is_verified: false,
      rejection_reason: 'The photo is blurred',
    });
    const pending = (await opsDocuments(h, 'GET', '/pending')).json().data;
    expect(pending.some((entry: { id: number }) => entry.id === document.id)).toBe(false);
  });

  it('needs a reason and the operator’s name, and a document that exists', async () => {
    const p = await player();
    const document = await upload(p);
    for (const body of [{ operator: 'compliance' }, { reason: 'ok fine' }, {}]) {
      const response = await opsDocuments(h, 'POST', `/${document.id}/approve`, body);
      expect(response.statusCode).toBe(422);
    }
    expect((await review(999_999, 'approve', 'Nothing here')).statusCode).toBe(404);
    expect((await listDocuments(h, p.token)).json().data[0].status).toBe('pending');
  });
});

describe('a malformed multipart body', () => {
  it('answers 400 in the API’s shape and stores nothing: no boundary, cut short, another boundary', async () => {
    const p = await player();
    const { body, contentType } = multipart([
      ...passportFields(),
      file('front_file', 'p.png', png),
    ]);
    const boundary = contentType.slice(contentType.indexOf('boundary=') + 'boundary='.length);
    const cases: [string, string, Buffer][] = [
      ['no boundary', 'multipart/form-data', body],
      ['an empty boundary', 'multipart/form-data; boundary=', body],
      ['cut short', contentType, body.subarray(0, Math.floor(body.length / 2))],
      [
        'cut in a header',
        contentType,
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`),
      ],
      ['another boundary', `multipart/form-data; boundary=${boundary}x`, body],
      [
        'no closing boundary',
        contentType,
        body.subarray(0, body.length - `--${boundary}--\r\n`.length),
      ],
    ];
    for (const [what, type, payload] of cases) {
      const response = await h.call({
        method: 'POST',
        url: '/v1/me/documents',
        headers: { 'user-token': p.token, 'content-type': type },
        payload,
      });
      expect({ what, status: response.statusCode, body: response.json() }).toEqual({
        what,
        status: 400,
        body: { message: expect.any(String), code: 'bad_request' },
      });
    }
    expect(await documentCounts(h, p.id)).toEqual({ documents: 0, files: 0 });
  });
});
