import { writeFileSync } from 'node:fs';
import type { Profiler } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A CPU profile's top functions by self time, and the profile written to the OS temp folder
 * (`name`.cpuprofile) for a closer look. The profiler's own start and stop are sampled too; they
 * are left out.
 */
export function profileSummary(profile: Profiler.Profile, name: string, top: number) {
  const selfMs = new Map<string, number>();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const label = (node: Profiler.ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').slice(-2).join('/');
    return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
  };
  const deltas = profile.timeDeltas ?? [];
  let total = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const node = nodes.get(id)!;
    if (node.callFrame.url.startsWith('node:inspector')) return;
    const ms = (deltas[i] ?? 0) / 1000;
    total += ms;
    const key = label(node);
    selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
  });
  const profileFile = join(tmpdir(), `${name}.cpuprofile`);
  writeFileSync(profileFile, JSON.stringify(profile));
  return {
    profileFile,
    sampledMs: Math.round(total),
    topSelfTime: [...selfMs.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([fn, ms]) => ({ fn, ms: Math.round(ms), share: Math.round((ms / total) * 1000) / 10 })),
  };
}
