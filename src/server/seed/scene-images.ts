// Illustrations for demo content: campus scenes (classroom, laboratory, rice paddies, library, assembly,
// coast, sports field, graduation, computer laboratory, health station, campus gate, garden, workshop) drawn
// as flat SVG from a scene kind, a time of day and a variant number, and encoded as JPEG by sharp. The
// variant seeds every choice (palette, positions, people, mirroring), so each picture is distinct and the same
// picture is drawn the same way every time.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const SCENE_KINDS = [
  'classroom',
  'laboratory',
  'rice-paddies',
  'library',
  'assembly',
  'coast',
  'sports-field',
  'graduation',
  'computer-lab',
  'health-station',
  'campus-gate',
  'garden',
  'workshop',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];
export type TimeOfDay = 'morning' | 'noon' | 'afternoon' | 'dusk';

export interface ScenePicture {
  scene: SceneKind;
  time: TimeOfDay;
  /** Seeds every choice of the drawing; two pictures of the same scene and time differ by variant. */
  variant: number;
}

const W = 1600;
const H = 1000;

type Rng = () => number;

function rng(seed: number): Rng {
  let a = (seed * 2654435761) >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (v: number) => Math.round(v * 10) / 10;
const between = (r: Rng, a: number, b: number) => a + (b - a) * r();
function pick<T>(r: Rng, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)] as T;
}

// --- Palettes -------------------------------------------------------------------------------------------

const SKIES: Record<
  TimeOfDay,
  { top: string; bottom: string; sun: string; sunX: number; sunY: number; tint: string; tintOpacity: number }
> = {
  morning: {
    top: '#8fcdee',
    bottom: '#fbf1d6',
    sun: '#fff1b8',
    sunX: 0.18,
    sunY: 0.26,
    tint: '#fff3d6',
    tintOpacity: 0.08,
  },
  noon: {
    top: '#54a9de',
    bottom: '#d3ecf8',
    sun: '#fffbe3',
    sunX: 0.56,
    sunY: 0.1,
    tint: '#ffffff',
    tintOpacity: 0,
  },
  afternoon: {
    top: '#6bb3df',
    bottom: '#fbe1b0',
    sun: '#ffe08a',
    sunX: 0.8,
    sunY: 0.24,
    tint: '#ffb347',
    tintOpacity: 0.07,
  },
  dusk: {
    top: '#56579a',
    bottom: '#f4a66b',
    sun: '#ffc46e',
    sunX: 0.72,
    sunY: 0.44,
    tint: '#5b3a6e',
    tintOpacity: 0.16,
  },
};

const SKIN = ['#8d5a3b', '#a8704a', '#c68b5e', '#d9a57a', '#7a4a2f', '#b97f55'] as const;
const HAIR = ['#1f1a17', '#2b211c', '#3a2a20', '#141414', '#4a3426'] as const;
const SHIRTS = [
  '#2f6f9f',
  '#e07a5f',
  '#3d9970',
  '#f2c14e',
  '#8e6aa8',
  '#f4f1ea',
  '#d1495b',
  '#2a9d8f',
  '#3b5b7a',
  '#e9c46a',
] as const;
const PANTS = ['#2d3a4a', '#3a3a40', '#4b5563', '#1f2a44', '#5a4636'] as const;
const WALLS = ['#f3ead8', '#e2ecdf', '#e3ecf3', '#f6e4d4', '#ece6f1', '#f1eedf'] as const;
const ACCENTS = ['#006633', '#8c3b2e', '#e0a030', '#2f8f83', '#2d4a6b', '#e07a5f', '#6b4f8a'] as const;
const BOOKS = [
  '#8c3b2e',
  '#2d4a6b',
  '#3d7a5a',
  '#c9a227',
  '#6b4f8a',
  '#b5651d',
  '#2f6f6f',
  '#a23b52',
  '#d8cfc0',
  '#44546a',
] as const;
const LEAF = ['#3f7a4f', '#4f8a3f', '#2f6b4c', '#5b9a5a', '#3c7d63'] as const;

// --- Shapes ---------------------------------------------------------------------------------------------

/**
 * Extra attributes of one shape. `opacity` becomes fill and stroke opacity: the same look for a lone shape,
 * without the offscreen layer librsvg composites for every element with `opacity` (that made drawing slow).
 */
const attrs = (extra: string) =>
  extra ? ` ${extra.replace(/(^| )opacity="([^"]*)"/g, '$1fill-opacity="$2" stroke-opacity="$2"')}` : '';
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${attrs(extra)}/>`;
const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;
const poly = (pts: [number, number][], fill: string, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${attrs(extra)}/>`;
/** Warm light widening downwards from a lamp: `topHalf` either side of `x` at `top`, `bottomHalf` at `bottom`. */
const lightBeam = (
  x: number,
  top: number,
  topHalf: number,
  bottom: number,
  bottomHalf: number,
  opacity: number,
) =>
  poly(
    [
      [x - topHalf, top],
      [x + topHalf, top],
      [x + bottomHalf, bottom],
      [x - bottomHalf, bottom],
    ],
    '#fff7d1',
    `opacity="${opacity}"`,
  );
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"${attrs(extra)}/>`;

function sky(time: TimeOfDay, r: Rng, withSun = true, height = H): string {
  const s = SKIES[time];
  const out = [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.top}"/><stop offset="1" stop-color="${s.bottom}"/></linearGradient>`,
    rect(0, 0, W, height, 'url(#sky)'),
  ];
  if (withSun) {
    const x = W * (s.sunX + between(r, -0.06, 0.06));
    const y = H * s.sunY;
    out.push(circle(x, y, 120, s.sun, 'opacity="0.25"'), circle(x, y, 70, s.sun));
  }
  for (let i = 0; i < 3 + Math.floor(r() * 3); i++)
    out.push(cloud(between(r, 0, W), between(r, 60, 300), between(r, 0.6, 1.3), time));
  return out.join('');
}

function cloud(x: number, y: number, s: number, time: TimeOfDay): string {
  const c = time === 'dusk' ? '#f3c9bb' : '#f7fbfe';
  return `<g>${ellipse(x, y, 90 * s, 26 * s, c)}${circle(x - 30 * s, y - 18 * s, 34 * s, c)}${circle(x + 20 * s, y - 26 * s, 42 * s, c)}</g>`;
}

