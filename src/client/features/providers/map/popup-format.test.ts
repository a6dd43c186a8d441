import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, showLanguage } from '@client/i18n/i18n';
import { providersOnMapText } from './map-status';
import { distanceText, popupWaitText, websiteHref } from './popup-format';

const t = i18n.getFixedT('en', 'search');

describe('popup texts', () => {
  it('say the wait in the words of every screen, or that it is not reported', () => {
    expect(popupWaitText(21, t)).toBe('Wait: 3 weeks');
    expect(popupWaitText(45, t)).toBe('Wait: 7 weeks');
    expect(popupWaitText(60, t)).toBe('Wait: 2 months');
    expect(popupWaitText(1, t)).toBe('Wait: 1 day');
    expect(popupWaitText(0, t)).toBe('Wait: 0 days');
    expect(popupWaitText(null, t)).toBe('Wait time not reported');
  });

  it('word the distance like the list cards do', () => {
    expect(distanceText(4.24, t, 'en-US')).toBe('4.2 mi away');
    expect(distanceText(12.6, t, 'en-US')).toBe('13 mi away');
    expect(distanceText(9.96, t, 'en-US')).toBe('10.0 mi away');
    expect(distanceText(1234.4, t, 'en-US')).toBe('1234 mi away');
  });

  it('announce the count on the map', () => {
    expect(providersOnMapText(0, t, 'en-US')).toBe('0 providers on the map');
    expect(providersOnMapText(1, t, 'en-US')).toBe('1 provider on the map');
    expect(providersOnMapText(12_345, t, 'en-US')).toBe('12,345 providers on the map');
  });
});

describe('popup texts in Spanish', () => {
  beforeAll(() => showLanguage('es'));
  afterAll(() => showLanguage('en'));

  it('say the wait, the distance and the count in Spanish', () => {
    const es = i18n.getFixedT('es', 'search');
    expect(popupWaitText(21, es)).toBe('Espera: 3 semanas');
    expect(popupWaitText(1, es)).toBe('Espera: 1 día');
    expect(popupWaitText(null, es)).toBe('Tiempo de espera no informado');
    expect(distanceText(4.24, es, 'es-US')).toBe('a 4.2 mi');
    expect(distanceText(1234.4, es, 'es-US')).toBe('a 1234 mi');
    expect(providersOnMapText(1, es, 'es-US')).toBe('1 proveedor en el mapa');
    expect(providersOnMapText(12_345, es, 'es-US')).toBe('12,345 proveedores en el mapa');
  });
});

describe('popup links', () => {
  it('link only http(s) websites', () => {
    expect(websiteHref('https://clinic.test/about?x=1')).toBe('https://clinic.test/about?x=1');
    expect(websiteHref('http://clinic.test')).toBe('http://clinic.test/');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('clinic.test')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });
});
