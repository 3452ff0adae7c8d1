// Prints how many API tests ran on each database, so CI shows the Postgres suite really ran.
import type { Reporter, TestModule } from 'vitest/node';

export default class DatabaseCountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = new Map<string, { passed: number; failed: number; skipped: number }>();
    for (const mod of testModules) {
      const name = mod.project.name;
      if (!name.startsWith('api-')) continue;
      const c = counts.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
      for (const t of mod.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') c.passed++;
        else if (state === 'failed') c.failed++;
        else c.skipped++;
      }
      counts.set(name, c);
    }
    for (const [name, c] of counts) {
      console.info(
        `API tests on ${name.slice(4)}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`,
      );
    }
  }
}
