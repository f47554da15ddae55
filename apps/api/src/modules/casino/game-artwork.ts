import { createHash } from 'node:crypto';
import { themeStyle, type Motif } from './game-themes';

export type ArtworkInput = { name: string; theme: string; engine: string; provider: string };
export type Artwork = { svg: string; etag: string };

const WIDTH = 320;
const HEIGHT = 240;
const LINE_LENGTH = 18;

/** Escapes text for XML content and attribute values. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A number from the name, so games of one theme still differ (placement, rotation). */
const seedOf = (text: string): number => createHash('sha256').update(text).digest().readUInt32BE(0);

const MOTIFS: Record<Motif, (color: string) => string> = {
  fruit: (c) =>
    `<circle cx="0" cy="10" r="34" fill="${c}"/><path d="M0-24q14-20 30-14q-14 6-30 14z" fill="#66bb6a"/>`,
  pyramid: (c) =>
    `<path d="M-50 40L0-45L50 40z" fill="${c}"/><path d="M0-45L50 40H10z" fill="#0003"/>`,
  gem: (c) =>
    `<path d="M-40-10L-20-35H20L40-10L0 40z" fill="${c}"/><path d="M-40-10H40L0 40z" fill="#fff3"/>`,
  star: (c) =>
    `<path d="M0-42L12-13L43-13L18 6L27 37L0 19L-27 37L-18 6L-43-13L-12-13z" fill="${c}"/>`,
  wave: (c) =>
    `<path d="M-60 0q15-20 30 0t30 0t30 0t30 0v40h-120z" fill="${c}"/><circle cx="0" cy="-25" r="12" fill="${c}"/>`,
  flame: (c) => `<path d="M0-45C30-10 35 15 0 42C-35 15-30-10 0-45z" fill="${c}"/>`,
  clover: (c) =>
    `<g fill="${c}"><circle cx="-15" cy="-12" r="16"/><circle cx="15" cy="-12" r="16"/><circle cx="0" cy="12" r="16"/></g><path d="M0 20v25" stroke="${c}" stroke-width="5"/>`,
  crown: (c) => `<path d="M-45 30V-25L-22 0L0-35L22 0L45-25V30z" fill="${c}"/>`,
  sun: (c) =>
    `<circle r="22" fill="${c}"/><g stroke="${c}" stroke-width="6">${[0, 45, 90, 135]
      .map((angle) => `<path d="M-42 0H42" transform="rotate(${angle})"/>`)
      .join('')}</g>`,
  card: (c) =>
    `<rect x="-30" y="-40" width="60" height="80" rx="8" fill="${c}"/><path d="M0-18C14-30 26-8 0 14C-26-8-14-30 0-18z" fill="#c62828"/>`,
  rocket: (c) =>
    `<path d="M0-45C18-25 18 10 12 25H-12C-18 10-18-25 0-45z" fill="${c}"/><path d="M-8 27L0 45L8 27z" fill="#ffca28"/>`,
  ball: (c) =>
    `<circle r="36" fill="${c}"/><circle r="18" fill="#fff"/><circle r="36" fill="none" stroke="#0002" stroke-width="6"/>`,
};

/** The name on at most two lines of about LINE_LENGTH characters. */
const wrapName = (name: string): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > LINE_LENGTH) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  const rest = lines.slice(1).join(' ');
  return [lines[0]!, rest.length > LINE_LENGTH ? `${rest.slice(0, LINE_LENGTH - 1)}…` : rest];
};

/**
 * The artwork of a game, built only from its own data: the theme's colours and motif, the name,
 * the engine and the provider. The same game always gives the same bytes (and ETag).
 */
export const renderGameArtwork = (input: ArtworkInput): Artwork => {
  const [from, to, accent] = themeStyle(input.theme).colors;
  const { motif } = themeStyle(input.theme);
  const seed = seedOf(`${input.name}|${input.theme}|${input.engine}`);
  const x = 110 + (seed % 100);
  const rotation = ((seed >>> 8) % 30) - 15;
  const lines = wrapName(input.name);
  const top = lines.length === 1 ? 186 : 170;
  const text = lines
    .map(
      (line, index) =>
        `<text x="160" y="${top + index * 28}" text-anchor="middle" font-size="24" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="system-ui,sans-serif" role="img" aria-label="${escapeXml(input.name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>` +
    `<circle cx="${(seed >>> 4) % WIDTH}" cy="${(seed >>> 12) % 120}" r="70" fill="#fff" opacity=".08"/>` +
    `<g transform="translate(${x} 82) rotate(${rotation}) scale(1.25)">${MOTIFS[motif](accent)}</g>` +
    `<rect y="${top - 36}" width="${WIDTH}" height="${HEIGHT - top + 36}" fill="#0006"/>` +
    text +
    `<text x="12" y="22" font-size="12" fill="#fffc">${escapeXml(input.provider)}</text>` +
    `<text x="308" y="22" font-size="12" text-anchor="end" fill="#fffc">${escapeXml(input.engine)}</text>` +
    `</svg>`;
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  return { svg, etag };
};