function hills(r: Rng, base: number, amp: number, color: string, steps = 6): string {
  let d = `M0 ${H} L0 ${n(base)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (W / steps) * i;
    const y = base - amp * (0.2 + r());
    d += ` Q ${n(x - W / steps / 2)} ${n(y - amp * 0.5)} ${n(x)} ${n(y)}`;
  }
  return path(`${d} L${W} ${H} Z`, color);
}

function tree(x: number, y: number, s: number, color: string): string {
  return `${rect(x - 7 * s, y - 10 * s, 14 * s, 90 * s, '#6b4a32')}${circle(x, y - 40 * s, 55 * s, color)}${circle(x - 45 * s, y - 5 * s, 40 * s, color)}${circle(x + 45 * s, y - 5 * s, 42 * s, color)}${circle(x - 10 * s, y - 70 * s, 30 * s, '#ffffff', 'opacity="0.08"')}`;
}

/** A wide-canopied acacia (rain tree), the shade tree of many Philippine campuses. */
function rainTree(x: number, y: number, s: number, color: string): string {
  return `${path(`M${n(x - 10 * s)} ${n(y)} L${n(x - 6 * s)} ${n(y - 120 * s)} L${n(x - 60 * s)} ${n(y - 170 * s)} L${n(x - 50 * s)} ${n(y - 176 * s)} L${n(x)} ${n(y - 140 * s)} L${n(x + 55 * s)} ${n(y - 180 * s)} L${n(x + 64 * s)} ${n(y - 172 * s)} L${n(x + 10 * s)} ${n(y - 118 * s)} L${n(x + 12 * s)} ${n(y)} Z`, '#5e4330')}${ellipse(x, y - 200 * s, 190 * s, 62 * s, color)}${ellipse(x - 90 * s, y - 180 * s, 90 * s, 40 * s, color)}${ellipse(x + 100 * s, y - 182 * s, 95 * s, 42 * s, color)}${ellipse(x - 20 * s, y - 235 * s, 110 * s, 30 * s, '#ffffff', 'opacity="0.07"')}`;
}

function palm(x: number, y: number, s: number, lean: number, color = '#3f7a4f'): string {
  const tx = x + lean * 80 * s;
  const ty = y - 260 * s;
  const out = [
    path(
      `M${n(x - 9 * s)} ${n(y)} Q ${n(x + lean * 20 * s)} ${n(y - 140 * s)} ${n(tx - 5 * s)} ${n(ty)} L${n(tx + 5 * s)} ${n(ty)} Q ${n(x + lean * 20 * s + 14 * s)} ${n(y - 140 * s)} ${n(x + 9 * s)} ${n(y)} Z`,
      '#8a6a48',
    ),
  ];
  for (const a of [-160, -120, -75, -35, 10, 40]) {
    const rad = (a * Math.PI) / 180;
    const ex = tx + Math.cos(rad) * 120 * s;
    const ey = ty + Math.sin(rad) * 60 * s + 50 * s;
    const mx = tx + Math.cos(rad) * 60 * s;
    const my = ty + Math.sin(rad) * 60 * s - 10 * s;
    out.push(
      path(
        `M${n(tx)} ${n(ty)} Q ${n(mx)} ${n(my - 20 * s)} ${n(ex)} ${n(ey)} Q ${n(mx)} ${n(my + 10 * s)} ${n(tx)} ${n(ty)} Z`,
        color,
      ),
    );
  }
  out.push(
    circle(tx - 6 * s, ty + 8 * s, 8 * s, '#6b5a2a'),
    circle(tx + 7 * s, ty + 10 * s, 8 * s, '#6b5a2a'),
  );
  return out.join('');
}

interface PersonLook {
  shirt: string;
  pants: string;
  skin: string;
  hair: string;
  /** Seen from behind (no face). */
  back?: boolean;
  pose?: 'stand' | 'arm-up' | 'point' | 'walk' | 'run';
  hat?: 'salakot' | 'hardhat' | 'cap' | 'nurse' | 'mortarboard';
  coat?: string;
}

function randomLook(r: Rng, extra: Partial<PersonLook> = {}): PersonLook {
  return {
    shirt: pick(r, SHIRTS),
    pants: pick(r, PANTS),
    skin: pick(r, SKIN),
    hair: pick(r, HAIR),
    ...extra,
  };
}

/** A standing figure of height h whose feet are at (x, y). */
function person(x: number, y: number, h: number, look: PersonLook): string {
  const hr = h * 0.085;
  const headY = y - h + hr;
  const neckY = headY + hr;
  const hipY = y - h * 0.46;
  const tw = h * 0.25;
  const lw = h * 0.085;
  const out: string[] = [];
  const pose = look.pose ?? 'stand';
  // legs
  if (pose === 'walk' || pose === 'run') {
    const spread = pose === 'run' ? 0.32 : 0.16;
    out.push(
      `<g transform="rotate(${spread * 60} ${n(x)} ${n(hipY)})">${rect(x - lw / 2, hipY - 4, lw, y - hipY, look.pants, 'rx="6"')}</g>`,
      `<g transform="rotate(${-spread * 60} ${n(x)} ${n(hipY)})">${rect(x - lw / 2, hipY - 4, lw, y - hipY, look.pants, 'rx="6"')}</g>`,
    );
  } else {
    out.push(
      rect(x - tw / 2 + 3, hipY - 4, lw, y - hipY, look.pants, 'rx="5"'),
      rect(x + tw / 2 - 3 - lw, hipY - 4, lw, y - hipY, look.pants, 'rx="5"'),
    );
  }
  const body = look.coat ?? look.shirt;
  // arms
  const aw = h * 0.07;
  const al = h * 0.34;
  const arm = (side: -1 | 1, angle: number) =>
    `<g transform="rotate(${angle} ${n(x + (side * tw) / 2)} ${n(neckY + 10)})">${rect(x + (side * tw) / 2 - aw / 2, neckY + 6, aw, al, body, 'rx="7"')}${circle(x + (side * tw) / 2, neckY + 6 + al, aw * 0.55, look.skin)}</g>`;
  const [la, ra] =
    pose === 'arm-up'
      ? [165, -165]
      : pose === 'point'
        ? [10, -110]
        : pose === 'run'
          ? [35, -35]
          : pose === 'walk'
            ? [14, -14]
            : [8, -8];
  out.push(arm(-1, la), arm(1, ra));
  // torso
  out.push(
    path(
      `M${n(x - tw / 2)} ${n(neckY + 4)} Q ${n(x)} ${n(neckY - 6)} ${n(x + tw / 2)} ${n(neckY + 4)} L${n(x + tw / 2 - 4)} ${n(hipY + 4)} L${n(x - tw / 2 + 4)} ${n(hipY + 4)} Z`,
      body,
    ),
  );
  if (look.coat)
    out.push(line(x, neckY + 8, x, hipY + 2, '#c9ccd0', 3), rect(x - 10, neckY + 2, 20, 16, look.shirt));
  // head
  out.push(rect(x - hr * 0.35, neckY - 4, hr * 0.7, 12, look.skin), circle(x, headY, hr, look.skin));
  if (look.back) out.push(circle(x, headY - 1, hr * 1.02, look.hair));
  else
    out.push(
      path(
        `M${n(x - hr * 1.02)} ${n(headY)} A ${n(hr)} ${n(hr)} 0 0 1 ${n(x + hr * 1.02)} ${n(headY)} Q ${n(x)} ${n(headY - hr * 0.5)} ${n(x - hr * 1.02)} ${n(headY)} Z`,
        look.hair,
      ),
    );
  if (look.hat === 'salakot')
    out.push(
      poly(
        [
          [x - hr * 2.3, headY - hr * 0.2],
          [x, headY - hr * 1.9],
          [x + hr * 2.3, headY - hr * 0.2],
        ],
        '#d8b46a',
      ),
      line(x - hr * 2.3, headY - hr * 0.2, x + hr * 2.3, headY - hr * 0.2, '#a8843a', 3),
    );
  if (look.hat === 'hardhat')
    out.push(
      path(
        `M${n(x - hr * 1.2)} ${n(headY - hr * 0.2)} A ${n(hr * 1.2)} ${n(hr * 1.1)} 0 0 1 ${n(x + hr * 1.2)} ${n(headY - hr * 0.2)} Z`,
        '#f2b705',
      ),
      rect(x - hr * 1.45, headY - hr * 0.3, hr * 2.9, hr * 0.3, '#e0a800', 'rx="3"'),
    );
  if (look.hat === 'cap')
    out.push(
      path(
        `M${n(x - hr)} ${n(headY - hr * 0.3)} A ${n(hr)} ${n(hr)} 0 0 1 ${n(x + hr)} ${n(headY - hr * 0.3)} Z`,
        look.pants,
      ),
      rect(x, headY - hr * 0.45, hr * 1.5, hr * 0.25, look.pants, 'rx="3"'),
    );
  if (look.hat === 'nurse')
    out.push(
      rect(x - hr * 0.8, headY - hr * 1.35, hr * 1.6, hr * 0.55, '#ffffff', 'rx="4"'),
      rect(x - 4, headY - hr * 1.3, 8, hr * 0.45, '#d1495b'),
    );
  if (look.hat === 'mortarboard') out.push(mortarboard(x, headY - hr * 0.9, hr * 1.5, 0, '#1f2430'));
  return `<g>${out.join('')}</g>`;
}

/** Head and shoulders (a seated person behind a desk or in an audience), seen from behind unless `front`. */
function bust(x: number, y: number, s: number, r: Rng, front = false, shirt = pick(r, SHIRTS)): string {
  const skin = pick(r, SKIN);
  const hair = pick(r, HAIR);
  const hr = 22 * s;
  const longHair = r() < 0.45;
  const out = [
    path(
      `M${n(x - 46 * s)} ${n(y)} Q ${n(x - 46 * s)} ${n(y - 46 * s)} ${n(x)} ${n(y - 50 * s)} Q ${n(x + 46 * s)} ${n(y - 46 * s)} ${n(x + 46 * s)} ${n(y)} Z`,
      shirt,
    ),
    rect(x - 8 * s, y - 60 * s, 16 * s, 16 * s, skin),
  ];
  if (front) {
    if (longHair) out.push(rect(x - hr * 1.05, y - 78 * s, hr * 2.1, 34 * s, hair, `rx="${n(8 * s)}"`));
    out.push(circle(x, y - 78 * s, hr, skin));
    out.push(
      path(
        `M${n(x - hr * 1.05)} ${n(y - 78 * s)} A ${n(hr)} ${n(hr)} 0 0 1 ${n(x + hr * 1.05)} ${n(y - 78 * s)} Q ${n(x)} ${n(y - 78 * s - hr * 0.5)} ${n(x - hr * 1.05)} ${n(y - 78 * s)} Z`,
        hair,
      ),
    );
  } else {
    out.push(circle(x, y - 78 * s, hr, hair));
    if (longHair) out.push(rect(x - hr * 0.95, y - 78 * s, hr * 1.9, 30 * s, hair, `rx="${n(8 * s)}"`));
  }
  return `<g>${out.join('')}</g>`;
}

function mortarboard(x: number, y: number, s: number, angle: number, color: string): string {
  return `<g transform="rotate(${n(angle)} ${n(x)} ${n(y)})">${path(`M${n(x - 0.7 * s)} ${n(y + 0.05 * s)} L${n(x + 0.7 * s)} ${n(y + 0.05 * s)} L${n(x + 0.6 * s)} ${n(y + 0.55 * s)} Q ${n(x)} ${n(y + 0.7 * s)} ${n(x - 0.6 * s)} ${n(y + 0.55 * s)} Z`, color)}${poly(
    [
      [x - 1.5 * s, y],
      [x, y - 0.45 * s],
      [x + 1.5 * s, y],
      [x, y + 0.45 * s],
    ],
    color,
  )}${poly(
    [
      [x - 1.5 * s, y],
      [x, y - 0.45 * s],
      [x + 1.5 * s, y],
      [x, y + 0.45 * s],
    ],
    '#ffffff',
    'opacity="0.12"',
  )}${line(x, y, x + 1.05 * s, y + 0.15 * s, '#e0b43a', Math.max(2, s * 0.06))}${line(x + 1.05 * s, y + 0.15 * s, x + 1.05 * s, y + 0.8 * s, '#e0b43a', Math.max(3, s * 0.1))}</g>`;
}

function windowPane(x: number, y: number, w: number, h: number, frame: string, extra = ''): string {
  return `${rect(x - 10, y - 10, w + 20, h + 20, frame, 'rx="4"')}${rect(x, y, w, h, 'url(#sky)')}${extra}${line(x + w / 2, y, x + w / 2, y + h, frame, 8)}${line(x, y + h / 2, x + w, y + h / 2, frame, 8)}${rect(x - 18, y + h + 6, w + 36, 14, frame, 'rx="3"')}`;
}

function floor(y: number, color: string, planks = true): string {
  const out = [rect(0, y, W, H - y, color)];
  if (planks)
    for (let yy = y + 40; yy < H; yy += 40 + (yy - y) * 0.15)
      out.push(line(0, yy, W, yy, '#000000', 2, 'opacity="0.08"'));
  out.push(rect(0, y - 14, W, 14, '#000000', 'opacity="0.12"'));
  return out.join('');
}

function wallSky(time: TimeOfDay): string {
  const s = SKIES[time];
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.top}"/><stop offset="1" stop-color="${s.bottom}"/></linearGradient>`;
}

