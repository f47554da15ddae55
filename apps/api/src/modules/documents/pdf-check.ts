import { inflateSync } from 'node:zlib';
import { DOCUMENT_MAX_BYTES, type DocumentRuleKey } from '@prime/contract';

/** Where a PDF name ends: white space, a delimiter, or the end of the text. */
const NAME_END = String.raw`(?=[\0\t\n\f\r ()<>\[\]{}/%]|$)`;

/**
 * Names of a PDF dictionary that run something, attach or embed files, send data or act on an
 * event: a document holding one anywhere is refused. A name ends only where the PDF syntax
 * ends it, so `/JS` is not read into `/JSON` nor random bytes of a picture into a name.
 */
const ACTIVE_PDF_NAME = new RegExp(
  String.raw`/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToE|GoToR|AA)${NAME_END}`,
);
const OPEN_ACTION = new RegExp(String.raw`/OpenAction${NAME_END}`, 'g');
const NEXT_ACTION = new RegExp(String.raw`/Next${NAME_END}`);
const DECODE_PARMS = new RegExp(String.raw`/DecodeParms${NAME_END}`);
const FILTER_KEY = new RegExp(String.raw`/Filter${NAME_END}`, 'g');
const OBJECT_STREAM = new RegExp(String.raw`/Type\s*/ObjStm${NAME_END}|/First${NAME_END}`);

/** All that the object streams of one PDF may inflate to, so a small file cannot fill memory. */
const DECODED_MAX = DOCUMENT_MAX_BYTES * 10;
/** How many times its length the check may read of a file's dictionaries. */
const READ_FACTOR = 4;

/** `/J#61vaScript` is `/JavaScript`: a name's `#xx` escapes decoded before it is read. */
const decodeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

class Undecodable extends Error {}

const asciiHex = (data: Buffer): Buffer => {
  const text = data.toString('latin1');
  const end = text.indexOf('>');
  const digits = (end < 0 ? text : text.slice(0, end)).replace(/[\0\t\n\f\r ]/g, '');
  if (!/^[0-9A-Fa-f]*$/.test(digits)) throw new Undecodable('ASCIIHexDecode');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
};

const ascii85 = (data: Buffer, budget: number): Buffer => {
  let text = data.toString('latin1').replace(/[\0\t\n\f\r ]/g, '');
  if (text.startsWith('<~')) text = text.slice(2);
  const end = text.indexOf('~>');
  if (end >= 0) text = text.slice(0, end);
  // Four bytes at most for each character (`z`), within what is left to decode.
  const out = Buffer.alloc(Math.min(text.length * 4, Math.max(budget, 0)));
  let length = 0;
  const put = (byte: number) => {
    if (length >= out.length) throw new Undecodable('ASCII85Decode');
    out[length] = byte;
    length += 1;
  };
  let group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let index = 0; index < 5; index += 1) value = value * 85 + (group[index] ?? 84);
    if (value > 0xffff_ffff) throw new Undecodable('ASCII85Decode');
    for (let index = 0; index < count; index += 1) put((value >>> (24 - 8 * index)) & 0xff);
    group = [];
  };
  for (const char of text) {
    if (char === 'z' && group.length === 0) {
      for (let index = 0; index < 4; index += 1) put(0);
      continue;
    }
    const digit = char.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) throw new Undecodable('ASCII85Decode');
    group.push(digit);
    if (group.length === 5) flush(4);
  }
  if (group.length === 1) throw new Undecodable('ASCII85Decode');
  if (group.length > 0) flush(group.length - 1);
  return out.subarray(0, length);
};

/** The filters the check reads, by their names and the abbreviations readers take too. */
const DECODERS: Record<string, (data: Buffer, budget: number) => Buffer> = {
  FlateDecode: (data, budget) => inflateSync(data, { maxOutputLength: budget }),
  ASCIIHexDecode: asciiHex,
  ASCII85Decode: ascii85,
};
const ALIASES: Record<string, string> = {
  Fl: 'FlateDecode',
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
};

/** The filters of a stream's dictionary, in order; undefined when they cannot be read. */
const filtersOf = (dictionary: string): string[] | undefined => {
  const keys = [...dictionary.matchAll(FILTER_KEY)];
  if (keys.length === 0) return [];
  // A key given twice is read differently by different readers.
  if (keys.length > 1) return undefined;
  const match = /^\s*(\/[^\s/[\]<>()]+|\[[^\]]*\])?/.exec(
    dictionary.slice(keys[0]!.index + keys[0]![0].length),
  )!;
  const value = match[1];
  if (!value) return undefined;
  const names = value.startsWith('[') ? value.slice(1, -1).trim() : value;
  if (!/^(\s*\/[^\s/[\]<>()]+)*\s*$/.test(names)) return undefined;
  return [...names.matchAll(/\/([^\s/[\]<>()]+)/g)].map(([, name]) => ALIASES[name!] ?? name!);
};

