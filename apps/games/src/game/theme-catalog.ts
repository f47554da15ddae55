/** The look of every catalog theme (ARCHITECTURE §6): its palette and its symbol faces. */
import { SLOT_THEMES } from '@prime/contract/constants';
import type { LabelsOf, Palette, Theme } from './themes';

export const THEME_IDS = SLOT_THEMES;
export type ThemeId = (typeof THEME_IDS)[number];

/**
 * A palette from eight colours in the order of `Palette`: background, background accent, reel,
 * reel border, cell, accent, text, highlight. One line per theme keeps the catalog readable.
 */
const palette = (colours: string): Palette => {
  const [background, backgroundAccent, reel, reelBorder, cell, accent, text, highlight] =
    colours.split(' ');
  const all = { background, backgroundAccent, reel, reelBorder, cell, accent, text, highlight };
  return Object.fromEntries(
    Object.entries(all).map(([key, value]) => [key, value ?? '']),
  ) as Palette;
};

const CATALOG = {
  fruits: {
    id: 'fruits',
    palette: palette('#2d0b3a #6a1b5e #fff7ea #ff9f1c #ffffff #ffcf33 #fff7ea #ff4f7b'),
    faces: {
      seven: ['7', 'Lucky seven'],
      bell: ['🔔', 'Bell'],
      cherry: ['🍒', 'Cherries'],
      lemon: ['🍋', 'Lemon'],
      plum: ['🫐', 'Plum'],
      orange: ['🍊', 'Orange'],
      grape: ['🍇', 'Grapes'],
      wild: ['🌈', 'Rainbow wild'],
      scatter: ['🍉', 'Watermelon scatter'],
    },
  },
  egypt: {
    id: 'egypt',
    palette: palette('#2a1a05 #8a5a12 #f3deaa #c89b3c #fbefcf #e9b949 #fdf3d8 #1f8a8a'),
    faces: {
      seven: ['👁️', 'Eye of Horus'],
      bar: ['🏺', 'Canopic jar'],
      bell: ['☥', 'Ankh'],
      cherry: ['🪲', 'Scarab'],
      lemon: ['🐍', 'Cobra'],
      plum: ['🐈‍⬛', 'Sacred cat'],
      orange: ['🌴', 'Palm'],
      grape: ['🦅', 'Falcon'],
      wild: ['🌞', 'Sun of Ra wild'],
      scatter: ['🔺', 'Pyramid scatter'],
    },
  },
  gems: {
    id: 'gems',
    palette: palette('#07101f #1b2f5c #121b33 #7ad7f0 #1c2745 #7ad7f0 #eaf6ff #ff5fd2'),
    faces: {
      seven: ['💎', 'Diamond'],
      bar: ['🪙', 'Gold coin'],
      bell: ['💍', 'Ring'],
      cherry: ['🔴', 'Ruby'],
      lemon: ['🟡', 'Topaz'],
      plum: ['🟣', 'Amethyst'],
      orange: ['🟠', 'Amber'],
      grape: ['🟢', 'Emerald'],
      wild: ['👑', 'Crown wild'],
      scatter: ['✨', 'Sparkle scatter'],
    },
  },
  space: {
    id: 'space',
    palette: palette('#03030f #231a5a #0c0c24 #8f7cff #15153a #b8f1ff #e7e9ff #39ff88'),
    faces: {
      seven: ['🚀', 'Rocket'],
      bar: ['🛸', 'Flying saucer'],
      bell: ['🪐', 'Ringed planet'],
      cherry: ['👽', 'Alien'],
      lemon: ['🌙', 'Moon'],
      plum: ['☄️', 'Comet'],
      orange: ['🌍', 'Earth'],
      grape: ['🛰️', 'Satellite'],
      wild: ['🌌', 'Galaxy wild'],
      scatter: ['🌟', 'Star scatter'],
    },
  },
  ocean: {
    id: 'ocean',
    palette: palette('#022235 #05668d #dff6fb #00a6c8 #f3fcff #5ce1e6 #e9fbff #ff7b54'),
    faces: {
      seven: ['🐋', 'Whale'],
      bar: ['⚓', 'Anchor'],
      bell: ['🐚', 'Shell'],
      cherry: ['🐠', 'Tropical fish'],
      lemon: ['🐡', 'Puffer fish'],
      plum: ['🐙', 'Octopus'],
      orange: ['🦀', 'Crab'],
      grape: ['🪼', 'Jellyfish'],
      wild: ['🔱', 'Trident wild'],
      scatter: ['🦪', 'Pearl scatter'],
    },
  },
  dragons: {
    id: 'dragons',
    palette: palette('#1a0303 #6b0f0f #2a0a0a #d4a017 #3a1010 #ffb300 #fff1d6 #ff3b1f'),
    faces: {
      seven: ['🐉', 'Dragon'],
      bar: ['🏮', 'Lantern'],
      bell: ['🔔', 'Temple bell'],
      cherry: ['🧧', 'Red envelope'],
      lemon: ['🪭', 'Fan'],
      plum: ['🌸', 'Plum blossom'],
      orange: ['🍊', 'Mandarin'],
      grape: ['🎋', 'Bamboo'],
      wild: ['🔥', 'Dragon fire wild'],
      scatter: ['🥚', 'Dragon egg scatter'],
    },
  },
  irish: {
    id: 'irish',
    palette: palette('#06260f #157a2f #f2fbe9 #2fb34a #ffffff #ffd23f #f2fbe9 #ff8c00'),
    faces: {
      seven: ['🍀', 'Four-leaf clover'],
      bar: ['🎩', 'Top hat'],
      bell: ['🪕', 'Banjo'],
      cherry: ['☘️', 'Shamrock'],
      lemon: ['🍺', 'Pint'],
      plum: ['🎻', 'Fiddle'],
      orange: ['🪙', 'Gold coin'],
      grape: ['🌈', 'Rainbow'],
      wild: ['🧙', 'Leprechaun wild'],
      scatter: ['💰', 'Pot of gold scatter'],
    },
  },
  royal: {
    id: 'royal',
    palette: palette('#140726 #4b1670 #231040 #e3c26a #2f1655 #e3c26a #f8efff #ff6fb5'),
    faces: {
      seven: ['👑', 'Crown'],
      bar: ['🏰', 'Castle'],
      bell: ['💍', 'Ring'],
      cherry: ['🍷', 'Goblet'],
      lemon: ['🗝️', 'Key'],
      plum: ['🦢', 'Swan'],
      orange: ['🛡️', 'Shield'],
      grape: ['⚜️', 'Fleur-de-lis'],
      wild: ['🤴', 'Prince wild'],
      scatter: ['💎', 'Jewel scatter'],
    },
  },
  aztec: {
    id: 'aztec',
    palette: palette('#0d2012 #3f5e1a #e8d3a2 #b5651d #f4e6c3 #2ab7a9 #fff4dc #e63946'),
    faces: {
      seven: ['🗿', 'Stone idol'],
      bar: ['🛕', 'Temple'],
      bell: ['🌽', 'Corn'],
      cherry: ['🐆', 'Jaguar'],
      lemon: ['🦜', 'Parrot'],
      plum: ['🌵', 'Cactus'],
      orange: ['🪶', 'Feather'],
      grape: ['🐊', 'Crocodile'],
      wild: ['☀️', 'Sun stone wild'],
      scatter: ['🪙', 'Gold mask scatter'],
    },
  },
  classic: {
    id: 'classic',
    palette: palette('#0d0f1a #272d4d #f7f3e8 #f5c542 #ffffff #f5c542 #f7f3e8 #e63946'),
    faces: {
      seven: ['7', 'Seven'],
      bar: ['BAR', 'Bar'],
      bell: ['🔔', 'Bell'],
      cherry: ['🍒', 'Cherries'],
      lemon: ['🍋', 'Lemon'],
      plum: ['🍑', 'Plum'],
      orange: ['🍊', 'Orange'],
      grape: ['🍇', 'Grapes'],
      wild: ['WILD', 'Wild'],
      scatter: ['⭐', 'Star scatter'],
    },
  },
  wildwest: {
    id: 'wildwest',
    palette: palette('#2b1408 #8c4a1c #f1d9b0 #7a3e12 #f9e9cb #f2a33a #fff1dc #c0392b'),
    faces: {
      seven: ['🤠', 'Cowboy'],
      bar: ['💰', 'Money bag'],
      bell: ['🔔', 'Saloon bell'],
      cherry: ['🐎', 'Horse'],
      lemon: ['🌵', 'Cactus'],
      plum: ['🥃', 'Whiskey'],
      orange: ['🪕', 'Banjo'],
      grape: ['🐂', 'Bull'],
      wild: ['⭐', 'Sheriff star wild'],
      scatter: ['📜', 'Wanted poster scatter'],
    },
  },
  vikings: {
    id: 'vikings',
    palette: palette('#0a1620 #2c4a5e #1b2a36 #9fb7c7 #243847 #c9d6df #eef4f8 #ffb347'),
    faces: {
      seven: ['⛵', 'Longship'],
      bar: ['🛡️', 'Shield'],
      bell: ['📯', 'Horn'],
      cherry: ['🪓', 'Axe'],
      lemon: ['🗡️', 'Sword'],
      plum: ['🐺', 'Wolf'],
      orange: ['🍖', 'Feast'],
      grape: ['🐦‍⬛', 'Raven'],
      wild: ['⚡', 'Thunder wild'],
      scatter: ['🔨', 'Hammer scatter'],
    },
  },
  candy: {
    id: 'candy',
    palette: palette('#ffd6ec #b9f3ff #fff5fb #ff6fb5 #ffffff #a020f0 #3b0a45 #00b894'),
    faces: {
      seven: ['🍭', 'Lollipop'],
      bar: ['🍫', 'Chocolate'],
      bell: ['🧁', 'Cupcake'],
      cherry: ['🍬', 'Sweet'],
      lemon: ['🍋', 'Lemon drop'],
      plum: ['🍩', 'Doughnut'],
      orange: ['🍊', 'Orange jelly'],
      grape: ['🍇', 'Grape gum'],
      wild: ['🌈', 'Rainbow wild'],
      scatter: ['🎂', 'Cake scatter'],
    },
  },
} as const satisfies Record<ThemeId, Theme>;

export const THEMES: Record<ThemeId, Theme> = CATALOG;

/** Every name the catalog gives a symbol, so each language's texts must translate all of them. */
export type CatalogLabel = { [Id in ThemeId]: LabelsOf<(typeof CATALOG)[Id]['faces']> }[ThemeId];
