// Background load for the "latest during sign-in bursts" scenario (bench/scenarios.ts): 100 sign-ins with wrong
// passwords at once, for e-mails never tried before (each reaches the password check), again and again until
// it is killed. A child process, because the bench runs wrk synchronously. Prints what the bursts got back
// when it is stopped. Usage: node bench/sign-in-burst.ts <app url>
export {};

const [app] = process.argv.slice(2);
if (app) {
  const statuses = new Map<number, number>();
  process.on('SIGTERM', () => {
    const seen = [...statuses].map(([s, n]) => `${n}×${s}`).join(', ');
    console.error(`  sign-in bursts answered: ${seen || 'nothing yet'}`);
    process.exit(0);
  });
  for (let round = 0; ; round++) {
    await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const res = await fetch(`${app}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: `burst-${process.pid}-${round}-${i}@bench.test`,
            password: 'Wrong-pass1',
          }),
        }).catch(() => undefined);
        const status = res?.status ?? 0;
        await res?.arrayBuffer();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
  }
}
