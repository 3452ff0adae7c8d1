// Secrets generated on first start and kept in DATA_DIR, so restarts keep sessions valid.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
