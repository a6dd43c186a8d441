import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, showLanguage } from '@client/i18n/i18n';
import {
  clusterIconHtml,
  clusterIconSize,
  clusterLabel,
  clusterName,
  escapeHtml,
  isHighlighted,
  MIN_TARGET_SIZE,
  providerIconHtml,
  providerIconSize,
  providerMarkerName,
  safeImageUrl,
} from './marker-icon-html';

const t = i18n.getFixedT('en', 'search');
const iconHtml = (
  pin: { name: string; profileImageUrl: string | null; matchesInsurance: boolean },
  highlighted: boolean,
) => providerIconHtml(pin, highlighted, providerMarkerName(pin, t));

const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};

describe('cluster icons', () => {
  it('grow with each order of magnitude', () => {
    const sizes = [2, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 100_000].map(clusterIconSize);
    expect(sizes).toEqual([30, 30, 36, 36, 44, 44, 52, 52, 60, 60]);
  });

  it('write the count compactly on the circle', () => {
    expect(clusterLabel(8, 'en-US')).toBe('8');
    expect(clusterLabel(950, 'en-US')).toBe('950');
    expect(clusterLabel(1234, 'en-US')).toBe('1.2K');
    expect(clusterLabel(12_345, 'en-US')).toBe('12K');
    expect(clusterLabel(123_456, 'en-US')).toBe('123K');
  });

  it('are named for screen readers with the full count and what activating does', () => {
    expect(clusterName(12_345, t, 'en-US')).toBe('Cluster of 12,345 providers, zoom in');
    const icon = parse(clusterIconHtml(1234, t, 'en-US'));
    expect(icon.querySelector('[aria-hidden="true"]')?.textContent).toBe('1.2K');
    expect(icon.querySelector('.sr-only')?.textContent).toBe('Cluster of 1,234 providers, zoom in');
  });
});

describe('isHighlighted', () => {
  it('highlights the selected provider and those matching the insurance, nothing else', () => {
    const matching = { id: 'a', matchesInsurance: true };
    const other = { id: 'b', matchesInsurance: false };
    expect(isHighlighted(matching, null)).toBe(true);
    expect(isHighlighted(other, null)).toBe(false);
    expect(isHighlighted(other, 'b')).toBe(true);
    expect(isHighlighted(other, 'a')).toBe(false);
  });
});

describe('provider icons', () => {
  const pin = { name: 'Juniper Path Clinic', profileImageUrl: null, matchesInsurance: false };

  it('are a coloured pin without a picture: teal and larger when highlighted', () => {
    const muted = parse(iconHtml(pin, false));
    const highlighted = parse(iconHtml(pin, true));
    expect(muted.querySelector('svg')?.getAttribute('class')).toContain('text-slate-500');
    expect(highlighted.querySelector('svg')?.getAttribute('class')).toContain('text-primary');
    expect(providerIconSize(false, true)[1]).toBeGreaterThan(providerIconSize(false, false)[1]);
  });

  it('are at least 24 x 24 px to tap or click, like every cluster', () => {
    for (const hasImage of [true, false]) {
      for (const highlighted of [true, false]) {
        const [width, height] = providerIconSize(hasImage, highlighted);
        expect(Math.min(width, height)).toBeGreaterThanOrEqual(MIN_TARGET_SIZE);
      }
    }
    expect(clusterIconSize(1)).toBeGreaterThanOrEqual(MIN_TARGET_SIZE);
  });

  it('show the profile image in a circle, with the initials beneath in case it fails', () => {
    const icon = parse(iconHtml({ ...pin, profileImageUrl: '/objects/p.png' }, true));
    const image = icon.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/objects/p.png');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.hasAttribute('data-provider-avatar')).toBe(true);
    expect(icon.textContent).toContain('JP');
    expect(providerIconSize(true, true)).toEqual([44, 44]);
    expect(providerIconSize(true, false)).toEqual([32, 32]);
  });

  it('carry the provider name as their accessible name, saying when the insurance matches', () => {
    expect(parse(iconHtml(pin, false)).querySelector('.sr-only')?.textContent).toBe(
      'Juniper Path Clinic',
    );
    expect(providerMarkerName({ ...pin, matchesInsurance: true }, t)).toBe(
      'Juniper Path Clinic, matches your insurance',
    );
  });

  it('escape names and addresses instead of interpreting them', () => {
    const icon = parse(
      iconHtml(
        { ...pin, name: '<img src=x onerror=alert(1)>', profileImageUrl: 'https://x.test/a"b.png' },
        false,
      ),
    );
    expect(icon.querySelectorAll('img')).toHaveLength(1);
    expect(icon.querySelector('img')?.getAttribute('src')).toBe('https://x.test/a"b.png');
    expect(icon.querySelector('.sr-only')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(escapeHtml(`<a href='x'>&"</a>`)).toBe(
      '&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;',
    );
  });

  it('only use same-origin paths and http(s) addresses as pictures', () => {
    expect(safeImageUrl('/objects/a.png')).toBe('/objects/a.png');
    expect(safeImageUrl('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(safeImageUrl('//evil.test/a.png')).toBeNull();
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('')).toBeNull();
    expect(safeImageUrl(null)).toBeNull();
    expect(iconHtml({ ...pin, profileImageUrl: 'javascript:x' }, false)).toContain('<svg');
  });
});

describe('in Spanish', () => {
  beforeAll(() => showLanguage('es'));
  afterAll(() => showLanguage('en'));

  it('name clusters and markers in Spanish, with Spanish numbers', () => {
    const es = i18n.getFixedT('es', 'search');
    expect(clusterName(12_345, es, 'es-US')).toBe('Grupo de 12,345 proveedores, acercar el mapa');
    expect(clusterName(1, es, 'es-US')).toBe('Grupo de 1 proveedor, acercar el mapa');
    expect(clusterLabel(1234, 'es-US')).toMatch(/^1\.2\sK$/);
    const icon = parse(clusterIconHtml(1234, es, 'es-US'));
    expect(icon.querySelector('.sr-only')?.textContent).toBe(
      'Grupo de 1,234 proveedores, acercar el mapa',
    );
    const pin = { name: 'Juniper Path Clinic', profileImageUrl: null, matchesInsurance: true };
    const name = providerMarkerName(pin, es);
    expect(name).toBe('Juniper Path Clinic, acepta su seguro médico');
    expect(parse(providerIconHtml(pin, true, name)).querySelector('.sr-only')?.textContent).toBe(
      name,
    );
  });
});
