import { relative } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface SpecTime {
  tests: number;
  /** The tests' own times added up (retries included): what the file costs the workers. */
  summed: number;
  /** First start and last end of any of its tests: how long the file held the run. */
  start: number;
  end: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** How many of the slowest single tests the summary names. */
const SLOWEST_TESTS = 15;

/**
 * Prints, at the end of a run, each spec file's summed test time and wall-clock span, slowest first,
 * and the run's total (issue 21: the slowest spec files must be visible as the suite grows); then the
 * slowest single tests, where a spec file's time comes from.
 */
export default class SpecTimeReporter implements Reporter {
  private readonly specs = new Map<string, SpecTime>();
  private readonly tests: Array<{ title: string; duration: number }> = [];
  private rootDir = '';
  private begun = Date.now();

  onBegin(config: FullConfig): void {
    this.rootDir = config.rootDir;
    this.begun = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(this.rootDir, test.location.file);
    const start = result.startTime.getTime();
    const spec = this.specs.get(file) ?? { tests: 0, summed: 0, start, end: start };
    spec.tests++;
    spec.summed += result.duration;
    spec.start = Math.min(spec.start, start);
    spec.end = Math.max(spec.end, start + result.duration);
    this.specs.set(file, spec);
    const title = `${file}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`;
    this.tests.push({
      title: result.retry ? `${title} (retry ${result.retry})` : title,
      duration: result.duration,
    });
  }

  onEnd(): void {
    const rows = [...this.specs].sort(([, a], [, b]) => b.summed - a.summed);
    if (rows.length == 0) return;
    const width = Math.max(...rows.map(([file]) => file.length));
    console.log('\nTime per spec file (summed test time, wall-clock span), slowest first:');
    for (const [file, spec] of rows)
      console.log(
        `  ${file.padEnd(width)}  ${seconds(spec.summed).padStart(9)}  ${seconds(spec.end - spec.start).padStart(9)}  ${spec.tests} tests`,
      );
    const summed = rows.reduce((sum, [, spec]) => sum + spec.summed, 0);
    console.log(
      `  ${'total'.padEnd(width)}  ${seconds(summed).padStart(9)}  ${seconds(Date.now() - this.begun).padStart(9)}`,
    );
    console.log(`\nThe ${SLOWEST_TESTS} slowest tests:`);
    for (const { title, duration } of this.tests
      .sort((a, b) => b.duration - a.duration)
      .slice(0, SLOWEST_TESTS))
      console.log(`  ${seconds(duration).padStart(8)}  ${title}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
