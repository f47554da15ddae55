/**
 * Banner and promotion artwork drawn by the project itself (no external images): each theme is
 * a palette and a motif, drawn wide for desktop, tall for phones and as a promotion card.
 */
export const BANNER_VARIANTS = {
  wide: { width: 1920, height: 520 },
  tall: { width: 700, height: 860 },
  card: { width: 640, height: 400 },
} as const;
export type BannerVariant = keyof typeof BANNER_VARIANTS;

type Motif = 'coins' | 'stars' | 'rings' | 'rocket' | 'cards' | 'waves';
type Theme = { from: string; to: string; accent: string; glow: string; motif: Motif };

export const BANNER_THEMES = {
  'casino-emerald': {
    from: '#052e2b',
    to: '#0f766e',
    accent: '#fbbf24',
    glow: '#34d399',
    motif: 'coins',
  },
  'casino-ruby': {
    from: '#3b0712',
    to: '#9f1239',
    accent: '#fde68a',
    glow: '#fb7185',
    motif: 'cards',
  },
  'prime-gold': {
    from: '#1c1403',
    to: '#78350f',
    accent: '#facc15',
    glow: '#fde047',
    motif: 'stars',
  },
  'prime-night': {
    from: '#0b1023',
    to: '#312e81',
    accent: '#fcd34d',
    glow: '#818cf8',
    motif: 'rings',
  },
  'live-roulette': {
    from: '#1a0b05',
    to: '#7c2d12',
    accent: '#f59e0b',
    glow: '#fb923c',
    motif: 'rings',
  },
  'live-tables': {
    from: '#022c22',
    to: '#166534',
    accent: '#e5e7eb',
    glow: '#4ade80',
    motif: 'cards',
  },
  'crash-rocket': {
    from: '#0c0a1d',
    to: '#4c1d95',
    accent: '#22d3ee',
    glow: '#a78bfa',
    motif: 'rocket',
  },
  'crash-orbit': {
    from: '#020617',
    to: '#1e3a8a',
    accent: '#f472b6',
    glow: '#60a5fa',
    motif: 'rocket',
  },
  'others-scratch': {
    from: '#1f1300',
    to: '#a16207',
    accent: '#fef08a',
    glow: '#fcd34d',
    motif: 'stars',
  },
  'others-arcade': {
    from: '#0f172a',
    to: '#0e7490',
    accent: '#f0abfc',
    glow: '#67e8f9',
    motif: 'waves',
  },
  'promo-welcome': {
    from: '#111827',
    to: '#b45309',
    accent: '#fde68a',
    glow: '#f59e0b',
    motif: 'coins',
  },
  'promo-spins': {
    from: '#1e1b4b',
    to: '#7e22ce',
    accent: '#fef3c7',
    glow: '#c084fc',
    motif: 'rings',
  },
  'promo-cashback': {
    from: '#052e16',
    to: '#15803d',
    accent: '#fef9c3',
    glow: '#86efac',
    motif: 'waves',
  },
  'promo-tournament': {
    from: '#1c1917',
    to: '#b91c1c',
    accent: '#fcd34d',
    glow: '#f87171',
    motif: 'stars',
  },
  'promo-live': {
    from: '#0c0a09',
    to: '#9a3412',
    accent: '#fed7aa',
    glow: '#fb923c',
    motif: 'cards',
  },
  'promo-crash': {
    from: '#020617',
    to: '#4338ca',
    accent: '#5eead4',
    glow: '#818cf8',
    motif: 'rocket',
  },
  'promo-weekend': {
    from: '#1e293b',
    to: '#be185d',
    accent: '#fbcfe8',
    glow: '#f472b6',
    motif: 'coins',
  },
  fallback: { from: '#0f172a', to: '#334155', accent: '#facc15', glow: '#94a3b8', motif: 'stars' },
} as const satisfies Record<string, Theme>;
export type BannerTheme = keyof typeof BANNER_THEMES;

const isTheme = (value: string): value is BannerTheme => Object.hasOwn(BANNER_THEMES, value);
const isVariant = (value: string): value is BannerVariant => Object.hasOwn(BANNER_VARIANTS, value);

/** Site path of a theme's image in one variant; the route below answers it. */
export const bannerArtPath = (theme: BannerTheme, variant: BannerVariant): string =>
  `/media/banners/${theme}-${variant}.svg`;

