// Media under DATA_DIR/media. Writes go to a temp file and are renamed, so a crash leaves no half file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { filesUnder } from './files-under.ts';
import { assertSafeKey, type Storage } from './storage.ts';
import { removeStaleTempFiles } from './temp-files.ts';

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        await fs.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    async list(prefix = '') {
      const out: string[] = [];
      for await (const { entry, key } of filesUnder(root))
        if (!entry.name.endsWith('.tmp') && key.startsWith(prefix)) out.push(key);
      return out.sort();
    },
    removeStaleTemp: (olderThan) => removeStaleTempFiles(root, olderThan),
  };
}