// --- Scenes ---------------------------------------------------------------------------------------------

function classroom(r: Rng, time: TimeOfDay): string {
  const wall = pick(r, WALLS);
  const out = [wallSky(time), rect(0, 0, W, H, wall), rect(0, 600, W, 60, '#000000', 'opacity="0.05"')];
  out.push(windowPane(70, 170, 220, 300, '#f7f4ec', tree(190, 520, 1.2, pick(r, LEAF))));
  // board
  const bx = 420;
  out.push(
    rect(bx - 16, 150, 800 + 32, 380, '#8a6a4a', 'rx="6"'),
    rect(bx, 166, 800, 348, pick(r, ['#2f5d4a', '#2d4a3e', '#334155'])),
  );
  for (let i = 0; i < 5; i++) {
    const ly = 214 + i * 48;
    let lx = bx + 40;
    while (lx < bx + 420) {
      const w = between(r, 30, 110);
      out.push(line(lx, ly, lx + w, ly, '#f4f1e6', 5, 'opacity="0.75"'));
      lx += w + 22;
    }
  }
  const d = Math.floor(r() * 3);
  if (d === 0)
    for (let i = 0; i < 4; i++) {
      const bh = between(r, 60, 220);
      out.push(
        rect(bx + 500 + i * 62, 470 - bh, 40, bh, pick(r, ['#f2c14e', '#f4f1e6', '#8fd0c0', '#f2a07b'])),
      );
    }
  else if (d === 1)
    out.push(
      circle(bx + 620, 330, 110, 'none', 'stroke="#f4f1e6" stroke-width="5"'),
      poly(
        [
          [bx + 560, 400],
          [bx + 620, 230],
          [bx + 700, 400],
        ],
        'none',
        'stroke="#f2c14e" stroke-width="5"',
      ),
    );
  else
    out.push(
      path(
        `M${bx + 480} 460 Q ${bx + 560} 200 ${bx + 640} 360 T ${bx + 770} 240`,
        'none',
        'stroke="#f2c14e" stroke-width="6"',
      ),
      line(bx + 470, 470, bx + 780, 470, '#f4f1e6', 4),
      line(bx + 480, 480, bx + 480, 210, '#f4f1e6', 4),
    );
  out.push(rect(bx, 514, 800, 14, '#6e5238'));
  // clock and corkboard
  out.push(
    circle(1390, 150, 48, '#ffffff', 'stroke="#3b3b3b" stroke-width="6"'),
    line(1390, 150, 1390, 118, '#3b3b3b', 5),
    line(1390, 150, 1412, 160, '#3b3b3b', 4),
  );
  out.push(rect(1300, 250, 230, 250, '#c89a62', 'rx="6"'));
  for (let i = 0; i < 5; i++)
    out.push(
      rect(
        1318 + (i % 2) * 104,
        270 + Math.floor(i / 2) * 74,
        88,
        60,
        pick(r, ['#fff3b0', '#ffffff', '#bfe3f2', '#f8c9c0', '#d3f0c7']),
        `transform="rotate(${n(between(r, -5, 5))} ${1360 + (i % 2) * 104} ${300 + Math.floor(i / 2) * 74})"`,
      ),
    );
  out.push(floor(660, pick(r, ['#c89f73', '#b98d62', '#d2b48c'])));
  // teacher
  out.push(
    person(bx + between(r, 80, 720), 700, 470, randomLook(r, { pose: r() < 0.6 ? 'point' : 'stand' })),
  );
  // desks in rows, students seen from behind
  const rows = [
    { y: 760, s: 0.8, desk: 130 },
    { y: 860, s: 1, desk: 160 },
    { y: 975, s: 1.25, desk: 200 },
  ];
  const deskColor = pick(r, ['#a8794f', '#8f6a48', '#b88a5a']);
  for (const row of rows) {
    const count = Math.round(W / (row.desk + 70));
    const offset = between(r, -40, 40);
    for (let i = 0; i < count; i++) {
      const cx = offset + (i + 0.5) * (W / count);
      out.push(
        rect(cx - row.desk / 2, row.y - 60 * row.s, row.desk, 16 * row.s, deskColor),
        rect(cx - row.desk / 2 + 8, row.y - 44 * row.s, 8, 50 * row.s, '#555'),
      );
      if (r() < 0.85) out.push(bust(cx + between(r, -10, 10), row.y + 30 * row.s, row.s * 1.3, r));
    }
  }
  return out.join('');
}

function laboratory(r: Rng, time: TimeOfDay): string {
  const wall = pick(r, ['#e3ecf3', '#e2ecdf', '#f1eedf', '#e8eef0']);
  const out = [wallSky(time), rect(0, 0, W, H, wall)];
  // tiled splashback
  out.push(rect(0, 380, W, 260, '#ffffff', 'opacity="0.55"'));
  for (let x = 0; x < W; x += 60) out.push(line(x, 380, x, 640, '#000000', 1.5, 'opacity="0.07"'));
  for (let y = 380; y < 640; y += 60) out.push(line(0, y, W, y, '#000000', 1.5, 'opacity="0.07"'));
  out.push(windowPane(1240, 90, 260, 220, '#f7f4ec'));
  // shelves with bottles
  for (const sy of [170, 320]) {
    out.push(rect(80, sy, 1020, 14, '#8a6a4a'));
    let x = 100;
    while (x < 1060) {
      const bw = between(r, 26, 48);
      const bh = between(r, 50, 110);
      const c = pick(r, ['#5fb3a6', '#c95d8a', '#e0a030', '#6b8fd6', '#9ccc65', '#b0bec5', '#8d6e63']);
      out.push(
        rect(x, sy - bh, bw, bh, c, 'rx="6" opacity="0.9"'),
        rect(x + bw * 0.25, sy - bh - 12, bw * 0.5, 14, '#37474f', 'rx="2"'),
        rect(x + 4, sy - bh * 0.6, bw - 8, bh * 0.3, '#ffffff', 'opacity="0.6"'),
      );
      x += bw + between(r, 10, 40);
    }
  }
  // scientists behind the bench
  const people = 1 + Math.floor(r() * 3);
  for (let i = 0; i < people; i++) {
    const look = randomLook(r, { coat: '#fbfbfb', pose: r() < 0.4 ? 'point' : 'stand' });
    out.push(person(220 + i * 420 + between(r, 0, 200), 860, 520, look));
  }
  // bench
  out.push(
    rect(0, 640, W, 34, '#2f3b44'),
    rect(0, 674, W, 326, pick(r, ['#5b7d8c', '#6b8f71', '#7d6b8f', '#8c7a5b'])),
  );
  for (let x = 40; x < W; x += 260)
    out.push(
      rect(x, 700, 220, 270, '#ffffff', 'opacity="0.12" rx="6"'),
      rect(x + 96, 820, 28, 8, '#d9d9d9', 'rx="3"'),
    );
  // glassware
  let gx = 80 + between(r, 0, 60);
  while (gx < W - 120) {
    const kind = Math.floor(r() * 5);
    const liquid = pick(r, ['#4fc3b7', '#e57399', '#f2c14e', '#7e9ef2', '#9ccc65', '#ff8a65']);
    if (kind === 0) {
      // beaker
      out.push(
        rect(gx, 540, 90, 100, '#dff4fb', 'opacity="0.75" rx="6"'),
        rect(gx + 4, 585, 82, 51, liquid, 'opacity="0.85" rx="4"'),
        rect(gx - 6, 536, 102, 8, '#cfe8f0'),
      );
      gx += 150;
    } else if (kind === 1) {
      // conical flask
      out.push(
        path(
          `M${gx + 40} 480 L${gx + 40} 540 L${gx} 640 L${gx + 120} 640 L${gx + 80} 540 L${gx + 80} 480 Z`,
          '#dff4fb',
          'opacity="0.8"',
        ),
        path(`M${gx + 18} 596 L${gx + 102} 596 L${gx + 120} 640 L${gx} 640 Z`, liquid, 'opacity="0.9"'),
      );
      gx += 170;
    } else if (kind === 2) {
      // test-tube rack
      out.push(rect(gx, 600, 180, 40, '#b98d62', 'rx="4"'));
      for (let t = 0; t < 5; t++) {
        const c = pick(r, ['#4fc3b7', '#e57399', '#f2c14e', '#7e9ef2', '#9ccc65']);
        out.push(
          rect(gx + 14 + t * 34, 520, 20, 90, '#e8f7fb', 'rx="10" opacity="0.9"'),
          rect(gx + 14 + t * 34, 560 + between(r, 0, 20), 20, 46, c, 'rx="10"'),
        );
      }
      out.push(rect(gx, 580, 180, 12, '#a07550', 'rx="3"'));
      gx += 230;
    } else if (kind === 3) {
      // microscope
      out.push(
        rect(gx, 624, 120, 16, '#37474f', 'rx="4"'),
        path(
          `M${gx + 70} 624 Q ${gx + 110} 560 ${gx + 70} 500`,
          'none',
          'stroke="#37474f" stroke-width="22"',
        ),
        rect(gx + 20, 470, 34, 110, '#eceff1', `transform="rotate(-20 ${gx + 37} 525)"`),
        rect(gx + 20, 580, 80, 12, '#37474f'),
        circle(gx + 92, 530, 14, '#90a4ae'),
      );
      gx += 180;
    } else {
      // round-bottom flask on a stand
      out.push(
        rect(gx + 110, 450, 10, 190, '#78909c'),
        rect(gx + 60, 630, 100, 10, '#78909c'),
        line(gx + 60, 500, gx + 118, 500, '#78909c', 6),
        circle(gx + 60, 560, 46, '#dff4fb', 'opacity="0.85"'),
        path(`M${gx + 17} 575 A 46 46 0 0 0 ${gx + 103} 575 Z`, liquid),
        rect(gx + 50, 470, 20, 50, '#dff4fb', 'opacity="0.85"'),
      );
      gx += 190;
    }
  }
  return out.join('');
}

