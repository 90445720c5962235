// Where the time of one wait in the browser goes, from the page's own requests (Playwright's
// request.timing()): fetching code (scripts asked for inside the wait), the API's answers (the /graphql
// requests inside it, less what overlaps a script), and the rest — evaluating code, timers, rendering.
// "render" is the part of the rest after the wait's last API answer arrived.
import path from 'node:path';

/** Records every finished request of a page with its start and end (ms since the epoch, as Date.now()). */
export function recordRequests(page) {
  const requests = [];
  page.on('requestfinished', (request) => {
    const timing = request.timing();
    if (!(timing.startTime > 0) || !(timing.responseEnd >= 0)) return;
    requests.push({
      kind: request.resourceType() === 'script' ? 'code' : new URL(request.url()).pathname.endsWith('/graphql') ? 'api' : 'other',
      operation: operationOf(request),
      name: path.basename(new URL(request.url()).pathname),
      start: timing.startTime,
      end: timing.startTime + timing.responseEnd,
    });
  });
  return requests;
}

function operationOf(request) {
  try {
    return JSON.parse(request.postData() ?? 'null')?.operationName ?? null;
  } catch {
    return null;
  }
}

/** Merged intervals clipped to [from, to], and their total length. */
function covered(intervals, from, to) {
  const clipped = intervals
    .map(({ start, end }) => [Math.max(start, from), Math.min(end, to)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const [start, end] of clipped) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

const lengthOf = (merged) => merged.reduce((sum, [start, end]) => sum + end - start, 0);

/** The wait [from, to] split into code, request, render and other (ms, summing to the whole). */
export function splitWait(requests, from, to) {
  const inWait = requests.filter((request) => request.start < to && request.end > from);
  const code = covered(inWait.filter((request) => request.kind === 'code'), from, to);
  const api = covered(inWait.filter((request) => request.kind === 'api'), from, to);
  const codeMs = lengthOf(code);
  const requestMs = lengthOf(covered([...code, ...api].map(([start, end]) => ({ start, end })), from, to)) - codeMs;
  const lastAnswer = Math.max(from, ...inWait.filter((request) => request.kind === 'api' && request.end <= to).map((request) => request.end));
  const afterLastAnswer = to - lastAnswer;
  const busyAfter = lengthOf(covered([...code, ...api].map(([start, end]) => ({ start, end })), lastAnswer, to));
  const renderMs = afterLastAnswer - busyAfter;
  const total = to - from;
  return {
    total,
    code: Math.round(codeMs),
    request: Math.round(requestMs),
    render: Math.round(renderMs),
    other: Math.round(total - codeMs - requestMs - renderMs),
    scripts: inWait.filter((request) => request.kind === 'code' && request.start >= from).length,
    timeline: [
      ...inWait.map((request) => `${request.kind} ${request.operation ?? request.name} ${Math.round(request.start - from)}–${Math.round(request.end - from)}`),
      `shown ${Math.round(total)}`,
    ].join(', '),
    apiCalls: inWait.filter((request) => request.kind === 'api').map((request) => request.operation ?? '?'),
  };
}
