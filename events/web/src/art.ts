// Generated artwork for the demo catalogue: abstract SVG images seeded from the entity id, so every machine
// draws the same picture without a network or stored image files. The query-service serves them at
// /img/<kind>/<id>.svg; the seed data points coverImage, bannerImage and person images there.

export const ART_KINDS = ['cover', 'banner', 'avatar', 'character', 'staff', 'thumbnail'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** Natural width and height of each kind (covers portrait, banners wide, people as portraits). */
export const ART_SIZES: Readonly<Record<ArtKind, readonly [number, number]>> = {
  cover: [460, 650],
  banner: [1900, 400],
  avatar: [230, 230],
  character: [230, 345],
  staff: [230, 345],
  thumbnail: [640, 360],
};

export const isArtKind = (kind: string): kind is ArtKind => (ART_KINDS as readonly string[]).includes(kind);

function seedOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  return (h ^ (h >>> 13)) >>> 0;
}

function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Gen = ReturnType<typeof generator>;

interface Palette {
  hue: number;
  sat: number;
  light: number;
  /** Hue of the second gradient stop: analogous, complementary or split. */
  accent: number;
}

function paletteOf(kind: ArtKind, id: number | string): Palette {
  const g = generator(seedOf(`palette:${kind}:${id}`));
  const hue = Math.floor(g.next() * 360);
  const muted = kind === 'staff';
  return {
    hue,
    sat: muted ? g.range(18, 38) : g.range(48, 78),
    light: g.range(46, 64),
    accent: (hue + g.pick([35, -35, 150, 180, 210])! + 360) % 360,
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;

function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = lig - sat * Math.min(lig, 1 - lig) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The dominant colour of the generated image, for coverImage.color and placeholders while it loads. */
export function coverColor(kind: ArtKind, id: number | string): string {
  const p = paletteOf(kind, id);
  return hslToHex(p.hue, p.sat, p.light);
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A smooth closed band across the width: the skyline of hills or waves at the bottom of a scene. */
function ridge(g: Gen, w: number, h: number, base: number, amp: number): string {
  const steps = Math.max(3, Math.round(w / g.range(160, 320)));
  const pts = Array.from({ length: steps + 1 }, (_, i) => [(i / steps) * w, base + g.range(-amp, amp)] as const);
  let d = `M0 ${h} L0 ${r1(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    const mx = (x0 + x1) / 2;
    d += ` C${r1(mx)} ${r1(y0)} ${r1(mx)} ${r1(y1)} ${r1(x1)} ${r1(y1)}`;
  }
  return `${d} L${w} ${h} Z`;
}

function scenery(g: Gen, p: Palette, w: number, h: number, uid: string): string {
  const out: string[] = [];
  const orbR = Math.min(w, h) * g.range(0.16, 0.3);
  out.push(`<circle cx="${r1(g.range(0.2, 0.8) * w)}" cy="${r1(g.range(0.18, 0.45) * h)}" r="${r1(orbR)}" fill="url(#${uid}o)"/>`);
  const shapes = Math.round(g.range(4, 9));
  for (let i = 0; i < shapes; i++) {
    const x = g.range(-0.1, 1.1) * w;
    const y = g.range(-0.1, 0.8) * h;
    const s = Math.min(w, h) * g.range(0.05, 0.35);
    const fill = g.next() < 0.6 ? '#fff' : '#000';
    const op = r1(g.range(0.05, 0.18) * 100) / 100;
    const kind = g.next();
    if (kind < 0.45) out.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s)}" fill="${fill}" fill-opacity="${op}"/>`);
    else if (kind < 0.8)
      out.push(
        `<rect x="${r1(x - s)}" y="${r1(y - s / 4)}" width="${r1(s * 2)}" height="${r1(s / 2)}" rx="${r1(s / 4)}" transform="rotate(${Math.round(g.range(-60, 60))} ${r1(x)} ${r1(y)})" fill="${fill}" fill-opacity="${op}"/>`,
      );
    else
      out.push(
        `<path d="M${r1(x)} ${r1(y - s)} L${r1(x + s)} ${r1(y + s * 0.8)} L${r1(x - s)} ${r1(y + s * 0.8)} Z" fill="${fill}" fill-opacity="${op}"/>`,
      );
  }
  const layers = Math.round(g.range(2, 4));
  for (let i = 0; i < layers; i++) {
    const base = h * (0.62 + (i / layers) * 0.3);
    out.push(
      `<path d="${ridge(g, w, h, base, h * 0.07)}" fill="${hsl(p.hue + i * 8, p.sat * 0.8, Math.max(10, p.light - 14 - i * 11))}" fill-opacity="${r1(0.55 + i * 0.15)}"/>`,
    );
  }
  return out.join('');
}

function bust(g: Gen, p: Palette, w: number, h: number, kind: 'character' | 'staff'): string {
  const cx = w / 2;
  const headR = w * 0.2;
  const headY = h * 0.4;
  const hair =
    kind === 'character'
      ? g.pick(['#2b2b38', '#5a3a2a', '#e9c46a', '#f4a6c1', '#7fb7e8', '#c0c4cc', '#b23a48', '#6fbf73', '#8e6bbf', '#f2f2f2'])
      : g.pick(['#232323', '#3b2f2a', '#6b5b53', '#9a9a9a', '#4a4038']);
  const skin = g.pick(['#f6dcc8', '#f1d0b5', '#e8bf9f', '#c99a78', '#9c6e50']);
  const cloth = hsl(p.accent, kind === 'staff' ? 15 : p.sat, 30 + g.range(0, 15));
  const sw = w * 0.42;
  const top = h * 0.63;
  const shoulders = `M${r1(cx - sw)} ${h} C${r1(cx - sw)} ${r1(top + h * 0.06)} ${r1(cx - w * 0.16)} ${r1(top)} ${r1(cx)} ${r1(top)} C${r1(cx + w * 0.16)} ${r1(top)} ${r1(cx + sw)} ${r1(top + h * 0.06)} ${r1(cx + sw)} ${h} Z`;
  const hairBack =
    kind === 'character' && g.next() < 0.55
      ? `<path d="M${r1(cx - headR * 1.15)} ${r1(headY)} Q${r1(cx - headR * 1.35)} ${r1(headY + headR * 2.1)} ${r1(cx - headR * 0.7)} ${r1(headY + headR * 2.5)} L${r1(cx + headR * 0.7)} ${r1(headY + headR * 2.5)} Q${r1(cx + headR * 1.35)} ${r1(headY + headR * 2.1)} ${r1(cx + headR * 1.15)} ${r1(headY)} Z" fill="${hair}"/>`
      : '';
  // Bangs: the hair cap ends in a row of points across the forehead, longer for characters.
  const spikes = kind === 'character' ? Math.round(g.range(3, 7)) : 2;
  const reach = headR * (kind === 'character' ? g.range(0.05, 0.35) : -0.15);
  let bangs = '';
  for (let i = spikes; i >= 0; i--) {
    const x = cx - headR * 1.05 + (2.1 * headR * i) / spikes;
    const tipX = x - (1.05 * headR) / spikes;
    bangs += ` L${r1(x)} ${r1(headY - headR * 0.25)}`;
    if (i > 0) bangs += ` L${r1(tipX)} ${r1(headY + reach)}`;
  }
  const sideY = headY + headR * (kind === 'character' ? 0.75 : 0.1);
  const cap = `M${r1(cx - headR * 1.08)} ${r1(sideY)} L${r1(cx - headR * 1.08)} ${r1(headY)} A${r1(headR * 1.08)} ${r1(headR * 1.12)} 0 0 1 ${r1(cx + headR * 1.08)} ${r1(headY)} L${r1(cx + headR * 1.08)} ${r1(sideY)}${bangs} L${r1(cx - headR * 1.08)} ${r1(sideY)} Z`;
  return [
    hairBack,
    `<rect x="${r1(cx - headR * 0.28)}" y="${r1(headY + headR * 0.7)}" width="${r1(headR * 0.56)}" height="${r1(top - headY - headR * 0.5)}" fill="${skin}"/>`,
    `<path d="${shoulders}" fill="${cloth}"/>`,
    `<ellipse cx="${r1(cx)}" cy="${r1(headY + headR * 0.05)}" rx="${r1(headR * 0.92)}" ry="${r1(headR)}" fill="${skin}"/>`,
    `<path d="${cap}" fill="${hair}"/>`,
  ].join('');
}

function identicon(g: Gen, w: number): string {
  const cells = 5;
  const size = (w * 0.6) / cells;
  const off = w * 0.2;
  const out: string[] = [];
  for (let y = 0; y < cells; y++) {
    for (let x = 0; x < Math.ceil(cells / 2); x++) {
      if (g.next() < 0.5) continue;
      for (const cx of new Set([x, cells - 1 - x])) {
        out.push(
          `<rect x="${r1(off + cx * size + 2)}" y="${r1(off + y * size + 2)}" width="${r1(size - 4)}" height="${r1(size - 4)}" rx="${r1(size / 4)}" fill="#fff" fill-opacity="0.85"/>`,
        );
      }
    }
  }
  return out.join('');
}

/** An SVG document for one entity. `width` scales the natural size of the kind (the aspect ratio stays). */
export function artSvg(kind: ArtKind, id: number | string, width?: number): string {
  const [nw, nh] = ART_SIZES[kind];
  const w = nw;
  const h = nh;
  const outW = width && width > 0 ? Math.round(width) : nw;
  const outH = Math.round((outW * nh) / nw);
  const p = paletteOf(kind, id);
  const g = generator(seedOf(`art:${kind}:${id}`));
  const uid = `t${seedOf(`${kind}:${id}`).toString(36)}`;
  const angle = Math.round(g.range(0, 360));
  const defs =
    `<defs><linearGradient id="${uid}g" gradientTransform="rotate(${angle} .5 .5)">` +
    `<stop offset="0" stop-color="${hsl(p.hue, p.sat, p.light)}"/><stop offset="1" stop-color="${hsl(p.accent, p.sat * 0.9, p.light - 18)}"/></linearGradient>` +
    `<radialGradient id="${uid}o"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="0.6" stop-color="${hsl(p.accent, p.sat, 80)}" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`;
  let body: string;
  if (kind === 'character' || kind === 'staff') body = scenery(g, p, w, h * 0.7, uid) + bust(g, p, w, h, kind);
  else if (kind === 'avatar') body = identicon(g, w);
  else body = scenery(g, p, w, h, uid);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice">` +
    `${defs}<rect width="${w}" height="${h}" fill="url(#${uid}g)"/>${body}</svg>`
  );
}
