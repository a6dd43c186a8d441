import { describe, expect, it } from 'vitest';
import { firstViewChunks, firstViewModules, type ClientManifest } from './first-view-preloads';

const manifest: ClientManifest = {
  '_app.js': { file: 'assets/app-1.js' },
  '_dialog.js': { file: 'assets/dialog-1.js', imports: ['_app.js'] },
  'src/client/app/signed-in-layout.tsx': {
    file: 'assets/signed-in-layout-1.js',
    imports: ['_app.js', '_dialog.js'],
  },
  'src/client/features/providers/providers-page.tsx': {
    file: 'assets/providers-page-1.js',
    imports: ['_app.js', '_dialog.js'],
  },
  'src/client/app/query-layer.tsx': { file: 'assets/query-layer-1.js', imports: ['_app.js'] },
  'src/client/features/providers/map/provider-map.tsx': {
    file: 'assets/provider-map-1.js',
    imports: ['src/client/features/providers/providers-page.tsx'],
    css: ['assets/provider-map-1.css'],
  },
};

describe('the first view of a signed-in page', () => {
  it('loads the layout, the page, their words and query cache, and the map on /home unless the list is asked for', () => {
    const layoutAndPage = [
      'src/client/app/signed-in-layout.tsx',
      'src/client/features/providers/providers-page.tsx',
      'src/client/i18n/catalog-en.ts',
      'src/client/app/query-layer.tsx',
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
      'src/client/app/query-layer.tsx',
    ]);
    expect(firstViewModules('/sign-in')).toEqual([]);
    expect(firstViewModules('/provider-reply/abc')).toEqual([]);
  });

  it('names each chunk once, with what it imports, and the styles apart', () => {
    expect(firstViewChunks(manifest, firstViewModules('/home'))).toEqual({
      scripts: [
        '/assets/signed-in-layout-1.js',
        '/assets/app-1.js',
        '/assets/dialog-1.js',
        '/assets/providers-page-1.js',
        '/assets/query-layer-1.js',
        '/assets/provider-map-1.js',
      ],
      styles: ['/assets/provider-map-1.css'],
    });
  });
});
