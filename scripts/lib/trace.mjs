/**
 * Where a page's main-thread time goes, from a Chromium performance trace (the DevTools Performance
 * panel's categories, with V8's sampling profiler): the long tasks (over 50 ms, as Lighthouse and the
 * Long Tasks API count them) of a window of the page's life, and who owns each one — the renderer's own
 * work (style, layout, paint, parse, GC) and the script by source, mapped through the build's source maps
 * to the package or the portal's own folder it came from.
 *
 * CPU-independent evidence for a change: the number of long tasks and their owners move much less with the
 * machine's load than wall times do.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
];

const LONG_TASK_MS = 50;

/** The renderer main thread of the page: the CrRendererMain whose process committed `urlPart`. */
function mainThread(events, urlPart) {
  const names = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const candidates = names.map((event) => ({ pid: event.pid, tid: event.tid }));
  let best = null;
  let most = -1;
  for (const candidate of candidates) {
    const tasks = events.filter((event) => event.pid === candidate.pid && event.tid === candidate.tid && event.ph === 'X');
    const committed = events.some((event) => event.pid === candidate.pid && JSON.stringify(event.args?.data ?? {}).includes(urlPart));
    const score = tasks.length + (committed ? 1e9 : 0);
    if (score > most) {
      most = score;
      best = candidate;
    }
  }
  return best;
}

/** Every sample of V8's profiler on `thread`: { ts (µs), stack: callFrames leaf first }. */
function samplesOf(events, thread) {
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const event of events) {
    if (event.pid !== thread.pid) continue;
    if (event.name === 'Profile' && event.tid === thread.tid) profiles.set(event.id, { ts: event.args.data.startTime });
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(event.id);
    if (!profile) continue;
    const data = event.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(`${event.id}:${node.id}`, { ...node, key: `${event.id}:${node.id}` });
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, index) => {
      profile.ts += deltas[index] ?? 0;
      samples.push({ ts: profile.ts, node: `${event.id}:${id}`, profile: event.id });
    });
  }
  const parents = new Map();
  for (const node of nodes.values()) for (const child of node.children ?? []) parents.set(`${node.key.split(':')[0]}:${child}`, node.key);
  for (const node of nodes.values()) if (node.parent !== undefined) parents.set(node.key, `${node.key.split(':')[0]}:${node.parent}`);
  return samples
    .sort((a, b) => a.ts - b.ts)
    .map((sample, index, all) => {
      const stack = [];
      for (let key = sample.node; key; key = parents.get(key)) {
        const node = nodes.get(key);
        if (node) stack.push(node.callFrame);
      }
      const next = all[index + 1];
      return { ts: sample.ts, dur: next ? Math.min(next.ts - sample.ts, 2000) : 0, stack };
    });
}

