/**
 * Asks GET <url> one request at a time, one every <intervalMs> (a load balancer's health check), each
 * on a new connection and given up after <timeoutMs>, until the parent sends "stop"; then reports
 * { probes, failures, maxMs, medianMs } and exits. Its own process, so the load generator's busy event
 * loop does not count in the times. Usage: node health-probe.mjs <url> <intervalMs> <timeoutMs>
 */
import { get } from 'node:http';

const [url, intervalMs, timeoutMs] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const times = [];
let failures = 0;
let stopping = false;

function probe() {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) failures++;
        resolve(performance.now() - started);
      });
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => {
      failures++;
      resolve(performance.now() - started);
    });
  });
}

process.on('message', () => {
  stopping = true;
});

while (!stopping) {
  const started = performance.now();
  times.push(await probe());
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, intervalMs - (performance.now() - started))));
}
const sorted = times.toSorted((a, b) => a - b);
process.send(
  {
    probes: times.length,
    failures,
    maxMs: Math.round(sorted.at(-1) ?? 0),
    medianMs: Math.round(sorted[Math.floor((sorted.length - 1) / 2)] ?? 0),
  },
  () => process.exit(0),
);
