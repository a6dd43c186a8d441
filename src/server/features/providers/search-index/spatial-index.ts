import KDBush from 'kdbush';
import { TypedFastBitSet } from 'typedfastbitset';
import type { Bounds } from '@shared/api/provider-query';
import { milesBetween, type Point } from '@shared/rules/family-reach';

/** A k-d tree of the live providers' positions, for the part of the map in view and for reach. */
export class SpatialIndex {
  private readonly tree: KDBush;
  private readonly slots: Uint32Array;

  constructor(
    live: TypedFastBitSet,
    size: number,
    private readonly latitudes: Float64Array,
    private readonly longitudes: Float64Array,
  ) {
    this.tree = new KDBush(Math.max(1, size));
    this.slots = new Uint32Array(Math.max(1, size));
    let i = 0;
    live.forEach((slot) => {
      this.slots[i] = slot;
      i += 1;
      this.tree.add(longitudes[slot]!, latitudes[slot]!);
    });
    // KDBush wants as many points as announced; an empty directory gets one far outside the map.
    if (i === 0) this.tree.add(1e9, 1e9);
    this.tree.finish();
  }

  /** Calls `visit` with the slot of every live provider inside the box (edges included). */
  within(box: Bounds, visit: (slot: number) => void): void {
    for (const i of this.tree.range(box.west, box.south, box.east, box.north)) {
      visit(this.slots[i]!);
    }
  }

  /** Every live provider within `miles` of home: a box from the tree, then the true distance. */
  around(home: Point, miles: number): TypedFastBitSet {
    // A degree of latitude is at least 68.7 miles; a degree of longitude shrinks towards the
    // poles, so the box is as wide as the reach at its edge nearest a pole.
    const latitudeSpan = miles / 68.7;
    const edge = Math.min(89, Math.abs(home.latitude) + latitudeSpan);
    const longitudeSpan = Math.min(180, latitudeSpan / Math.cos((edge * Math.PI) / 180));
    const inside = new TypedFastBitSet();
    const box: Bounds = {
      west: Math.max(-180, home.longitude - longitudeSpan),
      south: Math.max(-90, home.latitude - latitudeSpan),
      east: Math.min(180, home.longitude + longitudeSpan),
      north: Math.min(90, home.latitude + latitudeSpan),
    };
    this.within(box, (slot) => {
      const at = { latitude: this.latitudes[slot]!, longitude: this.longitudes[slot]! };
      if (milesBetween(home, at) <= miles) inside.add(slot);
    });
    return inside;
  }
}
