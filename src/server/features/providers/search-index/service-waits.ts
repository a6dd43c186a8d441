import type { TypedFastBitSet } from 'typedfastbitset';
import { MIN_PROVIDERS_FOR_TYPICAL_WAIT, type ServiceWaits } from '@shared/api/providers';

/**
 * Each service's typical wait (docs/product.md#pages, the services page): the median known wait
 * (measured, else listed) of the real providers offering it. The fictional sample providers count
 * only where no real provider's wait is known, and then the answer says it is from sample data, so
 * a figure made up for a demonstration is never passed off as the directory's.
 */
export function serviceWaitsOf(
  byService: ReadonlyMap<string, TypedFastBitSet>,
  /** Days by slot; NaN where unknown. */
  waits: Float64Array,
  sample: TypedFastBitSet,
): ServiceWaits {
  const services = [...byService]
    .filter(([, bits]) => !bits.isEmpty())
    .map(([service, bits]) => {
      const real: number[] = [];
      const fictional: number[] = [];
      bits.forEach((slot) => {
        const wait = waits[slot]!;
        if (!Number.isNaN(wait)) (sample.has(slot) ? fictional : real).push(wait);
      });
      const fromSample = real.length === 0 && fictional.length > 0;
      const known = (fromSample ? fictional : real).sort((a, b) => a - b);
      const enough = known.length >= MIN_PROVIDERS_FOR_TYPICAL_WAIT;
      return {
        service,
        medianDays: enough ? Math.round(median(known)) : null,
        providers: known.length,
        fromSample,
      };
    })
    .sort((a, b) => (a.service < b.service ? -1 : 1));
  return { services };
}

function median(sorted: readonly number[]): number {
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