/** Maps a built chunk's (line, column) to its source through the chunk's .map beside it, when there is one. */
async function sourceMapper(distDir) {
  let TraceMap;
  let originalPositionFor;
  try {
    ({ TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping'));
  } catch {
    return () => null;
  }
  const maps = new Map();
  return (url, line, column) => {
    if (!distDir || !url) return null;
    const file = path.join(distDir, new URL(url).pathname);
    if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
    const map = maps.get(file);
    if (!map) return null;
    try {
      // The profiler's lines are 0-based; a source map's are 1-based.
      return originalPositionFor(map, { line: line + 1, column: Math.max(0, column) })?.source ?? null;
    } catch {
      return null;
    }
  };
}

/** The owner of a source path: a package (antd, rc-table, react-dom, msw…) or the portal's folder (src/mocks, src/features/order…). */
function ownerOfSource(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = source.indexOf('src/');
  if (src >= 0) {
    const parts = source.slice(src).split('/');
    return parts
      .slice(0, parts[1] === 'mocks' || parts[1] === 'app' ? 2 : 3)
      .join('/')
      .replace(/\.tsx?$/, '');
  }
  return source;
}

/**
 * Summarises the long tasks of `thread` between `from` and `to` (trace µs; all when omitted): each with its
 * start (ms after `from`), duration and the five largest owners of its time.
 */
export async function summariseTrace(traceJson, { urlPart = '127.0.0.1', distDir, from, to } = {}) {
  const events = (typeof traceJson === 'string' ? JSON.parse(traceJson) : traceJson).traceEvents;
  const thread = mainThread(events, urlPart);
  if (!thread) return { tasks: [], total: {} };
  const mapSource = await sourceMapper(distDir);
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X');
  const start = from ?? Math.min(...onThread.map((event) => event.ts));
  const end = to ?? Math.max(...onThread.map((event) => event.ts + (event.dur ?? 0)));
  const runs = onThread.filter(
    (event) =>
      (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') && event.ts + event.dur >= start && event.ts <= end,
  );
  // Chromium nests one task event in another (RunTask inside ThreadControllerImpl::RunTask): the outermost counts.
  const topLevel = runs.filter(
    (event) =>
      !runs.some(
        (other) =>
          other !== event &&
          other.ts <= event.ts &&
          other.ts + other.dur >= event.ts + event.dur &&
          (other.ts < event.ts || other.dur > event.dur || other.name === 'ThreadControllerImpl::RunTask'),
      ),
  );
  const samples = samplesOf(events, thread);
  const files = {};
  const ownerOfFrame = (frame, ms) => {
    if (!frame.url) return frame.functionName ? `(${frame.functionName.replace(/[()]/g, '')})` : '(native)';
    const source = mapSource(frame.url, frame.lineNumber, frame.columnNumber) ?? path.basename(new URL(frame.url).pathname);
    const file = `${source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')} ${frame.functionName || '(anonymous)'}`;
    files[file] = (files[file] ?? 0) + ms;
    return ownerOfSource(source);
  };
  // The renderer's own work, named by the trace's events (they hold no script samples).
  const RENDERER = {
    UpdateLayoutTree: 'style',
    RecalculateStyles: 'style',
    Layout: 'layout',
    Paint: 'paint',
    PrePaint: 'paint',
    Layerize: 'paint',
    ParseHTML: 'parse HTML',
    ParseAuthorStyleSheet: 'parse CSS',
    MajorGC: 'GC',
    MinorGC: 'GC',
    'V8.GC_SCAVENGER': 'GC',
    'v8.compile': 'compile',
    'V8.CompileCode': 'compile',
    'v8.compileModule': 'compile',
    HitTest: 'hit test',
  };
  const rendererEvents = onThread.filter((event) => RENDERER[event.name]);
  const tasks = [];
  const total = {};
  let totalMs = 0;
  // The thread's own CPU time (`tdur`): without the time the thread waited for a core on a loaded machine —
  // the figure to compare builds by when the machine is shared. Chromium's CPU throttle is not left out of
  // it (its pauses count as the thread's time, roughly the rate times the work): compare traces taken at 1×.
  let cpuMs = 0;
  const cpu = {};
  for (const task of topLevel) {
    const ms = task.dur / 1000;
    totalMs += ms;
    cpuMs += (task.tdur ?? task.dur) / 1000;
    const owners = {};
    const add = (owner, value) => {
      owners[owner] = (owners[owner] ?? 0) + value;
    };
    let scriptMs = 0;
    const filesBefore = { ...files };
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > task.ts + task.dur) continue;
      const leaf = sample.stack[0];
      if (!leaf || ['(idle)', '(program)'].includes(leaf.functionName)) continue;
      if (leaf.functionName === '(garbage collector)') {
        add('GC', sample.dur / 1000);
        scriptMs += sample.dur / 1000;
        continue;
      }
      // The first frame with a source owns the sample: a builtin (Array.map, JSON.parse) is its caller's time.
      const frame = sample.stack.find((candidate) => candidate.url) ?? leaf;
      add(ownerOfFrame(frame, sample.dur / 1000), sample.dur / 1000);
      scriptMs += sample.dur / 1000;
    }
    // Style, layout and paint are outside script: counted from the trace's own events (outermost only).
    let renderMs = 0;
    const inside = rendererEvents.filter((event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
    const outermost = inside.filter(
      (event) =>
        !inside.some(
          (other) =>
            other !== event &&
            other.ts <= event.ts &&
            other.ts + other.dur >= event.ts + event.dur &&
            RENDERER[other.name] === RENDERER[event.name],
        ),
    );
    for (const event of outermost) {
      if (['compile', 'GC'].includes(RENDERER[event.name])) continue; // already in the samples
      cpu[RENDERER[event.name]] = (cpu[RENDERER[event.name]] ?? 0) + (event.tdur ?? event.dur) / 1000;
      add(RENDERER[event.name], event.dur / 1000);
      renderMs += event.dur / 1000;
    }
    // What neither samples nor events cover (the CPU throttle's pauses among it) is shared out in proportion.
    const covered = scriptMs + renderMs;
    if (covered > 0) for (const owner of Object.keys(owners)) owners[owner] *= ms / covered;
    for (const [owner, value] of Object.entries(owners)) total[owner] = (total[owner] ?? 0) + value;
    if (ms >= LONG_TASK_MS) {
      tasks.push({
        at: (task.ts - start) / 1000,
        ms,
        owners: Object.entries(owners)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6),
      });
    }
  }
  const functions = Object.entries(files).sort((a, b) => b[1] - a[1]);
  return {
    tasks,
    total: Object.entries(total).sort((a, b) => b[1] - a[1]),
    functions,
    totalMs,
    cpuMs,
    rendererCpu: Object.entries(cpu).sort((a, b) => b[1] - a[1]),
    windowMs: (end - start) / 1000,
  };
}

/** Prints a summary of summariseTrace(). */
export function printTraceSummary(label, summary) {
  const fmt = (owners) => owners.map(([owner, ms]) => `${owner} ${ms.toFixed(0)}`).join(', ');
  console.log(
    `\n${label}: main thread busy ${summary.totalMs?.toFixed(0)} ms of a ${summary.windowMs?.toFixed(0)} ms window; ${summary.tasks.length} long task(s) ≥ ${LONG_TASK_MS} ms (${summary.tasks.reduce((sum, task) => sum + task.ms, 0).toFixed(0)} ms)`,
  );
  for (const task of summary.tasks) console.log(`  at +${task.at.toFixed(0)} ms, ${task.ms.toFixed(0)} ms: ${fmt(task.owners)}`);
  if (summary.cpuMs !== undefined)
    console.log(
      `  main thread's own CPU time (thread time; the throttle's pauses count in it): ${summary.cpuMs.toFixed(0)} ms; of it the renderer's: ${fmt(summary.rendererCpu ?? [])}`,
    );
  console.log(`  all tasks of the window by owner (ms): ${fmt(summary.total.slice(0, 14))}`);
  console.log(`  script by function (sampled ms, unscaled): ${fmt(summary.functions.slice(0, 12))}`);
}

/** The trace's clock (µs) at a mark the page made (performance.mark). */
export function markAt(traceJson, name) {
  const events = (typeof traceJson === 'string' ? JSON.parse(traceJson) : traceJson).traceEvents;
  return events.find((event) => event.name === name && event.cat?.includes('blink.user_timing'))?.ts;
}

// `node scripts/lib/trace.mjs trace.json [--dist dist-dir] [--from mark] [--to mark]`: a kept trace again.
if (import.meta.url === `file://${process.argv[1]}`) {
  const value = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const json = JSON.parse(readFileSync(process.argv[2], 'utf8'));
  const from = value('--from') && markAt(json, value('--from'));
  const to = value('--to') && markAt(json, value('--to'));
  printTraceSummary(process.argv[2], await summariseTrace(json, { distDir: value('--dist'), from, to }));
}
