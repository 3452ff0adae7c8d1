// Browser tests that change site-wide content (the alert, home events, vacancies) and tests that expect the
// fresh install's content take this lock, so the phone and desktop runs never see each other's changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = path.join(os.tmpdir(), `campus-e2e-site-lock-${process.env.E2E_PORT ?? '3123'}`);

export async function withSiteLock<T>(fn: () => Promise<T>, timeoutMs = 120_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      break;
    } catch {
      // A lock left by a run that was killed is taken over after its holder's time is up.
      const age = Date.now() - (fs.statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > timeoutMs) fs.rmSync(dir, { recursive: true, force: true });
      if (Date.now() > until) throw new Error('site content lock not free');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