function ricePaddies(r: Rng, time: TimeOfDay): string {
  const out = [sky(time, r)];
  out.push(
    hills(r, 430, 120, pick(r, ['#7f9fb3', '#8aa6a0', '#8c94b8']), 5),
    hills(r, 500, 70, pick(r, ['#6f9c6a', '#5f8f6b']), 7),
  );
  for (let i = 0; i < 6; i++) out.push(tree(between(r, 0, W), 540, between(r, 0.4, 0.7), pick(r, LEAF)));
  const ripe = r() < 0.3;
  const greens = ripe ? ['#d9b84a', '#cfae3e', '#e0c25c'] : ['#7cb85a', '#6aa84f', '#8fc46a', '#9fd4c8'];
  let y = 540;
  let h = 36;
  let band = 0;
  while (y < H) {
    const tilt = between(r, -18, 18);
    const color = pick(r, greens);
    const flooded = !ripe && r() < 0.3;
    out.push(
      poly(
        [
          [0, y],
          [W, y + tilt],
          [W, y + tilt + h],
          [0, y + h],
        ],
        flooded ? '#9fd4dc' : color,
      ),
    );
    if (flooded)
      out.push(
        poly(
          [
            [0, y],
            [W, y + tilt],
            [W, y + tilt + h * 0.3],
            [0, y + h * 0.3],
          ],
          '#ffffff',
          'opacity="0.25"',
        ),
      );
    // rows of plants
    const rowGap = 14 + band * 4;
    for (let px = between(r, 0, rowGap); px < W; px += rowGap) {
      const py = y + (tilt * px) / W;
      out.push(
        line(
          px,
          py + h * 0.25,
          px + h * 0.05,
          py + h * 0.8,
          ripe ? '#a8862a' : '#3f7a3a',
          2 + band * 0.7,
          'opacity="0.7"',
        ),
      );
    }
    // dike
    out.push(line(0, y + h, W, y + tilt + h, '#8c7a52', 5 + band * 2));
    y += h;
    h *= 1.45;
    band++;
  }
  // nipa hut on stilts
  const hx = between(r, 900, 1350);
  out.push(
    rect(hx, 500, 8, 60, '#6b4a32'),
    rect(hx + 130, 500, 8, 60, '#6b4a32'),
    rect(hx - 6, 440, 150, 70, '#c9a46a'),
    poly(
      [
        [hx - 40, 450],
        [hx + 69, 370],
        [hx + 178, 450],
      ],
      '#8c6d3f',
    ),
    rect(hx + 50, 460, 40, 50, '#6b4a32'),
  );
  // farmers with salakot hats
  const farmers = 1 + Math.floor(r() * 3);
  for (let i = 0; i < farmers; i++)
    out.push(
      person(
        between(r, 150, 1450),
        between(r, 760, 900),
        between(r, 220, 300),
        randomLook(r, { hat: 'salakot', pose: r() < 0.5 ? 'walk' : 'stand' }),
      ),
    );
  out.push(palm(between(r, 40, 200), 1000, 1.6, 0.5), palm(between(r, 1400, 1560), 1000, 1.4, -0.6));
  return out.join('');
}

function library(r: Rng, time: TimeOfDay): string {
  const wall = pick(r, ['#efe3cf', '#e8dcc8', '#e6e0d4']);
  const wood = pick(r, ['#7a5536', '#8a6240', '#6b4a32']);
  const out = [wallSky(time), rect(0, 0, W, H, wall)];
  const win = Math.floor(between(r, 0, 3));
  const cases = [0, 1, 2, 3, 4].filter((c) => c !== win * 2);
  out.push(
    windowPane(
      win * 2 * 320 + 60,
      110,
      200,
      380,
      '#f7f4ec',
      tree(win * 2 * 320 + 160, 560, 1.2, pick(r, LEAF)),
    ),
  );
  for (const c of cases) {
    const x = c * 320 + 20;
    out.push(rect(x, 60, 290, 580, wood));
    for (let s = 0; s < 5; s++) {
      const sy = 80 + s * 110;
      out.push(rect(x + 14, sy, 262, 96, '#3e2c1e'));
      let bx = x + 18;
      while (bx < x + 262) {
        const bw = between(r, 12, 26);
        const bh = between(r, 62, 92);
        if (bx + bw > x + 272) break;
        if (r() < 0.06) {
          out.push(
            rect(bx + 6, sy + 96 - bh, bw, bh, pick(r, BOOKS), `transform="rotate(12 ${n(bx)} ${sy + 96})"`),
          );
          bx += bw + 22;
          continue;
        }
        out.push(
          rect(bx, sy + 96 - bh, bw, bh, pick(r, BOOKS)),
          rect(bx + 2, sy + 96 - bh + 12, bw - 4, 5, '#ffffff', 'opacity="0.35"'),
        );
        bx += bw + 1;
      }
      out.push(rect(x + 8, sy + 96, 274, 10, wood));
    }
  }
  out.push(floor(640, pick(r, ['#a0704a', '#b07f55', '#9c7a5c'])));
  // readers at a long table
  const readers = 2 + Math.floor(r() * 4);
  for (let i = 0; i < readers; i++) {
    const x = 200 + (i * 1200) / readers + between(r, 0, 120);
    out.push(bust(x, 780, 1.7, r, true));
    out.push(
      path(
        `M${n(x - 60)} 772 L${n(x)} 756 L${n(x + 60)} 772 L${n(x + 60)} 790 L${n(x - 60)} 790 Z`,
        '#fbf7ee',
      ),
      line(x, 756, x, 790, '#c9b99a', 2),
    );
  }
  out.push(
    rect(60, 780, 1480, 34, '#6b4a32'),
    rect(90, 814, 24, 186, '#5b3d28'),
    rect(1486, 814, 24, 186, '#5b3d28'),
    rect(60, 814, 1480, 20, '#000000', 'opacity="0.12"'),
  );
  for (const lx of [360, 800, 1240])
    out.push(
      rect(lx - 6, 730, 12, 50, '#c9a227'),
      path(`M${lx - 46} 740 Q ${lx} 690 ${lx + 46} 740 Z`, '#2f6b4c'),
      ellipse(lx, 782, 90, 10, '#fff3b0', 'opacity="0.45"'),
    );
  return out.join('');
}

function assembly(r: Rng, time: TimeOfDay): string {
  const curtain = pick(r, ['#7a2e36', '#2d4a6b', '#5b2e6b', '#1f5a45']);
  const out = [wallSky(time), rect(0, 0, W, H, '#3a3440')];
  out.push(rect(0, 0, W, 600, curtain));
  for (let x = 0; x < W; x += 50) out.push(rect(x, 0, 22, 600, '#000000', 'opacity="0.14"'));
  // banner with the campus seal
  const accent = pick(r, ACCENTS);
  out.push(
    rect(300, 120, 1000, 200, '#f7f2e6', 'rx="8"'),
    rect(300, 290, 1000, 30, accent),
    circle(420, 215, 70, accent),
    circle(420, 215, 50, '#f7f2e6'),
    circle(420, 215, 32, '#e0a030'),
  );
  for (let i = 0; i < 3; i++)
    out.push(rect(530, 170 + i * 40, between(r, 500, 700), 16, '#3a3440', 'opacity="0.55" rx="8"'));
  // bunting
  const colors = ['#d1495b', '#f2c14e', '#2a9d8f', '#3b5b7a', '#f4f1ea'];
  for (let i = 0; i < 20; i++) {
    const x = i * 80 + 20;
    const y = 40 + Math.sin((i / 19) * Math.PI) * 50;
    out.push(
      poly(
        [
          [x, y],
          [x + 60, y + 4],
          [x + 30, y + 54],
        ],
        colors[(i + Math.floor(r() * 2)) % colors.length] as string,
      ),
    );
  }
  out.push(path('M0 40 Q 800 140 1600 40', 'none', 'stroke="#f4f1ea" stroke-width="3"'));
  // stage, flags, speaker at the lectern
  out.push(rect(0, 560, W, 60, '#8a6240'), rect(0, 620, W, 50, '#5b3d28'));
  const flags = ['#0038a8', '#ce1126', '#006633', '#e0a030'];
  for (let i = 0; i < 3; i++) {
    const fx = 1120 + i * 120;
    out.push(
      line(fx, 300, fx, 562, '#c9a227', 6),
      path(
        `M${fx} 310 Q ${fx + 40} 330 ${fx + 20} 420 L${fx} 430 Z`,
        flags[(i + Math.floor(r() * 4)) % 4] as string,
      ),
    );
  }
  const lx = between(r, 600, 900);
  out.push(
    person(lx, 560, 400, randomLook(r, { pose: r() < 0.5 ? 'point' : 'stand' })),
    path(`M${n(lx - 70)} 430 L${n(lx + 70)} 430 L${n(lx + 55)} 562 L${n(lx - 55)} 562 Z`, '#6b4a32'),
    rect(lx - 22, 460, 44, 44, accent, 'rx="22"'),
    line(lx + 10, 430, lx + 20, 380, '#333333', 4),
  );
  for (const px of [80, 200, 1460])
    out.push(
      rect(px, 520, 60, 42, '#b5651d'),
      circle(px + 30, 505, 40, pick(r, LEAF)),
      circle(px + 10, 490, 12, '#f06292'),
      circle(px + 48, 494, 12, '#fff176'),
    );
  // spotlight
  out.push(lightBeam(lx, 0, 30, 560, 200, time === 'dusk' ? 0.18 : 0.1));
  // audience
  for (let row = 0; row < 3; row++) {
    const s = 1.1 + row * 0.3;
    const y = 800 + row * 90;
    const gap = 96 * s;
    for (let x = between(r, -20, 30); x < W + 40; x += gap + between(r, -10, 10)) out.push(bust(x, y, s, r));
  }
  return out.join('');
}

