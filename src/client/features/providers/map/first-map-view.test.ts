import { describe, expect, it } from 'vitest';
import type { FirstMapView } from '@shared/api/first-view';
import { firstViewOf, viewAroundHome } from '@shared/rules/map-view';
import { firstAnswerSize } from './first-map-view';

const HOME = { latitude: 35.7796, longitude: -78.6382 };
const NEAR_HOME = { west: -78.8, south: 35.7, east: -78.5, north: 35.9 };
const EXPECTED = { width: 378, height: 621 };

function served(
  nearby: FirstMapView['answer']['nearby'],
  extent: FirstMapView['answer']['extent'],
) {
  const view = firstViewOf({ nearby, extent }, EXPECTED);
  return {
    filters: {},
    size: EXPECTED,
    answer: {
      total: 1,
      matching: 1,
      known: { telehealth: null, language: null },
      extent,
      nearby,
      view,
      clusters: [],
      providers: [],
    },
    tiles: { tileUrl: 'https://t.example.org/{z}/{x}/{y}.png', tileAttribution: '' },
  } satisfies FirstMapView;
}

describe('firstAnswerSize', () => {
  const first = served({ home: HOME, box: NEAR_HOME }, NEAR_HOME);

  it("uses the server's answer for a map whose first view is the same", () => {
    const other = { width: 390, height: 660 };
    expect(viewAroundHome(HOME, NEAR_HOME, other).zoom).toBe(first.answer.view!.zoom);
    expect(firstAnswerSize(first, other)).toBe(EXPECTED);
  });

  it('asks for its own size when its first view differs', () => {
    const small = { width: 150, height: 150 };
    expect(viewAroundHome(HOME, NEAR_HOME, small).zoom).not.toBe(first.answer.view!.zoom);
    expect(firstAnswerSize(first, small)).toBe(small);
    // Fitted to every match, the centre depends on the zoom as well.
    const everywhere = served(null, { west: -123, south: 29, east: -75, north: 45 });
    expect(firstAnswerSize(everywhere, { width: 1600, height: 900 })).toEqual({
      width: 1600,
      height: 900,
    });
  });

  it('asks for its own size without an answer, or when nothing matched', () => {
    expect(firstAnswerSize(undefined, EXPECTED)).toBe(EXPECTED);
    expect(firstAnswerSize(served(null, null), { width: 400, height: 400 })).toEqual({
      width: 400,
      height: 400,
    });
  });
});