/** Every text put into the SVG goes through here, so no name can open a tag. */
export const escapeXml = (value: string): string =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small deterministic generator, so the same theme always draws the same picture. */
const sequence = (seed: string) => {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
};

const round = (value: number) => Math.round(value);

const drawMotif = (theme: Theme, width: number, height: number, next: () => number): string => {
  const size = Math.min(width, height);
  const shapes: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    // Motifs sit on the right half (or the lower half when tall), leaving room for the text.
    const x = round(width > height ? width * (0.5 + next() * 0.48) : width * next());
    const y = round(width > height ? height * next() : height * (0.45 + next() * 0.52));
    const r = round(size * (0.03 + next() * 0.08));
    const opacity = (0.25 + next() * 0.6).toFixed(2);
    if (theme.motif === 'coins') {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${theme.accent}" opacity="${opacity}"/>`,
        `<circle cx="${x}" cy="${y}" r="${round(r * 0.7)}" fill="none" stroke="${theme.from}" stroke-width="${round(r * 0.12) + 1}" opacity="${opacity}"/>`,
      );
    } else if (theme.motif === 'stars') {
      const points = Array.from({ length: 10 }, (_, k) => {
        const angle = (Math.PI / 5) * k - Math.PI / 2;
        const radius = k % 2 === 0 ? r : r * 0.45;
        return `${round(x + Math.cos(angle) * radius)},${round(y + Math.sin(angle) * radius)}`;
      }).join(' ');
      shapes.push(`<polygon points="${points}" fill="${theme.accent}" opacity="${opacity}"/>`);
    } else if (theme.motif === 'rings') {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${r * 2}" fill="none" stroke="${theme.glow}" stroke-width="${round(r * 0.25) + 1}" opacity="${opacity}"/>`,
      );
    } else if (theme.motif === 'cards') {
      const w = r * 1.4;
      const rotate = round(next() * 50 - 25);
      shapes.push(
        `<rect x="${round(x - w / 2)}" y="${round(y - w * 0.7)}" width="${round(w)}" height="${round(w * 1.4)}" rx="${round(w * 0.12)}" fill="#fff" stroke="${theme.accent}" stroke-width="3" opacity="${opacity}" transform="rotate(${rotate} ${x} ${y})"/>`,
      );
    } else if (theme.motif === 'waves') {
      shapes.push(
        `<path d="M${x - r * 3} ${y} q${r} ${-r} ${r * 2} 0 t${r * 2} 0 t${r * 2} 0" fill="none" stroke="${theme.accent}" stroke-width="${round(r * 0.2) + 2}" stroke-linecap="round" opacity="${opacity}"/>`,
      );
    } else {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${round(r * 0.25) + 1}" fill="${theme.accent}" opacity="${opacity}"/>`,
      );
    }
  }
  if (theme.motif === 'rocket') {
    const sx = round(width * 0.55);
    const sy = round(height * 0.95);
    const ex = round(width * 0.95);
    const ey = round(height * 0.12);
    shapes.push(
      `<path d="M${sx} ${sy} Q${round(width * 0.85)} ${round(height * 0.85)} ${ex} ${ey}" fill="none" stroke="${theme.accent}" stroke-width="${round(size * 0.02)}" stroke-linecap="round"/>`,
      `<circle cx="${ex}" cy="${ey}" r="${round(size * 0.05)}" fill="${theme.accent}"/>`,
    );
  }
  return shapes.join('');
};

const render = (name: BannerTheme, variant: BannerVariant): string => {
  const theme: Theme = BANNER_THEMES[name];
  const { width, height } = BANNER_VARIANTS[variant];
  const next = sequence(`${name}-${variant}`);
  const label = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.75" cy="0.4" r="0.6"><stop offset="0" stop-color="${theme.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${theme.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>` +
    drawMotif(theme, width, height, next) +
    `<rect width="${width}" height="${height}" fill="url(#shade)"/></svg>`
  );
};

const cache = new Map<string, string>();

/** The SVG of `{theme}-{variant}`, or undefined for a name the project does not draw. */
export const findBannerArt = (fileName: string): string | undefined => {
  const match = /^([a-z]+(?:-[a-z]+)*)-([a-z]+)$/.exec(fileName);
  if (!match?.[1] || !match[2] || !isTheme(match[1]) || !isVariant(match[2])) return undefined;
  let svg = cache.get(fileName);
  if (!svg) {
    svg = render(match[1], match[2]);
    cache.set(fileName, svg);
  }
  return svg;
};