function bangka(x: number, y: number, s: number, r: Rng): string {
  const hull = pick(r, ['#d1495b', '#2f6f9f', '#f2c14e', '#f4f1ea', '#2a9d8f']);
  const out = [
    line(x - 110 * s, y - 6 * s, x + 110 * s, y - 6 * s, '#5b4a3a', 4 * s),
    line(x - 70 * s, y - 14 * s, x - 80 * s, y + 10 * s, '#5b4a3a', 3 * s),
    line(x + 70 * s, y - 14 * s, x + 80 * s, y + 10 * s, '#5b4a3a', 3 * s),
    line(x - 130 * s, y + 10 * s, x - 30 * s, y + 10 * s, '#6b5a4a', 5 * s),
    line(x + 30 * s, y + 10 * s, x + 130 * s, y + 10 * s, '#6b5a4a', 5 * s),
    path(
      `M${n(x - 100 * s)} ${n(y - 20 * s)} L${n(x + 100 * s)} ${n(y - 20 * s)} Q ${n(x + 80 * s)} ${n(y + 14 * s)} ${n(x)} ${n(y + 14 * s)} Q ${n(x - 80 * s)} ${n(y + 14 * s)} ${n(x - 100 * s)} ${n(y - 20 * s)} Z`,
      hull,
    ),
    rect(x - 100 * s, y - 22 * s, 200 * s, 6 * s, '#ffffff', 'opacity="0.5"'),
  ];
  if (r() < 0.6)
    out.push(
      line(x, y - 20 * s, x, y - 120 * s, '#5b4a3a', 3 * s),
      poly(
        [
          [x + 4 * s, y - 118 * s],
          [x + 4 * s, y - 26 * s],
          [x + 70 * s, y - 30 * s],
        ],
        pick(r, ['#fbf3e0', '#f2c14e', '#e07a5f']),
      ),
    );
  return out.join('');
}

function coast(r: Rng, time: TimeOfDay): string {
  const horizon = between(r, 420, 500);
  const out = [sky(time, r)];
  out.push(
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${time === 'dusk' ? '#5a6fa0' : '#3c9cc8'}"/><stop offset="1" stop-color="${time === 'dusk' ? '#e8a27a' : '#7fd3d8'}"/></linearGradient>`,
  );
  out.push(
    path(
      `M${n(between(r, 900, 1100))} ${n(horizon)} Q ${n(between(r, 1150, 1300))} ${n(horizon - between(r, 60, 120))} 1600 ${n(horizon - 40)} L1600 ${n(horizon)} Z`,
      pick(r, ['#6f8fa3', '#7d92a8']),
    ),
  );
  out.push(
    path(
      `M0 ${n(horizon - 30)} Q 180 ${n(horizon - 90)} 380 ${n(horizon)} L0 ${n(horizon)} Z`,
      pick(r, ['#7fa3a0', '#6f9a8f']),
    ),
  );
  out.push(rect(0, horizon, W, H - horizon, 'url(#sea)'));
  const sunX = W * SKIES[time].sunX;
  for (let i = 0; i < 8; i++)
    out.push(
      rect(
        sunX - between(r, 30, 90),
        horizon + 12 + i * 26,
        between(r, 60, 180),
        5,
        '#ffffff',
        'opacity="0.35" rx="2"',
      ),
    );
  for (let i = 0; i < 18; i++) {
    const wx = between(r, 0, W);
    const wy = between(r, horizon + 20, 780);
    out.push(
      path(
        `M${n(wx)} ${n(wy)} q 15 -10 30 0 q 15 10 30 0`,
        'none',
        'stroke="#ffffff" stroke-width="3" opacity="0.5"',
      ),
    );
  }
  const boats = 2 + Math.floor(r() * 3);
  for (let i = 0; i < boats; i++) {
    const depth = r();
    out.push(bangka(between(r, 150, 1450), horizon + 40 + depth * 280, 0.35 + depth * 0.8, r));
  }
  // beach
  const shore = between(r, 800, 860);
  out.push(
    path(
      `M0 ${n(shore)} Q 400 ${n(shore - 50)} 800 ${n(shore)} T 1600 ${n(shore - 20)} L1600 1000 L0 1000 Z`,
      '#f4f1ea',
      'opacity="0.8"',
    ),
  );
  out.push(
    path(
      `M0 ${n(shore + 14)} Q 400 ${n(shore - 36)} 800 ${n(shore + 14)} T 1600 ${n(shore - 6)} L1600 1000 L0 1000 Z`,
      pick(r, ['#ecd9a8', '#e8d3a0', '#f0dfb4']),
    ),
  );
  for (let i = 0; i < 5; i++)
    out.push(
      ellipse(
        between(r, 0, W),
        between(r, shore + 60, 980),
        between(r, 10, 24),
        6,
        '#c9b07a',
        'opacity="0.6"',
      ),
    );
  out.push(palm(between(r, 60, 260), 1000, 1.8, 0.6), palm(between(r, 1300, 1500), 980, 1.5, -0.5));
  if (r() < 0.6)
    out.push(
      person(
        between(r, 500, 1100),
        960,
        170,
        randomLook(r, { pose: 'walk', hat: r() < 0.5 ? 'salakot' : undefined }),
      ),
    );
  return out.join('');
}

function sportsField(r: Rng, time: TimeOfDay): string {
  const out = [sky(time, r)];
  // stands with spectators, trees
  for (let i = 0; i < 8; i++) out.push(tree(between(r, 0, W), 470, between(r, 0.6, 0.9), pick(r, LEAF)));
  const gx = between(r, 200, 700);
  const roof = pick(r, ACCENTS);
  out.push(
    rect(gx, 300, 720, 200, '#c9c3b6'),
    poly(
      [
        [gx - 30, 300],
        [gx + 750, 300],
        [gx + 720, 270],
        [gx, 270],
      ],
      roof,
    ),
  );
  for (let row = 0; row < 5; row++) {
    out.push(rect(gx + 10, 330 + row * 34, 700, 8, '#9e978a'));
    for (let x = gx + 24; x < gx + 700; x += between(r, 22, 40))
      out.push(circle(x, 320 + row * 34, 9, pick(r, SHIRTS)));
  }
  // field
  const grass = pick(r, ['#5fa35a', '#6aa84f', '#58a05f']);
  out.push(rect(0, 500, W, 500, grass));
  for (let i = 0; i < 8; i++)
    out.push(
      poly(
        [
          [i * 220, 500],
          [i * 220 + 110, 500],
          [i * 260 + 130 - 140, 1000],
          [i * 260 - 140, 1000],
        ],
        '#ffffff',
        'opacity="0.06"',
      ),
    );
  out.push(
    rect(0, 500, W, 8, '#ffffff', 'opacity="0.8"'),
    line(800, 508, 800, 860, '#ffffff', 6, 'opacity="0.85"'),
    ellipse(800, 660, 170, 60, 'none', 'stroke="#ffffff" stroke-width="6" opacity="0.85"'),
  );
  out.push(
    rect(40, 540, 12, 150, '#ffffff'),
    rect(300, 540, 12, 150, '#ffffff'),
    rect(40, 536, 272, 12, '#ffffff'),
    rect(52, 548, 248, 142, '#ffffff', 'opacity="0.18"'),
  );
  // track
  out.push(rect(0, 860, W, 140, pick(r, ['#c0563f', '#b5533c', '#c46a4a'])));
  for (let i = 1; i < 4; i++) out.push(line(0, 860 + i * 35, W, 860 + i * 35, '#ffffff', 4, 'opacity="0.8"'));
  // players
  const shirtA = pick(r, SHIRTS);
  const shirtB = pick(
    r,
    SHIRTS.filter((c) => c !== shirtA),
  );
  const players = 4 + Math.floor(r() * 4);
  for (let i = 0; i < players; i++) {
    const y = between(r, 600, 840);
    out.push(
      person(
        between(r, 380, 1500),
        y,
        120 + (y - 600) * 0.5,
        randomLook(r, { shirt: i % 2 ? shirtA : shirtB, pants: '#f4f1ea', pose: r() < 0.7 ? 'run' : 'walk' }),
      ),
    );
  }
  out.push(
    circle(between(r, 600, 1200), between(r, 700, 840), 16, '#ffffff', 'stroke="#333" stroke-width="3"'),
  );
  const fx = between(r, 1300, 1500);
  out.push(
    line(fx, 120, fx, 500, '#d9d9d9', 6),
    rect(fx, 130, 110, 24, '#0038a8'),
    rect(fx, 154, 110, 24, '#ce1126'),
    poly(
      [
        [fx, 130],
        [fx, 178],
        [fx + 40, 154],
      ],
      '#ffffff',
    ),
  );
  return out.join('');
}

