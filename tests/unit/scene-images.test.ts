// Drawn demo pictures: each scene kind draws well-formed SVG, the variant changes the drawing, and encoded
// pictures are kept in the cache by a hash of their SVG.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedSceneJpeg, SCENE_KINDS, sceneSvg } from '../../src/server/seed/scene-images.ts';

describe('scene pictures', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scene-cache-'));
  afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

  it('draws every scene kind, differently for each variant and time of day', () => {
    const all = new Set<string>();
    for (const scene of SCENE_KINDS) {
      const a = sceneSvg({ scene, time: 'morning', variant: 1 });
      expect(a).toMatch(/^<svg [^>]*viewBox="0 0 1600 1000"/);
      expect(a.trimEnd().endsWith('</svg>')).toBe(true);
      expect(a).not.toMatch(/NaN|undefined/);
      expect(sceneSvg({ scene, time: 'morning', variant: 1 })).toBe(a);
      all.add(a);
      all.add(sceneSvg({ scene, time: 'morning', variant: 2 }));
      all.add(sceneSvg({ scene, time: 'dusk', variant: 1 }));
    }
    expect(all.size).toBe(SCENE_KINDS.length * 3);
  });

  it('encodes a picture once and then reads it from the cache', async () => {
    const picture = { scene: 'coast', time: 'noon', variant: 3 } as const;
    const first = await cachedSceneJpeg(picture, cacheDir, 400, 250);
    expect((await sharp(first).metadata()) as object).toMatchObject({
      format: 'jpeg',
      width: 400,
      height: 250,
    });
    const files = fs.readdirSync(cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{40}\.jpg$/);
    // A second call returns what the cache holds (here marked, to tell it from a fresh encoding).
    const marked = Buffer.concat([first, Buffer.from('cached')]);
    fs.writeFileSync(path.join(cacheDir, files[0] as string), marked);
    expect((await cachedSceneJpeg(picture, cacheDir, 400, 250)).equals(marked)).toBe(true);
    // Another picture is another file.
    await cachedSceneJpeg({ ...picture, variant: 4 }, cacheDir, 400, 250);
    expect(fs.readdirSync(cacheDir)).toHaveLength(2);
  });

  it('still encodes when the cache cannot be written', async () => {
    const blocked = path.join(cacheDir, 'a-file');
    fs.writeFileSync(blocked, '');
    const jpeg = await cachedSceneJpeg({ scene: 'garden', time: 'afternoon', variant: 1 }, blocked, 320, 200);
    expect(jpeg.subarray(0, 2).toString('hex')).toBe('ffd8');
  });
});