type Stream = { dictionary: string; begin: number; end: number };

/** White space and comments from `from` on; answers where the next token starts. */
const skipBlank = (text: string, from: number): number => {
  let index = from;
  for (;;) {
    while (index < text.length && /[\0\t\n\f\r ]/.test(text[index]!)) index += 1;
    if (text[index] !== '%') return index;
    while (index < text.length && text[index] !== '\n' && text[index] !== '\r') index += 1;
  }
};

const OBJECT_HEADER = /(?<![0-9])(\d+)\s+\d+\s+obj(?![A-Za-z])/g;

/**
 * The streams of the file: each `N G obj` followed by a dictionary and `stream`, with the
 * dictionary (names decoded) and where its data lies. Every such header is tried, those inside
 * other data too: one found there only adds something to read.
 */
const streamsOf = (text: string, budget: ReadBudget): Stream[] => {
  const streams: Stream[] = [];
  for (const header of text.matchAll(OBJECT_HEADER)) {
    const open = skipBlank(text, header.index + header[0].length);
    if (!text.startsWith('<<', open)) continue;
    const dictionary = dictionaryAt(text, open, budget);
    if (!dictionary) continue;
    const after = skipBlank(text, open + dictionary.length);
    const keyword = /^stream(?:\r\n|\n|\r)/.exec(text.slice(after, after + 8));
    if (!keyword) continue;
    const begin = after + keyword[0].length;
    const end = text.indexOf('endstream', begin);
    streams.push({
      dictionary: decodeNames(dictionary),
      begin,
      end: end < 0 ? text.length : end,
    });
  }
  return streams;
};

/** The objects of a decoded object stream by number, from the pairs before its `/First` byte. */
const objectsOf = (dictionary: string, decoded: string): Map<number, string> | undefined => {
  const first = /\/First\s+(\d+)/.exec(dictionary);
  if (!first) return undefined;
  const offset = Number(first[1]);
  const pairs = decoded.slice(0, offset).trim().split(/\s+/).filter(Boolean).map(Number);
  if (pairs.length % 2 || pairs.some((value) => !Number.isSafeInteger(value))) return undefined;
  const objects = new Map<number, string>();
  for (let index = 0; index < pairs.length; index += 2) {
    const from = offset + pairs[index + 1]!;
    const to = index + 3 < pairs.length ? offset + pairs[index + 3]! : decoded.length;
    objects.set(pairs[index]!, decoded.slice(from, to));
  }
  return objects;
};

/** Characters the dictionaries of one file may take to read, a few times its length. */
type ReadBudget = { left: number };

class OverBudget extends Error {}

/**
 * The balanced dictionary `<<…>>` that starts at `from`, strings skipped; undefined when it
 * does not close. Each character read counts against `budget`, so a file of many dictionaries
 * that never close cannot make the check read it over and over.
 */
const dictionaryAt = (text: string, from: number, budget: ReadBudget): string | undefined => {
  let depth = 0;
  let index = from;
  const spend = () => {
    budget.left -= index - from;
    if (budget.left < 0) throw new OverBudget();
  };
  for (; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(') {
      // A literal string: parentheses nest, and a backslash escapes the next character.
      let nesting = 1;
      for (index += 1; index < text.length && nesting > 0; index += 1) {
        if (text[index] === '\\') index += 1;
        else if (text[index] === '(') nesting += 1;
        else if (text[index] === ')') nesting -= 1;
      }
      index -= 1;
    } else if (char === '<' && text[index + 1] === '<') {
      depth += 1;
      index += 1;
    } else if (char === '>' && text[index + 1] === '>') {
      depth -= 1;
      index += 1;
      if (depth === 0) {
        index += 1;
        spend();
        return text.slice(from, index);
      }
    }
  }
  spend();
  return undefined;
};

/**
 * Whether what `/OpenAction` names only shows a page when the document opens: a destination
 * (an array) or a GoTo action with nothing chained after it. A reference is plain when
 * `isPlainObject` says the object it names is.
 */