function graduation(r: Rng, time: TimeOfDay): string {
  const out = [sky(time, r)];
  // campus building behind
  const bx = between(r, 200, 600);
  const wall = pick(r, ['#efe6d2', '#e9e2d0', '#f3ead8']);
  out.push(
    rect(bx, 420, 820, 300, wall),
    poly(
      [
        [bx - 40, 420],
        [bx + 410, 330],
        [bx + 860, 420],
      ],
      pick(r, ['#8c3b2e', '#6b4a32', '#2d4a6b']),
    ),
  );
  for (let i = 0; i < 8; i++)
    out.push(
      rect(bx + 40 + i * 100, 440, 30, 280, '#ffffff'),
      rect(bx + 80 + i * 100, 470, 40, 60, '#9cc3dc', 'opacity="0.8"'),
    );
  for (let i = 0; i < 5; i++) out.push(tree(between(r, 0, W), 700, between(r, 0.8, 1.2), pick(r, LEAF)));
  out.push(rect(0, 700, W, 300, pick(r, ['#6aa84f', '#78b65a', '#5fa35a'])));
  // caps thrown in the air
  const caps = 6 + Math.floor(r() * 6);
  for (let i = 0; i < caps; i++)
    out.push(
      mortarboard(
        between(r, 80, 1520),
        between(r, 90, 420),
        between(r, 34, 60),
        between(r, -35, 35),
        '#1f2430',
      ),
    );
  for (let i = 0; i < 70; i++)
    out.push(
      rect(
        between(r, 0, W),
        between(r, 40, 650),
        10,
        18,
        pick(r, ['#f2c14e', '#d1495b', '#2a9d8f', '#ffffff', '#8e6aa8']),
        `transform="rotate(${n(between(r, 0, 180))} ${n(between(r, 0, W))} 300)" opacity="0.85"`,
      ),
    );
  // graduates in togas, from behind, some arms up
  const gown = pick(r, ['#1f2430', '#3b1f2b', '#1f3b2f']);
  const hood = pick(r, ['#e0a030', '#006633', '#8c3b2e', '#2f6f9f']);
  for (let row = 0; row < 2; row++) {
    const s = row === 0 ? 300 : 400;
    const y = row === 0 ? 960 : 1090;
    for (let x = between(r, -40, 60) + row * 110; x < W + 60; x += s * 0.62 + between(r, 0, 60)) {
      const look = randomLook(r, {
        shirt: gown,
        pants: gown,
        back: true,
        hat: 'mortarboard',
        pose: r() < 0.35 ? 'arm-up' : 'stand',
      });
      if (r() < 0.3) look.hat = undefined;
      out.push(
        person(x, y, s, look),
        path(
          `M${n(x - s * 0.1)} ${n(y - s * 0.82)} L${n(x + s * 0.1)} ${n(y - s * 0.82)} L${n(x)} ${n(y - s * 0.68)} Z`,
          hood,
        ),
      );
    }
  }
  return out.join('');
}

function monitor(x: number, y: number, s: number, r: Rng): string {
  const w = 170 * s;
  const h = 110 * s;
  const screen = pick(r, ['#1e3a5f', '#22303c', '#1f4b4a', '#f4f6f8']);
  const dark = screen !== '#f4f6f8';
  const out = [
    rect(x - w / 2, y - h, w, h, '#2b2f36', `rx="${n(6 * s)}"`),
    rect(x - w / 2 + 8 * s, y - h + 8 * s, w - 16 * s, h - 16 * s, screen),
  ];
  for (let i = 0; i < 6; i++) {
    const lw = between(r, 0.2, 0.7) * (w - 40 * s);
    out.push(
      rect(
        x - w / 2 + 18 * s + (i % 3 === 2 ? 14 * s : 0),
        y - h + 20 * s + i * 13 * s,
        lw,
        6 * s,
        pick(
          r,
          dark
            ? ['#7ee0c3', '#f2c14e', '#8ab4f8', '#f28b82', '#e8eaed']
            : ['#2f6f9f', '#3d9970', '#8e6aa8', '#9aa0a6'],
        ),
        'rx="2"',
      ),
    );
  }
  out.push(
    rect(x - 8 * s, y, 16 * s, 22 * s, '#3b4048'),
    rect(x - 40 * s, y + 20 * s, 80 * s, 8 * s, '#3b4048', 'rx="3"'),
  );
  return out.join('');
}

function computerLab(r: Rng, time: TimeOfDay): string {
  const wall = pick(r, ['#e3ecf3', '#eceff1', '#e2ecdf', '#f1eedf']);
  const out = [wallSky(time), rect(0, 0, W, H, wall)];
  // projector screen with a chart
  out.push(
    rect(420, 70, 760, 380, '#ffffff', 'stroke="#b0bec5" stroke-width="8"'),
    rect(420, 60, 760, 16, '#90a4ae', 'rx="6"'),
  );
  for (let i = 0; i < 6; i++) {
    const bh = between(r, 60, 250);
    out.push(rect(500 + i * 100, 400 - bh, 60, bh, pick(r, ['#2f6f9f', '#2a9d8f', '#f2c14e', '#e07a5f'])));
  }
  out.push(line(470, 400, 1130, 400, '#455a64', 4));
  // blinds and the network rack
  out.push(rect(60, 120, 260, 320, 'url(#sky)'));
  for (let y = 120; y < 300; y += 18) out.push(rect(56, y, 268, 12, '#f4f1ea', 'opacity="0.92"'));
  out.push(rect(1300, 120, 200, 520, '#263238', 'rx="6"'));
  for (let y = 150; y < 620; y += 40) {
    out.push(rect(1320, y, 160, 28, '#37474f', 'rx="3"'));
    for (let i = 0; i < 6; i++)
      out.push(circle(1336 + i * 14, y + 14, 3.5, r() < 0.7 ? '#7ee787' : '#f2c14e'));
    out.push(
      path(
        `M${1420} ${y + 14} q 20 20 60 ${between(r, 5, 30)}`,
        'none',
        `stroke="${pick(r, ['#2f6f9f', '#f2c14e', '#e07a5f'])}" stroke-width="4"`,
      ),
    );
  }
  out.push(floor(640, pick(r, ['#b0b7bd', '#c5c1b8', '#a9b4bb']), false));
  // rows of workstations
  const rows = [
    { y: 660, s: 0.8 },
    { y: 800, s: 1.05 },
    { y: 960, s: 1.35 },
  ];
  for (const row of rows) {
    out.push(
      rect(0, row.y, W, 22 * row.s, pick(r, ['#e8e2d6', '#d7ccb9', '#f4f1ea'])),
      rect(0, row.y + 22 * row.s, W, 8 * row.s, '#000000', 'opacity="0.15"'),
    );
    const gap = 320 * row.s;
    for (let x = between(r, 60, 120) * row.s; x < W; x += gap) {
      out.push(
        monitor(x, row.y - 34 * row.s, row.s, r),
        rect(x - 60 * row.s, row.y - 8 * row.s, 110 * row.s, 10 * row.s, '#3b4048', 'rx="3"'),
      );
      if (r() < 0.7) out.push(bust(x + between(r, 70, 110) * row.s, row.y + 50 * row.s, row.s * 1.5, r));
    }
  }
  return out.join('');
}

