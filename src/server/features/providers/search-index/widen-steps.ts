import type { ProviderWiden, WidenStep } from '@shared/api/providers';
import type { ProviderFilter } from '@shared/api/provider-query';
import {
  insuranceFit,
  reachMiles,
  TRAVEL_MILES,
  type SearchingFamily,
} from '@shared/rules/family-reach';
import type { ProviderIndex } from './provider-index';

/** Below this many results a search proposes its next steps (docs/product.md#widen). */
export const THIN_RESULT = 3;

/**
 * For an empty or thin result, the next steps that find more than `filter` does for this family, each counted on the search
 * index as the search would be once that one step is taken (docs/product.md#widen). A step that
 * finds no more is left out. Each count is one set of bit-set operations, kept with the index's
 * other match sets, so proposing costs no more than the searches it proposes.
 */
export function widenSteps(
  index: ProviderIndex,
  filter: ProviderFilter,
  family: SearchingFamily,
): ProviderWiden {
  const current = { ...filter, bounds: undefined };
  const total = index.matches(current, family).count;
  if (total >= THIN_RESULT) return { total, steps: [] };
  const countOf = (changed: ProviderFilter) => index.matches(changed, family).count;
  const steps: WidenStep[] = [];

  // The nearest larger distance that finds more; 'any distance' stays the family's own choice,
  // made in the filters, since it can bring a practice from across the country.
  const miles = reachMiles(filter.within, {
    hasHome: family.home !== null,
    travelMiles: family.travelMiles,
  });
  if (miles !== null) {
    for (const next of TRAVEL_MILES.filter((option) => option > miles)) {
      const count = countOf({ ...current, within: next });
      if (count > total) {
        steps.push({ kind: 'within', miles: next, count });
        break;
      }
    }
  }

  if ((filter.service?.length ?? 0) > 1 && !filter.anyService) {
    const count = countOf({ ...current, anyService: true });
    if (count > total) steps.push({ kind: 'anyService', count });
  }

  // One step looser on the family's insurance, never further: from 'matching only' to 'accepted
  // or unknown'; from there to also the practices whose lists leave it out, to ask them.
  const fit = insuranceFit(filter, family.insurance);
  if (fit === 'accepts') {
    const count = countOf({ ...current, matchingOnly: undefined, anyInsurance: undefined });
    if (count > total) steps.push({ kind: 'insurance', from: 'accepts', count });
  } else if (fit === 'acceptsOrUnknown') {
    const count = countOf({ ...current, anyInsurance: true });
    if (count > total) steps.push({ kind: 'insurance', from: 'acceptsOrUnknown', count });
  }

  return { total, steps };
}
