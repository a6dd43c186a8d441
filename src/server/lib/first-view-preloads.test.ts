import { describe, expect, it } from 'vitest';
import {
  firstViewChunks,
  firstViewModules,
  scriptPreloadTags,
  stylePreloadTags,
  tilePreconnectTags,
  type ClientManifest,
} from './first-view-preloads';

const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_app.js'] },
  '_app.js': { file: 'assets/app-1.js' },
  '_dialog.js': { file: 'assets/dialog-1.js', imports: ['_app.js'] },
  'src/client/app/signed-in-layout.tsx': {
    file: 'assets/signed-in-layout-1.js',
    imports: ['index.html', '_dialog.js'],
  },
  'src/client/features/providers/providers-page.tsx': {
    file: 'assets/providers-page-1.js',
    imports: ['index.html', '_dialog.js'],
  },
  'src/client/features/providers/map/provider-map.tsx': {
    file: 'assets/provider-map-1.js',
    imports: ['src/client/features/providers/providers-page.tsx'],
    css: ['assets/provider-map-1.css'],
  },
};

describe('the first view of a signed-in page', () => {
  it('needs the layout, the page and their words, where the search starts and the map on /home unless the list is asked for', () => {
    const layoutAndPage = [
      'src/client/app/signed-in-layout.tsx',
      'src/client/features/providers/providers-page.tsx',
      'src/client/i18n/catalog-en.ts',
      'src/client/app/first-view-seed.ts',
      'src/client/app/profile-search-address.ts',
    ];
    expect(firstViewModules('/home?tab=list&service=x')).toEqual(layoutAndPage);
    expect(firstViewModules('/home')).toEqual([
      ...layoutAndPage,
      'src/client/features/providers/map/provider-map.tsx',
    ]);
    expect(firstViewModules('/profile')).toEqual([
      'src/client/app/signed-in-layout.tsx',
      'src/client/features/profile/profile-page.tsx',
      'src/client/i18n/catalog-en.ts',
      'src/client/app/first-view-seed.ts',
    ]);
    expect(firstViewModules('/sign-in')).toEqual([]);
    expect(firstViewModules('/provider-reply/abc')).toEqual([]);
  });

  it('preloads each chunk once, leaving out what index.html loads, and only preloads styles', () => {
    const chunks = firstViewChunks(manifest, firstViewModules('/home'));
    expect(chunks).toEqual({
      scripts: [
        '/assets/signed-in-layout-1.js',
        '/assets/dialog-1.js',
        '/assets/providers-page-1.js',
        '/assets/provider-map-1.js',
      ],
      styles: ['/assets/provider-map-1.css'],
    });
    expect(scriptPreloadTags(chunks.scripts.slice(0, 1))).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/signed-in-layout-1.js">',
    );
    expect(stylePreloadTags(chunks.styles)).toBe(
      '<link rel="preload" as="style" crossorigin href="/assets/provider-map-1.css">',
    );
  });
});

describe('connecting early to the tile server', () => {
  it('names each origin a tile template reaches, one per subdomain', () => {
    expect(tilePreconnectTags('https://{s}.tiles.example.org/{z}/{x}/{y}.png')).toBe(
      '<link rel="preconnect" href="https://a.tiles.example.org">' +
        '<link rel="preconnect" href="https://b.tiles.example.org">' +
        '<link rel="preconnect" href="https://c.tiles.example.org">',
    );
    expect(tilePreconnectTags('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      '<link rel="preconnect" href="https://tile.openstreetmap.org">',
    );
  });

  it('names nothing for a template that is not a URL', () => {
    expect(tilePreconnectTags('{z}/{x}/{y}.png')).toBe('');
  });
});
