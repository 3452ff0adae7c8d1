// The media storage interface, the same contract for the local directory and S3-compatible storage
// (a local s3rver), and how the server picks one from the configuration.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { storageFromConfig } from '../../src/server/plugins/storage.ts';
import { createLocalStorage } from '../../src/server/storage/local-storage.ts';
import { createS3Storage } from '../../src/server/storage/s3-storage.ts';
import type { Storage } from '../../src/server/storage/storage.ts';
import { type LocalS3, startLocalS3 } from '../support/s3-server.ts';

let s3: LocalS3;
let localRoot: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-storage-'));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(localRoot, { recursive: true, force: true });
});

const s3Options = () => ({
  bucket: s3.bucket,
  endpoint: s3.endpoint,
  region: s3.region,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
});

describe.each(['local', 's3'] as const)('%s storage contract', (kind) => {
  let storage: Storage;
  beforeAll(() => {
    storage =
      kind === 'local'
        ? createLocalStorage(path.join(localRoot, 'media'))
        : createS3Storage({ ...s3Options(), prefix: 'contract' });
  });

  it('puts, gets, checks, lists by prefix and deletes', async () => {
    const a = Buffer.from('first file');
    await storage.put('articles/a.jpg', a, 'image/jpeg');
    await storage.put('articles/b.png', Buffer.from('second'), 'image/png');
    await storage.put('other/c.webp', Buffer.from('third'), 'image/webp');
    expect((await storage.get('articles/a.jpg'))?.equals(a)).toBe(true);
    expect(await storage.exists('articles/a.jpg')).toBe(true);
    expect(await storage.list('articles/')).toEqual(['articles/a.jpg', 'articles/b.png']);
    expect(await storage.list()).toEqual(['articles/a.jpg', 'articles/b.png', 'other/c.webp']);

    await storage.put('articles/a.jpg', Buffer.from('replaced'), 'image/jpeg');
    expect(String(await storage.get('articles/a.jpg'))).toBe('replaced');

    await storage.delete('articles/a.jpg');
    expect(await storage.exists('articles/a.jpg')).toBe(false);
    expect(await storage.get('articles/a.jpg')).toBeUndefined();
    await storage.delete('articles/never-existed.jpg');
    await storage.delete('articles/b.png');
    await storage.delete('other/c.webp');
    expect(await storage.list()).toEqual([]);
  });

  it('refuses keys that could leave the storage root', async () => {
    for (const key of [
      '../escape.jpg',
      'articles/../../x.jpg',
      '/etc/passwd',
      'a//b.jpg',
      '',
      'Articles/X.JPG',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(
        /Unsafe storage key/,
      );
      await expect(storage.get(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Unsafe storage key/);
    }
    if (kind === 'local') expect(fs.existsSync(path.join(localRoot, 'escape.jpg'))).toBe(false);
  });
});

describe('S3 specifics', () => {
  it('stores the content type with the object and keeps prefixes apart', async () => {
    const one = createS3Storage({ ...s3Options(), prefix: 'site-one' });
    const two = createS3Storage({ ...s3Options(), prefix: 'site-two' });
    await one.put('articles/p.png', Buffer.from('png bytes'), 'image/png');
    const head = await one.client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: 'site-one/articles/p.png' }),
    );
    expect(head.ContentType).toBe('image/png');
    expect(await two.list()).toEqual([]);
    expect(await two.exists('articles/p.png')).toBe(false);
    await one.delete('articles/p.png');
    one.client.destroy();
    two.client.destroy();
  });

  it('reports an unreachable endpoint as an error rather than as a missing file', async () => {
    const down = createS3Storage({ ...s3Options(), endpoint: 'http://127.0.0.1:9' });
    await expect(down.get('articles/x.jpg')).rejects.toThrow();
    await expect(down.exists('articles/x.jpg')).rejects.toThrow();
    down.client.destroy();
  });
});

describe('storage selection', () => {
  it('uses DATA_DIR/media by default and S3 when S3_BUCKET is set', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-config-'));
    expect(storageFromConfig(loadConfig({ DATA_DIR: dataDir })).kind).toBe('local');
    const chosen = storageFromConfig(loadConfig({ DATA_DIR: dataDir, ...s3.env }));
    expect(chosen.kind).toBe('s3');
    (chosen as ReturnType<typeof createS3Storage>).client.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
