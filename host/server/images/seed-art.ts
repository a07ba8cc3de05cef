/**
 * Illustrations for the seeded content: every image a seeded story names is drawn here as SVG
 * (a framed print on a wall, a greeting card, a brand mark), so a fresh clone shows real pictures.
 */

export type SeedArt = { svg: string; width: number; height: number };

type Palette = {
  wall: [string, string];
  sky: [string, string];
  hills: [string, string];
  accent: string;
};

const palettes: Palette[] = [
  {
    wall: ['#F4EFE8', '#E4DCCF'],
    sky: ['#FFB56B', '#F76B8A'],
    hills: ['#5B3A6E', '#2E1F47'],
    accent: '#F76B8A',
  },
  {
    wall: ['#EEF2F3', '#D9E2E4'],
    sky: ['#8EC5FC', '#E0C3FC'],
    hills: ['#3E6E8E', '#1F3B4D'],
    accent: '#3E6E8E',
  },
  {
    wall: ['#F6F1EA', '#E9DFD2'],
    sky: ['#FDE68A', '#F59E0B'],
    hills: ['#7C4A2D', '#3F2A1D'],
    accent: '#B45309',
  },
  {
    wall: ['#EDF3EE', '#D5E3D8'],
    sky: ['#A7F3D0', '#38BDF8'],
    hills: ['#166534', '#0F3D22'],
    accent: '#15803D',
  },
  {
    wall: ['#F3EEF6', '#E1D6EA'],
    sky: ['#FBCFE8', '#A78BFA'],
    hills: ['#6D28D9', '#312E81'],
    accent: '#7C3AED',
  },
  {
    wall: ['#F1F1EF', '#DEDDD8'],
    sky: ['#CBD5E1', '#64748B'],
    hills: ['#334155', '#0F172A'],
    accent: '#475569',
  },
];

const frames = ['#1F1F1F', '#8B5E3C', '#F5F5F0', '#C9A66B'];

