import { describe, expect, it } from 'vitest';
import { providersOnMapText } from './map-status';
import {
  popupDistanceText,
  popupPlaceText,
  popupWaitText,
  telHref,
  websiteHref,
} from './popup-format';

describe('popup texts', () => {
  it('say the wait in days, or that it is not reported', () => {
    expect(popupWaitText(21)).toBe('Wait: 21 days');
    expect(popupWaitText(45)).toBe('Wait: 45 days');
    expect(popupWaitText(1)).toBe('Wait: 1 day');
    expect(popupWaitText(0)).toBe('Wait: 0 days');
    expect(popupWaitText(null)).toBe('Wait time not reported');
  });

  it('place the provider as City, ST', () => {
    expect(popupPlaceText({ city: 'Durham', state: 'NC' })).toBe('Durham, NC');
  });

  it('word the distance like the list cards do', () => {
    expect(popupDistanceText(4.24)).toBe('4.2 mi away');
    expect(popupDistanceText(12.6)).toBe('13 mi away');
  });

  it('announce the count on the map', () => {
    expect(providersOnMapText(0)).toBe('0 providers on the map');
    expect(providersOnMapText(1)).toBe('1 provider on the map');
    expect(providersOnMapText(12_345)).toBe('12,345 providers on the map');
  });
});

describe('popup links', () => {
  it('dial the digits of the phone number', () => {
    expect(telHref('(919) 555-0142')).toBe('tel:9195550142');
    expect(telHref('+1 404 555 0100')).toBe('tel:+14045550100');
    expect(telHref('n/a')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('link only http(s) websites', () => {
    expect(websiteHref('https://clinic.test/about?x=1')).toBe('https://clinic.test/about?x=1');
    expect(websiteHref('http://clinic.test')).toBe('http://clinic.test/');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('clinic.test')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });
});