function healthStation(r: Rng, time: TimeOfDay): string {
  const wall = pick(r, ['#e4f1ec', '#e3ecf3', '#f1f4ec', '#f3ead8']);
  const cross = pick(r, ['#2e9d5b', '#d1495b']);
  const out = [wallSky(time), rect(0, 0, W, H, wall), rect(0, 420, W, 10, '#ffffff', 'opacity="0.7"')];
  out.push(windowPane(1210, 110, 260, 240, '#f7f4ec', tree(1340, 420, 1, pick(r, LEAF))));
  out.push(
    circle(760, 180, 80, '#ffffff', `stroke="${cross}" stroke-width="8"`),
    rect(740, 130, 40, 100, cross),
    rect(710, 160, 100, 40, cross),
  );
  // curtain on a rail
  const curtainColor = pick(r, ['#bfe0e8', '#cde8d6', '#f3d9e0']);
  out.push(line(40, 80, 480, 80, '#90a4ae', 8));
  for (let x = 50; x < 300; x += 40)
    out.push(
      path(`M${x} 84 L${x + 40} 84 L${x + 36} 700 L${x + 4} 700 Z`, curtainColor),
      rect(x + 30, 84, 10, 616, '#000000', 'opacity="0.06"'),
    );
  out.push(floor(700, pick(r, ['#d8d2c4', '#cfd8dc', '#e0dccf']), false));
  for (let x = 0; x < W; x += 120)
    out.push(line(x, 700, x - 200 + (x / W) * 400, 1000, '#000000', 2, 'opacity="0.06"'));
  // examination bed
  out.push(
    rect(320, 600, 520, 40, pick(r, ['#5b8fb9', '#4f9a8a'])),
    rect(320, 570, 520, 34, '#ffffff', 'rx="14"'),
    rect(340, 540, 120, 40, '#f4f1ea', 'rx="16"'),
    rect(340, 640, 14, 140, '#90a4ae'),
    rect(806, 640, 14, 140, '#90a4ae'),
    rect(330, 760, 500, 10, '#90a4ae'),
  );
  // cabinet with supplies
  out.push(rect(960, 380, 220, 400, '#f4f6f8', 'stroke="#b0bec5" stroke-width="6"'));
  for (let s = 0; s < 3; s++) out.push(rect(970, 400 + s * 120 + 96, 200, 8, '#b0bec5'));
  for (let s = 0; s < 3; s++) {
    const sy = 400 + s * 120;
    let x = 980;
    while (x < 1150) {
      const bh = between(r, 40, 80);
      out.push(
        rect(
          x,
          sy + 96 - bh,
          28,
          bh,
          pick(r, ['#ffffff', '#bfe3f2', '#f8c9c0', '#fff3b0', '#d3f0c7']),
          'stroke="#b0bec5" stroke-width="2"',
        ),
      );
      x += between(r, 34, 50);
    }
  }
  // IV stand, blood-pressure monitor
  out.push(
    line(900, 320, 900, 780, '#90a4ae', 6),
    line(870, 330, 930, 330, '#90a4ae', 6),
    rect(880, 340, 30, 60, '#dff4fb', 'rx="10" stroke="#90a4ae" stroke-width="3"'),
    line(860, 780, 940, 780, '#90a4ae', 6),
  );
  out.push(
    rect(560, 330, 120, 90, '#eceff1', 'rx="10" stroke="#90a4ae" stroke-width="4"'),
    circle(620, 375, 30, '#ffffff', 'stroke="#455a64" stroke-width="4"'),
    line(620, 375, 636, 356, '#d1495b', 4),
  );
  // nurse and patient
  const nx = between(r, 1240, 1400);
  out.push(
    person(
      nx,
      900,
      440,
      randomLook(r, {
        shirt: '#ffffff',
        pants: '#ffffff',
        hat: 'nurse',
        pose: r() < 0.5 ? 'point' : 'stand',
      }),
    ),
  );
  const px = between(r, 460, 700);
  out.push(person(px, 930, 400, randomLook(r, { pose: 'stand' })));
  out.push(rect(1500, 780, 70, 60, '#b5651d'), circle(1535, 760, 46, pick(r, LEAF)));
  return out.join('');
}

function campusGate(r: Rng, time: TimeOfDay): string {
  const out = [sky(time, r)];
  out.push(hills(r, 430, 80, pick(r, ['#8aa6a0', '#7f9fb3']), 5));
  // main building
  const wall = pick(r, ['#f3ead8', '#efe6d2', '#f1eedf']);
  const roof = pick(r, ['#8c3b2e', '#2d4a6b', '#6b4a32', '#3d6b4f']);
  out.push(
    rect(380, 300, 840, 300, wall),
    poly(
      [
        [350, 300],
        [800, 200],
        [1250, 300],
      ],
      roof,
    ),
    rect(700, 250, 200, 350, '#ffffff'),
    poly(
      [
        [690, 250],
        [800, 180],
        [910, 250],
      ],
      roof,
    ),
  );
  for (let f = 0; f < 3; f++)
    for (let i = 0; i < 6; i++) {
      const wx = 420 + i * 48;
      out.push(
        rect(wx, 330 + f * 90, 30, 50, '#9cc3dc'),
        rect(wx + 520 + 24, 330 + f * 90, 30, 50, '#9cc3dc'),
      );
    }
  for (let i = 0; i < 4; i++) out.push(rect(716 + i * 50, 300, 16, 300, '#e8e2d6'));
  // lawn, road
  out.push(rect(0, 590, W, 410, pick(r, ['#6aa84f', '#5fa35a', '#78b65a'])));
  out.push(
    poly(
      [
        [760, 590],
        [840, 590],
        [1150, 1000],
        [450, 1000],
      ],
      '#cfc6b4',
    ),
    line(800, 600, 800, 1000, '#ffffff', 6, 'stroke-dasharray="30 30" opacity="0.6"'),
  );
  for (let i = 0; i < 6; i++) {
    const side = i % 2 ? 1 : -1;
    const t = i / 6;
    out.push(palm(800 + side * (120 + t * 500), 600 + t * 200, 0.6 + t * 0.9, -side * 0.3));
  }
  // gate: pillars and arch
  const accent = pick(r, ACCENTS);
  out.push(
    rect(260, 360, 110, 640, '#d9cbb0'),
    rect(1230, 360, 110, 640, '#d9cbb0'),
    rect(248, 340, 134, 30, '#b8a888'),
    rect(1218, 340, 134, 30, '#b8a888'),
  );
  out.push(
    path('M260 420 Q 800 250 1340 420 L1340 480 Q 800 310 260 480 Z', accent),
    circle(800, 335, 56, '#f7f2e6'),
    circle(800, 335, 40, '#e0a030'),
    circle(800, 335, 22, accent),
  );
  for (let i = 0; i < 12; i++)
    out.push(
      line(380 + i * 20, 560, 380 + i * 20, 1000, '#37474f', 5),
      line(1220 - i * 20, 560, 1220 - i * 20, 1000, '#37474f', 5),
    );
  out.push(line(370, 580, 620, 580, '#37474f', 6), line(1230, 580, 980, 580, '#37474f', 6));
  // bougainvillea
  for (let i = 0; i < 60; i++)
    out.push(
      circle(
        between(r, 200, 440) + (r() < 0.5 ? 960 : 0),
        between(r, 860, 1000),
        between(r, 14, 26),
        pick(r, ['#d63384', '#e85d9a', '#3f7a4f', '#c2185b']),
      ),
    );
  // flagpole and people walking in
  out.push(
    line(1450, 120, 1450, 800, '#d9d9d9', 8),
    rect(1450, 130, 140, 36, '#0038a8'),
    rect(1450, 166, 140, 36, '#ce1126'),
    poly(
      [
        [1450, 130],
        [1450, 202],
        [1510, 166],
      ],
      '#ffffff',
    ),
    circle(1474, 166, 8, '#f2c14e'),
  );
  for (let i = 0; i < 3 + Math.floor(r() * 3); i++) {
    const y = between(r, 700, 950);
    out.push(
      person(
        between(r, 600, 1000),
        y,
        80 + (y - 650) * 0.6,
        randomLook(r, { pose: 'walk', back: r() < 0.5 }),
      ),
    );
  }
  return out.join('');
}

function garden(r: Rng, time: TimeOfDay): string {
  const out = [sky(time, r)];
  out.push(hills(r, 520, 60, pick(r, ['#8fb58a', '#7fa88f']), 6));
  out.push(rainTree(between(r, 250, 500), 620, between(r, 1.3, 1.7), pick(r, LEAF)));
  for (let i = 0; i < 5; i++) out.push(tree(between(r, 700, 1550), 600, between(r, 0.8, 1.2), pick(r, LEAF)));
  out.push(rect(0, 580, W, 420, pick(r, ['#78b65a', '#6aa84f', '#86bf5e'])));
  // gazebo
  const gx = between(r, 1000, 1300);
  out.push(
    rect(gx - 110, 600, 14, 150, '#f4f1ea'),
    rect(gx + 96, 600, 14, 150, '#f4f1ea'),
    rect(gx - 5, 600, 12, 150, '#f4f1ea', 'opacity="0.7"'),
    poly(
      [
        [gx - 150, 605],
        [gx, 500],
        [gx + 150, 605],
      ],
      pick(r, ['#8c3b2e', '#2f6b4c', '#6b4a32']),
    ),
    rect(gx - 130, 740, 260, 16, '#d9cbb0'),
  );
  // curved path
  out.push(
    path(
      `M${n(between(r, 600, 800))} 600 Q 500 760 ${n(between(r, 700, 900))} 1000 L${n(between(r, 1000, 1150))} 1000 Q 700 780 ${n(between(r, 680, 860))} 600 Z`,
      '#e6d8b8',
    ),
  );
  // flowerbeds
  for (let b = 0; b < 4; b++) {
    const fx = between(r, 40, 1300);
    const fy = between(r, 700, 940);
    const fw = between(r, 180, 300);
    out.push(ellipse(fx + fw / 2, fy, fw / 2, 40, '#7a5a3a'));
    const petal = pick(r, ['#e85d9a', '#f2c14e', '#ff8a65', '#ffffff', '#b39ddb', '#e53935']);
    for (let i = 0; i < 22; i++) {
      const x = fx + between(r, 10, fw - 10);
      const y = fy + between(r, -28, 20);
      out.push(line(x, y, x, y + 16, '#3f7a3a', 3), circle(x, y, 8, petal), circle(x, y, 3, '#fff3b0'));
    }
  }
  // bench
  const bx = between(r, 100, 500);
  out.push(
    rect(bx, 690, 180, 14, '#8a6240'),
    rect(bx, 660, 180, 12, '#8a6240'),
    rect(bx + 10, 704, 10, 40, '#4a4a4a'),
    rect(bx + 160, 704, 10, 40, '#4a4a4a'),
  );
  if (r() < 0.7)
    out.push(person(between(r, 600, 900), between(r, 820, 900), 200, randomLook(r, { pose: 'walk' })));
  for (let i = 0; i < 3; i++) {
    const x = between(r, 200, 1400);
    const y = between(r, 520, 760);
    const c = pick(r, ['#f2c14e', '#ff8a65', '#ffffff']);
    out.push(
      ellipse(x - 8, y, 9, 6, c, `transform="rotate(-30 ${n(x)} ${n(y)})"`),
      ellipse(x + 8, y, 9, 6, c, `transform="rotate(30 ${n(x)} ${n(y)})"`),
    );
  }
  return out.join('');
}

