import { describe, expect, it } from 'vitest';
import { describeDevice, looksLikeSmallScreen } from './user-agent';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { browser: 'Firefox', system: 'Windows' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', system: 'iOS' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', system: 'Android' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Edge', system: 'macOS' },
    ],
    ['curl/8.5.0', { browser: null, system: null }],
    [null, null],
  ])('%s -> %o', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toEqual(expected);
  });
});

describe('looksLikeSmallScreen', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  const desktop =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  it.each([
    ['a phone by its client hint', { 'sec-ch-ua-mobile': '?1', 'user-agent': desktop }, true],
    ['an iPhone by its user agent', { 'user-agent': iphone }, true],
    [
      'an Android tablet, laid out small too',
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' },
      true,
    ],
    ['a desktop browser', { 'sec-ch-ua-mobile': '?0', 'user-agent': desktop }, false],
    ['a request with no user agent', {}, false],
    [
      'a narrow desktop window, by the width it reports',
      { 'sec-ch-viewport-width': '800', 'sec-ch-ua-mobile': '?0', 'user-agent': desktop },
      true,
    ],
    [
      'a tablet held sideways, wide enough for the large layout',
      { 'sec-ch-viewport-width': '1280', 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' },
      false,
    ],
    [
      'the breakpoint itself, large',
      { 'sec-ch-viewport-width': '1024', 'user-agent': iphone },
      false,
    ],
    [
      'a width that is no number, ignored',
      { 'sec-ch-viewport-width': 'wide', 'user-agent': iphone },
      true,
    ],
  ])('%s', (_, headers, expected) => {
    expect(looksLikeSmallScreen(headers)).toBe(expected);
  });
});
