import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The systemd unit and Caddyfile of docs/deploy/ (docs/deployment.md): checked with the real
// tools where the machine has them, and against what `npm run serve` and the server expect.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const unitFile = `${root}docs/deploy/pasal.service`;
const caddyFile = `${root}docs/deploy/Caddyfile`;

function has(tool: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
}

describe('docs/deploy', () => {
  it.skipIf(!has('systemd-analyze'))('pasal.service passes systemd-analyze verify without a warning', () => {
    // verify exits 0 on settings it cannot parse (it ignores them with a message), so the output counts.
    const result = spawnSync('systemd-analyze', ['verify', unitFile], { encoding: 'utf8' });
    const messages = `${result.stdout}${result.stderr}`
      .split('\n')
      .filter((line) => line.includes('pasal.service') && !/Failed to resolve (user|group)|No such file/.test(line));
    expect(messages).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('pasal.service runs what `npm run serve` runs, and stops gracefully', () => {
    const unit = readFileSync(unitFile, 'utf8');
    const serve = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> })
      .scripts.serve;
    const nodeArgs = serve?.replace(/^NODE_ENV=production node /, '');
    expect(unit).toContain(`ExecStart=/usr/bin/node ${nodeArgs}`);
    expect(unit).toMatch(/^Environment=NODE_ENV=production$/m);
    expect(unit).toMatch(/^KillMode=mixed$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
  });

  it.skipIf(!has('caddy'))('Caddyfile passes caddy validate', () => {
    execFileSync('caddy', ['validate', '--adapter', 'caddyfile', '--config', caddyFile], { stdio: 'pipe' });
  });

  it('Caddyfile is balanced, proxies to the shop with the readiness probe and hides /metrics', () => {
    const text = readFileSync(caddyFile, 'utf8');
    const code = text
      .split('\n')
      .map((line) => line.replace(/(^|\s)#.*$/, ''))
      .join('\n');
    let depth = 0;
    for (const char of code) {
      if (char === '{') depth++;
      if (char === '}') depth--;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
    expect(code).toMatch(/reverse_proxy 127\.0\.0\.1:3000 \{[^}]*health_uri \/readyz/);
    expect(code).toMatch(/@metrics path \/metrics\s+respond @metrics 404/);
  });
});
