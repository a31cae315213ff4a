import { describe, expect, it } from 'vitest';
import { routeChunks, type BuildManifest } from './route-chunks.js';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react.js', '_shared.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_shared.js': { file: 'assets/shared-3.js', imports: ['_react.js'] },
  'src/routes/home.tsx': { file: 'assets/home-4.js', imports: ['_card.js', 'index.html', '_react.js'] },
  '_card.js': { file: 'assets/card-5.js', imports: ['_stars.js', '_shared.js'] },
  '_stars.js': { file: 'assets/stars-6.js', imports: ['_card.js'] },
};

describe('routeChunks', () => {
  it('lists the route chunk and its static imports that index.html does not load already', () => {
    expect(routeChunks(manifest, 'src/routes/home.tsx')).toEqual([
      '/assets/home-4.js',
      '/assets/card-5.js',
      '/assets/stars-6.js',
    ]);
  });

  it('gives nothing for a module the build does not know', () => {
    expect(routeChunks(manifest, 'src/routes/missing.tsx')).toEqual([]);
    expect(routeChunks({}, 'src/routes/home.tsx')).toEqual([]);
  });
});
