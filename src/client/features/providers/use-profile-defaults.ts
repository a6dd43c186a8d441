import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Profile } from '@shared/api/profile';
import { startingSearch } from '@shared/rules/profile-search';
import { isBareSearch, searchPatchOf, type SearchPatch } from '@shared/rules/search-params';

type Phase = 'deciding' | 'applying' | 'done';

/**
 * The first view follows the profile (docs/product.md#filters): a page opened with no search of
 * its own (no parameter but the tab) starts with the family's kept search, else the profile's
 * wanted services and the age of the person the care is for as filters, which the family can
 * remove like any other. A page the server drew has them in the address before it hydrates (the
 * server draws it at that address, which the browser takes over); this covers arriving from
 * another page. A link with filters or an order keeps exactly what it says, and once applied (or
 * cleared) they are not applied again while the page stays open.
 *
 * `waiting` is true while the profile decides what the first search is, and until the URL holds
 * it, so nothing is searched for a view about to change.
 */
export function useProfileDefaults(
  profile: { data: Profile | undefined; isPending: boolean },
  update: (patch: SearchPatch) => void,
): { waiting: boolean } {
  const [searchParams] = useSearchParams();
  const bare = isBareSearch(searchParams);
  // An address with a search of its own (a link, or the services already written in before the
  // first render) is the first view: settled from the start, so even a tap in the very first
  // moments (one kept from before the page was hydrated) is not undone by the services.
  const [phase, setPhase] = useState<Phase>(bare ? 'deciding' : 'done');
  const starting = startingSearch(searchParams, profile.data)?.toString() ?? null;
  const apply = starting !== null;

  // The URL has taken the services (or another search replaced them): the first view is set.
  if (phase === 'applying' && !bare) setPhase('done');

  useEffect(() => {
    if (phase !== 'deciding' || profile.isPending) return;
    if (starting !== null) update(searchPatchOf(new URLSearchParams(starting)));
    setPhase(apply ? 'applying' : 'done');
  }, [phase, apply, profile.isPending, starting, update]);

  const waiting =
    bare && (phase === 'applying' || (phase === 'deciding' && (profile.isPending || apply)));
  return { waiting };
}
