/**
 * `npm test`: every check of the README's one command, run side by side where nothing orders them,
 * with each phase's time printed at the end so the next engineer sees where the time goes.
 *
 * @remarks A phase starts once the phases it needs have passed. Its output is shown as one block when
 * it ends (a live phase streams it instead, line by line), so parallel phases never interleave
 * mid-line. The first failure ends the run: the other phases are stopped, the failed one's output is
 * the last block above the table, and the exit code is 1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';

interface Phase {
  name: string;
  command: string;
  /** Phases that must pass first. */
  needs?: string[];
  /** Streams its output as it comes (the long e2e run, so its progress shows). */
  live?: boolean;
}

/**
 * The units (vitest) wait for the build, as e2e and the size budgets do: the demo host they use
 * serves dist/ when it exists, and must not meet a half-written one. Typecheck, ESLint and Prettier
 * need nothing. e2e starts as soon as the bundle is built:
 * its cells wait on timers and the network in part, and the single-threaded checks beside it use CPU
 * that one phase after another would leave idle.
 */
const PHASES: Phase[] = [
  { name: 'build', command: 'vite build && vite build --mode embed' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'eslint', command: 'eslint .' },
  { name: 'prettier', command: 'prettier --check .' },
  { name: 'size', command: 'tsx bench/size-budget.ts', needs: ['build'] },
  { name: 'unit', command: 'vitest run', needs: ['build'] },
  {
    name: 'e2e',
    command: 'node e2e/ensure-chromium.mjs && playwright test',
    needs: ['build'],
    live: true,
  },
];

interface Run {
  phase: Phase;
  child: ChildProcess;
  start: number;
  end?: number;
  code?: number | null;
}

const began = Date.now();
const cpuAtStart = cpuTimes();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const runs = new Map<string, Run>();
let failed: Run | undefined;

function start(phase: Phase): Run {
  // Its own process group, so stopping it stops what it started (vitest's workers, Chromium).
  const child = spawn(phase.command, {
    shell: true,
    detached: true,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
  });
  const run: Run = { phase, child, start: Date.now() };
  const chunks: Buffer[] = [];
  let partial = '';
  const take = (chunk: Buffer) => {
    if (!phase.live) return void chunks.push(chunk);
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`${line}\n`);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  child.on('close', (code) => {
    run.end = Date.now();
    run.code = code;
    if (partial) process.stdout.write(`${partial}\n`);
    // A phase stopped because another failed shows no output: the failure stays the last block.
    const stopped = code !== 0 && failed !== undefined;
    const output = stopped ? '' : Buffer.concat(chunks).toString().trimEnd();
    const mark = code === 0 ? '✓' : stopped ? 'stopped' : '✗';
    process.stdout.write(`\n── ${phase.name} ${mark} ${seconds(run.end - run.start)}\n`);
    if (output) process.stdout.write(`${output}\n`);
    if (code !== 0 && !failed) {
      failed = run;
      for (const other of runs.values()) if (other.end === undefined) stop(other);
    }
    schedule();
  });
  runs.set(phase.name, run);
  return run;
}

function stop(run: Run) {
  try {
    // SIGINT, as Ctrl-C: Playwright then stops the demo server it started in a process group of its
    // own, which a SIGTERM to this group left running on the e2e port.
    if (run.child.pid !== undefined) process.kill(-run.child.pid, 'SIGINT');
  } catch {
    // Already gone.
  }
}

function schedule() {
  if (!failed)
    for (const phase of PHASES) {
      const ready = (phase.needs ?? []).every((name) => runs.get(name)?.code === 0);
      if (!runs.has(phase.name) && ready) start(phase);
    }
  if ([...runs.values()].some((run) => run.end === undefined)) return;
  if (!failed && runs.size < PHASES.length) return;
  report();
}

function report() {
  const width = Math.max(...PHASES.map((phase) => phase.name.length));
  console.info('\nnpm test, phase by phase (start → end after the beginning, own time):');
  for (const phase of PHASES) {
    const run = runs.get(phase.name);
    if (!run) {
      console.info(`  ${phase.name.padEnd(width)}  not run`);
      continue;
    }
    const status = run.code === 0 ? 'passed' : run == failed ? 'FAILED' : 'stopped';
    const end = run.end ?? Date.now();
    console.info(
      `  ${phase.name.padEnd(width)}  ${seconds(run.start - began).padStart(8)} → ${seconds(end - began).padStart(8)}  ${seconds(end - run.start).padStart(8)}  ${status}`,
    );
  }
  console.info(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - began).padStart(8)}`);
  const cpu = cpuTimes();
  const busy = 1 - (cpu.idle - cpuAtStart.idle) / (cpu.total - cpuAtStart.total);
  // Near 100 % the run is bound by CPU: only fewer or cheaper tests shorten it, not more workers.
  console.info(
    `  the machine's CPU was ${Math.round(busy * 100)} % busy on ${cpus().length} cores (all processes)`,
  );
  if (failed) console.info(`\n${failed.phase.name} failed: its output is above.`);
  process.exitCode = failed ? 1 : 0;
}

/** The machine's CPU time so far, all cores and processes, in ms. */
function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const run of runs.values()) if (run.end === undefined) stop(run);
    process.exit(130);
  });

schedule();
