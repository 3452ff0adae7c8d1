// Walks a folder tree of local storage: media keys (local-storage.ts) and temp files (temp-files.ts).
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FoundFile {
  entry: Dirent;
  /** The file's path. */
  full: string;
  /** Its path below the root, with '/' between folders. */
  key: string;
}

/** Every entry below `root` that is not a folder, depth first; a folder that cannot be read is skipped. */
export async function* filesUnder(root: string): AsyncGenerator<FoundFile> {
  yield* walk(root, '');
}

async function* walk(dir: string, rel: string): AsyncGenerator<FoundFile> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const key = rel ? `${rel}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, key);
    else yield { entry, full, key };
  }
}