function tool(kind: number, x: number, y: number): string {
  if (kind === 0)
    return `${rect(x - 6, y, 12, 120, '#b5651d', 'rx="5"')}${rect(x - 30, y - 10, 60, 24, '#546e7a', 'rx="4"')}`;
  if (kind === 1)
    return `${rect(x - 8, y, 16, 130, '#90a4ae', 'rx="6"')}${circle(x, y, 20, '#90a4ae')}${circle(x, y - 6, 10, '#c89a62')}`;
  if (kind === 2)
    return `${rect(x - 7, y, 14, 60, '#d1495b', 'rx="6"')}${rect(x - 3, y + 60, 6, 70, '#b0bec5')}`;
  if (kind === 3)
    return `${path(`M${x - 50} ${y} L${x + 40} ${y} L${x + 40} ${y + 60} L${x - 50} ${y + 30} Z`, '#b0bec5')}${rect(x + 34, y - 10, 40, 80, '#8a6240', 'rx="10"')}`;
  if (kind === 4)
    return `${circle(x, y + 50, 46, 'none', 'stroke="#e07a5f" stroke-width="10"')}${circle(x, y + 50, 30, 'none', 'stroke="#e07a5f" stroke-width="8"')}`;
  return `${line(x - 14, y, x + 10, y + 120, '#455a64', 10)}${line(x + 14, y, x - 10, y + 120, '#455a64', 10)}${rect(x - 20, y + 90, 14, 40, '#f2c14e', 'rx="5"')}${rect(x + 6, y + 90, 14, 40, '#f2c14e', 'rx="5"')}`;
}

function workshop(r: Rng, time: TimeOfDay): string {
  const wall = pick(r, ['#dfe3e6', '#e9e2d0', '#d9e2da']);
  const out = [wallSky(time), rect(0, 0, W, H, wall)];
  // pegboard with tools
  const px = between(r, 60, 200);
  out.push(rect(px, 90, 620, 360, '#c89a62', 'rx="6"'));
  for (let x = px + 20; x < px + 610; x += 30)
    for (let y = 110; y < 440; y += 30) out.push(circle(x, y, 3, '#8a6240'));
  for (let i = 0; i < 6; i++)
    out.push(tool((i + Math.floor(r() * 6)) % 6, px + 60 + i * 100, 140 + between(r, 0, 40)));
  // electrical training board
  const ex = px + 720;
  out.push(rect(ex, 90, 520, 380, '#eceff1', 'stroke="#90a4ae" stroke-width="6"'));
  out.push(
    path(
      `M${ex + 60} 150 L${ex + 460} 150 L${ex + 460} 400 M${ex + 60} 150 L${ex + 60} 400 M${ex + 260} 150 L${ex + 260} 300`,
      'none',
      'stroke="#78909c" stroke-width="10"',
    ),
  );
  out.push(
    rect(ex + 30, 370, 60, 80, '#ffffff', 'stroke="#78909c" stroke-width="4" rx="6"'),
    rect(ex + 50, 395, 8, 24, '#455a64'),
    rect(ex + 62, 395, 8, 24, '#455a64'),
  );
  out.push(
    rect(ex + 430, 370, 60, 80, '#ffffff', 'stroke="#78909c" stroke-width="4" rx="6"'),
    rect(ex + 452, 385, 16, 40, '#b0bec5', 'rx="3"'),
  );
  out.push(rect(ex + 220, 300, 80, 110, '#455a64', 'rx="6"'));
  for (let i = 0; i < 4; i++) out.push(rect(ex + 232 + i * 16, 320, 10, 30, i % 2 ? '#f2c14e' : '#ffffff'));
  out.push(circle(ex + 260, 150, 26, '#fff3b0', 'stroke="#78909c" stroke-width="4"'));
  // overhead lamp
  const lx = between(r, 500, 1100);
  out.push(
    line(lx, 0, lx, 90, '#37474f', 4),
    path(`M${lx - 60} 130 L${lx + 60} 130 L${lx + 30} 90 L${lx - 30} 90 Z`, '#37474f'),
    lightBeam(lx, 130, 60, 640, 320, time === 'dusk' ? 0.3 : 0.15),
  );
  // workers
  const workers = 1 + Math.floor(r() * 2);
  for (let i = 0; i < workers; i++)
    out.push(
      person(
        between(r, 300, 1400),
        840,
        460,
        randomLook(r, {
          hat: r() < 0.6 ? 'hardhat' : undefined,
          shirt: pick(r, ['#2f6f9f', '#3b5b7a', '#e07a5f', '#3d9970']),
          pose: r() < 0.5 ? 'point' : 'stand',
        }),
      ),
    );
  out.push(floor(760, '#9e9e9e', false));
  // bench
  out.push(
    rect(40, 620, 1520, 40, '#a8794f'),
    rect(40, 660, 1520, 14, '#000000', 'opacity="0.15"'),
    rect(80, 674, 30, 300, '#5b3d28'),
    rect(1490, 674, 30, 300, '#5b3d28'),
    rect(110, 880, 1380, 20, '#5b3d28'),
  );
  // on the bench: a fan, a rice cooker, a multimeter, a vise
  const fx = between(r, 200, 500);
  out.push(
    rect(fx - 8, 520, 16, 100, '#eceff1'),
    ellipse(fx, 618, 60, 10, '#eceff1'),
    circle(fx, 470, 80, '#dff4fb', 'stroke="#90a4ae" stroke-width="6"'),
  );
  const blade = pick(r, ['#5fb3a6', '#7e9ef2', '#f2a07b']);
  for (const a of [0, 120, 240])
    out.push(ellipse(fx, 430, 20, 40, blade, `transform="rotate(${a} ${n(fx)} 470)"`));
  out.push(circle(fx, 470, 14, '#455a64'));
  const cx = between(r, 800, 1000);
  out.push(
    rect(cx - 70, 520, 140, 100, pick(r, ['#f4f1ea', '#f8c9c0', '#d3f0c7']), 'rx="30"'),
    rect(cx - 76, 510, 152, 24, '#b0bec5', 'rx="12"'),
    rect(cx - 20, 560, 40, 16, '#455a64', 'rx="4"'),
  );
  const mx = between(r, 1150, 1350);
  out.push(
    rect(mx, 540, 90, 80, '#f2c14e', 'rx="10"'),
    rect(mx + 12, 550, 66, 30, '#cfe8d6'),
    circle(mx + 45, 600, 10, '#455a64'),
    path(`M${mx + 20} 620 q 40 40 120 0`, 'none', 'stroke="#d1495b" stroke-width="4"'),
  );
  return out.join('');
}

const DRAW: Record<SceneKind, (r: Rng, time: TimeOfDay) => string> = {
  classroom,
  laboratory,
  'rice-paddies': ricePaddies,
  library,
  assembly,
  coast,
  'sports-field': sportsField,
  graduation,
  'computer-lab': computerLab,
  'health-station': healthStation,
  'campus-gate': campusGate,
  garden,
  workshop,
};

/** The picture as SVG (viewBox 1600 by 1000, drawn at width by height). */
export function sceneSvg(picture: ScenePicture, width = W, height = H): string {
  const r = rng(picture.variant * 7919 + SCENE_KINDS.indexOf(picture.scene) * 104729 + 1);
  const body = DRAW[picture.scene](r, picture.time);
  const mirror = r() < 0.5;
  const s = SKIES[picture.time];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient></defs>
<g${mirror ? ` transform="translate(${W} 0) scale(-1 1)"` : ''}>${body}</g>
${s.tintOpacity > 0 ? rect(0, 0, W, H, s.tint, `opacity="${s.tintOpacity}"`) : ''}
${rect(0, 0, W, H, 'url(#shade)')}
</svg>`;
}

/** Plain libjpeg: mozjpeg's smaller files took ten times as long to encode. */
const JPEG_OPTIONS = { quality: 84 } as const;

export async function sceneJpeg(picture: ScenePicture, width = W, height = H): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(picture, width, height)))
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
}

/**
 * Where encoded pictures are kept between seeds (git-ignored, outside `dist/client`, which a build empties):
 * tests and fresh installs seed often, and encoding is most of a seed's time.
 */
export const SCENE_CACHE_DIR = fileURLToPath(new URL('../../../dist/seed-pictures/', import.meta.url));

/**
 * The picture as JPEG, from `cacheDir` when an earlier seed encoded the same SVG (file name: hash of the SVG
 * and the encoder settings). The cache is only an optimisation: when it cannot be read or written, the
 * picture is encoded as usual.
 */
export async function cachedSceneJpeg(
  picture: ScenePicture,
  cacheDir = SCENE_CACHE_DIR,
  width = W,
  height = H,
): Promise<Buffer> {
  const svg = sceneSvg(picture, width, height);
  const key = createHash('sha256')
    .update(`${sharp.versions.vips}\n${JSON.stringify(JPEG_OPTIONS)}\n${svg}`)
    .digest('hex')
    .slice(0, 40);
  const file = join(cacheDir, `${key}.jpg`);
  try {
    return await fs.readFile(file);
  } catch {
    // not cached yet
  }
  const jpeg = await sharp(Buffer.from(svg)).jpeg(JPEG_OPTIONS).toBuffer();
  // Written whole, then renamed: a concurrent seed never reads half a file.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.mkdir(cacheDir, { recursive: true });
    await fs.writeFile(tmp, jpeg);
    await fs.rename(tmp, file);
  } catch {
    // read-only install: nothing kept
    await fs.rm(tmp, { force: true }).catch(() => {});
  }
  return jpeg;
}