/** A small stable hash, so one file name always gives the same picture. */
function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `hero-canvasPrints` → `Canvas Prints`, `design-hochzeit-2` → `Hochzeit 2`. */
export function labelOf(name: string): string {
  const words = name
    .replace(/^(hero|og|tile|matrix|bento|design|product|accessory|person|customer|quality)-/, '')
    .replace(/-\d+x\d+$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter((word) => word.length > 1 || /\d/.test(word));
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
}

/** Pixel size by the role the file name gives the image. */
export function sizeOf(name: string): { width: number; height: number } {
  const explicit = /-(\d{2,4})x(\d{2,4})$/.exec(name);
  if (explicit) return { width: Number(explicit[1]), height: Number(explicit[2]) };
  const roles: Array<[RegExp, number, number]> = [
    [/^hero-/, 1600, 640],
    [/^og-/, 1200, 627],
    [/^tile-/, 440, 440],
    [/^design-/, 700, 980],
    [/^(matrix|customer|person)-/, 800, 800],
    [/^(bento|product|accessory|quality)-/, 960, 720],
  ];
  const [, width, height] = roles.find(([pattern]) => pattern.test(name)) ?? [null, 1200, 800];
  return { width, height };
}

function defs(p: Palette, id: string): string {
  return `<defs>
  <linearGradient id="wall${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wall[0]}"/><stop offset="1" stop-color="${p.wall[1]}"/></linearGradient>
  <linearGradient id="sky${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
</defs>`;
}

/** A soft shadow from offset translucent layers (an SVG blur filter is slow to rasterise). */
function shadow(x: number, y: number, w: number, h: number): string {
  return [4, 8, 12]
    .map(
      (d) =>
        `<rect x="${x + d / 2}" y="${y + d}" width="${w}" height="${h}" fill="#000000" opacity="0.07"/>`,
    )
    .join('');
}

/** A landscape print: sky, sun and two ranges of hills inside the given box. */
function landscape(p: Palette, id: string, box: Box, seed: number): string {
  const { x, y, w, h } = box;
  const sunX = x + w * (0.25 + (seed % 50) / 100);
  const far = `${x},${y + h * 0.7} ${x + w * 0.3},${y + h * 0.45} ${x + w * 0.55},${y + h * 0.62} ${x + w * 0.8},${y + h * 0.4} ${x + w},${y + h * 0.58} ${x + w},${y + h} ${x},${y + h}`;
  const near = `${x},${y + h * 0.85} ${x + w * 0.4},${y + h * 0.68} ${x + w * 0.7},${y + h * 0.82} ${x + w},${y + h * 0.72} ${x + w},${y + h} ${x},${y + h}`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky${id})"/>
<circle cx="${sunX}" cy="${y + h * 0.38}" r="${Math.min(w, h) * 0.12}" fill="#FFF7E0" opacity="0.9"/>
<polygon points="${far}" fill="${p.hills[0]}" opacity="0.85"/>
<polygon points="${near}" fill="${p.hills[1]}"/>`;
}

// Centred at the bottom, so a cover crop to a narrower slot keeps it.
function caption(label: string, width: number, height: number): string {
  if (!label) return '';
  const size = Math.round(Math.max(16, Math.min(width, height) * 0.06));
  const pad = Math.round(size * 0.6);
  const boxWidth = Math.round(label.length * size * 0.7 + pad * 2);
  const y = height - size * 2 - pad;
  return `<rect x="${(width - boxWidth) / 2}" y="${y}" rx="${size * 0.5}" width="${boxWidth}" height="${size * 1.8}" fill="#FFFFFF" opacity="0.85"/>
<text x="${width / 2}" y="${y + size * 1.25}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" font-weight="bold" fill="#222222">${escapeXml(label)}</text>`;
}

type Box = { x: number; y: number; w: number; h: number };

/** `count` boxes of one size side by side, centred, with a gap between them. */
function row(count: number, w: number, h: number, width: number, y: number): Box[] {
  const gap = w * 0.18;
  const left = (width - count * w - (count - 1) * gap) / 2;
  return Array.from({ length: count }, (_, index) => ({ x: left + index * (w + gap), y, w, h }));
}

/** Framed prints hanging on a wall above a floor strip: one, or three on a wide banner. */
function framedPrints(name: string, width: number, height: number): string {
  const seed = hash(name);
  const wide = width / height > 2;
  const artH = height * (wide ? 0.5 : 0.56);
  const artW = wide ? artH * 1.2 : Math.min(width * 0.7, artH * (width >= height ? 1.5 : 0.75));
  const prints = row(wide ? 3 : 1, artW, artH, width, height * 0.14).map((box, index) => {
    const p = palettes[(seed + index) % palettes.length]!;
    const id = `${seed % 1000}-${index}`;
    const frame = frames[((seed >>> 3) + index) % frames.length]!;
    const b = Math.max(6, Math.round(Math.min(box.w, box.h) * 0.04));
    return `${defs(p, id)}${shadow(box.x - b, box.y - b, box.w + b * 2, box.h + b * 2)}
<rect x="${box.x - b}" y="${box.y - b}" width="${box.w + b * 2}" height="${box.h + b * 2}" fill="${frame}"/>
${landscape(p, id, box, seed >>> index)}`;
  });
  const p = palettes[seed % palettes.length]!;
  return `${defs(p, 'bg')}
<rect width="${width}" height="${height}" fill="url(#wallbg)"/>
<rect y="${height * 0.84}" width="${width}" height="${height * 0.16}" fill="${p.wall[1]}" opacity="0.9"/>
${prints.join('\n')}
${caption(labelOf(name), width, height)}`;
}

/** Greeting cards with a pattern and their occasion written on them: one, or three when wide. */
function greetingCards(name: string, width: number, height: number): string {
  const seed = hash(name);
  const wide = width / height > 1.6;
  const cardH = height * (wide ? 0.7 : 0.62);
  const cardW = Math.min(cardH * (5 / 7), width * 0.62);
  // A card says its occasion; the start page's cards carry the brand.
  const label = labelOf(name)
    .replace(/ \d+$/, '')
    .replace(/^Home$/, 'kartenliebe');
  const cards = row(wide ? 3 : 1, cardW, cardH, width, (height - cardH) / 2).map((box, index) => {
    const p = palettes[(seed + index) % palettes.length]!;
    const dots = Array.from({ length: 16 }, (_, dot) => {
      const cx = box.x + box.w * (0.12 + (0.76 * (((seed >>> dot) + index * 31) % 97)) / 97);
      const cy = box.y + box.h * (0.12 + (0.45 * ((seed * (dot + 3) + index * 17) % 89)) / 89);
      const r = box.w * (0.02 + (dot % 4) * 0.012);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${dot % 2 ? p.accent : p.sky[0]}" opacity="0.75"/>`;
    }).join('');
    const size = Math.round(box.w * Math.min(0.11, 1.4 / Math.max(label.length, 1)));
    return `${shadow(box.x, box.y, box.w, box.h)}
<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="#FFFFFF"/>${dots}
<text x="${box.x + box.w / 2}" y="${box.y + box.h * 0.8}" text-anchor="middle" font-family="DejaVu Serif, Liberation Serif, Georgia, serif" font-style="italic" font-size="${size}" fill="${p.hills[1]}">${escapeXml(label)}</text>`;
  });
  return `${defs(palettes[seed % palettes.length]!, 'bg')}
<rect width="${width}" height="${height}" fill="url(#wallbg)"/>
${cards.join('\n')}`;
}

/** The brand mark as vector art. */
function logo(channel: string): SeedArt {
  const name = channel === 'kartenliebe' ? 'kartenliebe' : 'wallart';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60">
<rect x="4" y="10" width="40" height="40" rx="8" fill="#E4572E"/><rect x="14" y="20" width="20" height="20" rx="3" fill="#FFFFFF"/>
<text x="56" y="40" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26" font-weight="bold" fill="#222222">${name}</text>
</svg>`;
  return { svg, width: 240, height: 60 };
}

/**
 * The illustration for a media path such as `/media/content/wallart/hero-canvasPrints.jpg`.
 * Cards of the card brand and card designs (`…/cards/design-…`) get a greeting card, logos a brand
 * mark, everything else a framed print.
 */
export function seedArtFor(mediaPath: string): SeedArt {
  const parts = mediaPath.split('/');
  const file = parts.at(-1) ?? '';
  const channel = parts.at(-2) ?? '';
  const name = file.replace(/\.[a-z0-9]+$/i, '');
  if (name === 'logo') return logo(channel);
  const { width, height } = sizeOf(name);
  const body =
    (channel === 'kartenliebe' && /^(design|matrix|bento|tile|hero|og)-/.test(name)) ||
    (channel === 'cards' && name.startsWith('design-'))
      ? greetingCards(name, width, height)
      : framedPrints(name, width, height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return { svg, width, height };
}