const isPlainOpening = (
  value: string,
  isPlainObject: (id: number) => boolean,
  budget: ReadBudget,
): boolean => {
  const text = value.trimStart();
  if (text.startsWith('[')) return true;
  if (text.startsWith('<<')) {
    const action = dictionaryAt(text, 0, budget);
    if (!action || NEXT_ACTION.test(action)) return false;
    const kinds = [...action.matchAll(/\/S\s*\/([A-Za-z]+)/g)].map(([, kind]) => kind);
    return kinds.length > 0 && kinds.every((kind) => kind === 'GoTo');
  }
  const reference = /^(\d+)\s+\d+\s+R/.exec(text);
  return reference !== null && isPlainObject(Number(reference[1]));
};

/** The decoded data of an object stream; a rule key when it cannot be decoded. */
const decodeObjectStream = (
  stream: Stream,
  data: Buffer,
  budget: { bytes: number },
): Buffer | DocumentRuleKey => {
  const filters = filtersOf(stream.dictionary);
  if (!filters || DECODE_PARMS.test(stream.dictionary)) return 'pdf_invalid';
  let decoded = data;
  try {
    for (const filter of filters) {
      const decode = DECODERS[filter];
      if (!decode) return 'pdf_invalid';
      decoded = decode(decoded, budget.bytes);
    }
  } catch {
    // What does not decode here might still be read, in part, by a tolerant reader.
    return 'pdf_invalid';
  }
  budget.bytes -= decoded.length;
  return budget.bytes < 0 ? 'pdf_invalid' : decoded;
};

/**
 * A PDF, and one without active content: the header at the first byte, a cross-reference the
 * last `startxref` points to, `%%EOF` at the end. Then the whole file is read (stream data too:
 * a reader that the cross-reference leads there would read an object hidden in it), and so is
 * every object stream, decoded through every filter it names: a filter the check cannot decode,
 * or data that does not decode, is refused rather than passed unread. No dictionary may hold an
 * active-content name, and the document's `/OpenAction` may only show a page.
 */
export const pdfError = (bytes: Buffer): DocumentRuleKey | null => {
  const text = bytes.toString('latin1');
  if (!/^%PDF-(1\.[0-7]|2\.0)/.test(text)) return 'pdf_invalid';
  const tail = text.slice(-1_024);
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!startxref) return 'pdf_invalid';
  const offset = Number(startxref[1]);
  if (offset <= 0 || offset >= bytes.length) return 'pdf_invalid';
  const at = text.slice(offset, offset + 64);
  if (!/^(xref|\d+\s+\d+\s+obj)/.test(at)) return 'pdf_invalid';

  const reading: ReadBudget = { left: READ_FACTOR * text.length };
  try {
    const plain = decodeNames(text);
    const parts = [plain];
    // Each definition of each object number, in the file and in its object streams.
    const objects = new Map<number, string[]>();
    const define = (id: number, object: string) => {
      const known = objects.get(id);
      if (known) known.push(object);
      else objects.set(id, [object]);
    };
    for (const header of plain.matchAll(OBJECT_HEADER))
      define(Number(header[1]), plain.slice(header.index + header[0].length));
    const decodedBudget = { bytes: DECODED_MAX };
    for (const stream of streamsOf(text, reading)) {
      if (!OBJECT_STREAM.test(stream.dictionary)) continue;
      const decoded = decodeObjectStream(
        stream,
        bytes.subarray(stream.begin, stream.end),
        decodedBudget,
      );
      if (typeof decoded === 'string') return decoded;
      const content = decodeNames(decoded.toString('latin1'));
      parts.push(content);
      for (const [id, object] of objectsOf(stream.dictionary, content) ?? []) define(id, object);
    }

    if (parts.some((part) => ACTIVE_PDF_NAME.test(part))) return 'pdf_active_content';
    // Every definition of an object must be plain (the cross-reference decides which one a
    // reader takes) and refer no further; each object is judged once.
    const judged = new Map<number, boolean>();
    const isPlainObject = (id: number): boolean => {
      let plainOne = judged.get(id);
      if (plainOne === undefined) {
        const definitions = objects.get(id) ?? [];
        plainOne =
          definitions.length > 0 &&
          definitions.every((object) => isPlainOpening(object, () => false, reading));
        judged.set(id, plainOne);
      }
      return plainOne;
    };
    for (const part of parts)
      for (const match of part.matchAll(OPEN_ACTION))
        if (!isPlainOpening(part.slice(match.index + match[0].length), isPlainObject, reading))
          return 'pdf_active_content';
    return null;
  } catch (error) {
    if (error instanceof OverBudget) return 'pdf_invalid';
    throw error;
  }
};
