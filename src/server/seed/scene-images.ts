// Generated illustrations for demo content: a campus landscape drawn as SVG and encoded as JPEG by sharp.
import sharp from 'sharp';

export type Scene = 'morning' | 'field' | 'dusk' | 'lab' | 'coast';

const palettes: Record<
  Scene,
  { sky: [string, string]; sun: string; far: string; near: string; ground: string; accent: string }
> = {
  morning: {
    sky: ['#8ec9f0', '#e8f4fb'],
    sun: '#ffe08a',
    far: '#7fa88f',
    near: '#3f7a4f',
    ground: '#2f6b3c',
    accent: '#f2efe6',
  },
  field: {
    sky: ['#a7d8f2', '#f6f3dc'],
    sun: '#fff1a8',
    far: '#9cbf7a',
    near: '#6a9c3c',
    ground: '#c9b458',
    accent: '#efe8d4',
  },
  dusk: {
    sky: ['#f59e6b', '#fbd6a5'],
    sun: '#ffd27a',
    far: '#8a6f86',
    near: '#4f4a63',
    ground: '#2e3a36',
    accent: '#f6e1c7',
  },
  lab: {
    sky: ['#5d8fc4', '#cfe3f5'],
    sun: '#fff7d1',
    far: '#6f93ad',
    near: '#3c6478',
    ground: '#2b4a57',
    accent: '#eef2f5',
  },
  coast: {
    sky: ['#6cc3e8', '#e3f6fc'],
    sun: '#fff3b0',
    far: '#6fae9c',
    near: '#2f8f83',
    ground: '#e8d9a8',
    accent: '#fdfaf0',
  },
};

function rand(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function sceneSvg(scene: Scene, seed: number, width = 1600, height = 1000): string {
  const p = palettes[scene];
  const r = rand(seed);
  const hill = (base: number, amp: number, color: string) => {
    let d = `M0 ${height} L0 ${base}`;
    const steps = 8;
    for (let i = 1; i <= steps; i++) {
      const x = (width / steps) * i;
      const y = base - amp * (0.3 + r());
      d += ` Q ${x - width / steps / 2} ${y - amp * 0.4} ${x} ${y}`;
    }
    return `<path d="${d} L${width} ${height} Z" fill="${color}"/>`;
  };
  const bx = width * (0.25 + r() * 0.3);
  const bw = width * 0.34;
  const by = height * 0.42;
  const bh = height * 0.26;
  const windows: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 9; col++) {
      windows.push(
        `<rect x="${bx + 24 + (col * (bw - 48)) / 9}" y="${by + 40 + row * 54}" width="${(bw - 48) / 9 - 14}" height="32" rx="3" fill="${r() > 0.3 ? '#9cc3dc' : '#fbe7a1'}" opacity="0.9"/>`,
      );
    }
  }
  const trees: string[] = [];
  for (let i = 0; i < 14; i++) {
    const tx = r() * width;
    const ty = height * (0.66 + r() * 0.12);
    const tr = 28 + r() * 40;
    trees.push(
      `<rect x="${tx - 5}" y="${ty}" width="10" height="${tr}" fill="#5b4330"/><circle cx="${tx}" cy="${ty}" r="${tr}" fill="${p.near}" opacity="${0.85 + r() * 0.15}"/>`,
    );
  }
  const water =
    scene === 'coast'
      ? `<rect x="0" y="${height * 0.6}" width="${width}" height="${height * 0.12}" fill="#3aa0c8" opacity="0.85"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${width * (0.7 + r() * 0.2)}" cy="${height * (0.16 + r() * 0.1)}" r="${60 + r() * 30}" fill="${p.sun}" opacity="0.9"/>
${hill(height * 0.5, height * 0.12, p.far)}
${water}
<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${p.accent}"/>
<polygon points="${bx - 20},${by} ${bx + bw / 2},${by - 70} ${bx + bw + 20},${by}" fill="#8c3b2e"/>
<rect x="${bx + bw / 2 - 40}" y="${by + bh - 90}" width="80" height="90" fill="#006633"/>
${windows.join('')}
<rect x="${bx - 6}" y="${by + bh}" width="${bw + 12}" height="14" fill="#d9d2c0"/>
${hill(height * 0.78, height * 0.06, p.ground)}
${trees.join('')}
<rect width="${width}" height="${height}" fill="url(#shade)"/>
</svg>`;
}

export async function sceneJpeg(scene: Scene, seed: number, width = 1600, height = 1000): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scene, seed, width, height)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
