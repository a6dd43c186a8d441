import { Loader2 } from 'lucide-react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnownFacts } from '@shared/api/providers';
import type { ProviderFilter } from '@shared/api/provider-query';
import type { Within } from '@shared/rules/family-reach';
import { searchAbility } from '@shared/rules/provider-search';
import { useProviderFacets } from './api/get-provider-facets';
import { useProfile } from '@client/lib/api/get-profile';
import { useProviders } from './api/get-providers';
import { mapFilterKey } from './map/use-map-data';
import { FilterArea } from './components/filter-area';
import { MapView } from './components/map-view';
import { useFirstMapView } from './map/first-map-view';
import { ProfileBanner } from './components/profile-banner';
import { ProviderList } from './components/provider-list';
import { SortSelect } from './components/sort-select';
import { StateFilter } from './components/state-filter';
import { TopAppointmentOptions } from './components/top-appointment-options';
import { Tabs, TabsContent, ViewTabsList } from './components/view-tabs';
import { useProviderSearch } from './use-provider-search';
import { useSearchText } from './use-search-text';
import {
  activeFilters,
  clearFilters,
  emptyResultText,
  familyNarrowing,
  isFamilyChip,
} from './active-filters';
import type { WidenStep } from '@shared/api/providers';
import { useWidenSteps } from './api/get-widen-steps';
import { WidenSteps, widenPatch } from './components/widen-steps';
import { EmptyMapNote } from './components/empty-map-note';
import { useKeepSearch } from './use-keep-search';
import { useSaveTravelDistance } from './api/save-travel-distance';
import { FilterChips } from './components/filter-chips';
import { useOptionWords } from './use-option-words';
import { useProfileDefaults } from './use-profile-defaults';
import { searchIntro } from './search-intro';
import { useLocale } from '@client/i18n/use-locale';

/** How many match, and how many of them are confirmed for the telehealth and language filters. */
interface Found {
  total: number;
  known: KnownFacts;
}

/** Below this many results the page proposes the next steps (the server's rule too). */
const THIN_RESULT = 3;

/** While the profile decides the first search. */
function SearchStarting() {
  const { t } = useTranslation('search');
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16">
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className="text-muted-foreground">{t('page.loading')}</span>
    </div>
  );
}

/** `/home`: find providers on a map or in a list (docs/product.md#provider-search). */
export default function ProvidersPage() {
  const { t } = useTranslation('search');
  const words = useOptionWords();
  const locale = useLocale();
  const profileQuery = useProfile();
  const profile = profileQuery.data;
  const familyInsurance = profile?.insuranceType ?? null;
  // Until the profile has loaded the URL is trusted, so a reload does not search twice.
  const { tab, params, update } = useProviderSearch(searchAbility(profile));
  const { waiting } = useProfileDefaults(profileQuery, update);
  useKeepSearch(params, profile, waiting);
  // The family's distance and insurance, as the server applies them to this search.
  const family = useMemo(() => familyNarrowing(params, profile), [params, profile]);
  const saveTravelDistance = useSaveTravelDistance().mutate;
  const changeDistance = useCallback(
    (within: Within) => {
      update({ within: String(within) });
      saveTravelDistance({ travelMiles: within === 'any' ? null : within });
    },
    [update, saveTravelDistance],
  );
  const facets = useProviderFacets();
  // A new object only when a filter changes, so the map's effects and queries follow the filters.
  const filters = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(params).filter(([key]) => key !== 'sort'),
      ) as ProviderFilter,
    [params],
  );
  // 'N provider(s) found' comes from the view on screen: the list's first page, or the map's
  // answer for the new filters (which the map asks for anyway), so a filter change on the map
  // does not also wait behind a list query nobody sees.
  const onMap = tab === 'map';
  const list = useProviders(params, { enabled: !onMap && !waiting });
  const [mapCount, setMapCount] = useState<{ filterKey: string; found?: Found }>();
  const onMatching = useCallback(
    (filterKey: string, matching: number | undefined, known: KnownFacts | undefined) =>
      setMapCount({
        filterKey,
        found: matching !== undefined && known ? { total: matching, known } : undefined,
      }),
    [],
  );
  // Before the map has answered, the count the server's first map answer gave.
  const firstMap = useFirstMapView(filters);
  const firstFound = firstMap && { total: firstMap.answer.matching, known: firstMap.answer.known };
  const found: Found | undefined = onMap
    ? mapCount?.filterKey === mapFilterKey(filters)
      ? (mapCount.found ?? firstFound)
      : firstFound
    : list.isPlaceholderData
      ? undefined
      : list.data?.pages[0];
  const total = found?.total;

  const commitSearch = useCallback((q: string | undefined) => update({ q }), [update]);
  const [searchText, setSearchText] = useSearchText(params.q, commitSearch);
  // Stable callbacks let the list and the map skip the page's re-renders as each answer arrives.
  // Read when tapped, so the callback stays the same as the family's narrowing changes.
  const familyNow = useRef(family);
  useLayoutEffect(() => {
    familyNow.current = family;
  });
  // After 'Clear filters', the family's distance and insurance stay, and the page says so.
  const [cleared, setCleared] = useState(false);
  const clearAll = useCallback(() => {
    setSearchText('');
    update(clearFilters());
    setCleared(true);
  }, [setSearchText, update]);
  // Fewer than three results: the next steps that find more, each counted by the server.
  const thin = !waiting && total !== undefined && total < THIN_RESULT;
  const widen = useWidenSteps(filters, thin);
  const steps = thin ? (widen.data?.steps ?? []) : [];
  const onWiden = useCallback(
    (step: WidenStep) => {
      if (step.kind === 'within') changeDistance(step.miles as Within);
      else update(widenPatch(step));
    },
    [changeDistance, update],
  );
  const insuranceName = familyInsurance ? words.insurance(familyInsurance) : null;
  const changeSort = useCallback((sort: string) => update({ sort }), [update]);
  // One list of the filters in force: the chips, and the count on the filters button.
  const chips = activeFilters(params, t, words, family);
  const clearable = chips.some((chip) => !isFamilyChip(chip));
  const emptyMap = onMap && total === 0 && !waiting;

  // Tighter on phones, so the map or the list starts on the first screen. The grids' one column
  // never grows past the screen for a long word (Spanish ones are longer): `grid-cols-1` is
  // `minmax(0, 1fr)`, where a bare grid's column would take its widest child's minimum width.
  return (
    <main className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-3 px-4 pt-3 pb-4 sm:gap-5 sm:px-6 sm:py-8">
      <div className="max-sm:contents">
        {/* A phone goes straight to the results, the first one on the first screen: the header
            marks the page, and the title is there for screen readers. */}
        <h1 className="text-xl font-bold max-sm:sr-only sm:text-2xl lg:text-3xl">
          {t('page.title')}
        </h1>
        <p className="mt-2 hidden text-base text-muted-foreground sm:block">
          {searchIntro(params.service, params.anyService, words, t, locale)}
        </p>
      </div>

      {profile && !familyInsurance && <ProfileBanner />}
      <TopAppointmentOptions />

      <Tabs
        value={tab}
        onValueChange={(value) => update({ tab: value })}
        className="grid grid-cols-1 gap-3 sm:gap-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ViewTabsList />
          <StateFilter
            states={facets.data?.states ?? []}
            value={params.state}
            onChange={(state) => update({ state })}
            total={total}
          />
        </div>

        <FilterChips
          chips={chips}
          update={update}
          onClear={clearAll}
          // An empty list offers 'Clear filters' right below its message instead.
          showClear={clearable && !(tab === 'list' && total === 0)}
          familyKept={cleared && chips.some(isFamilyChip)}
        />
        {!emptyMap && <WidenSteps steps={steps} insurance={insuranceName} onWiden={onWiden} />}

        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-6">
          <FilterArea
            params={params}
            update={update}
            searchText={searchText}
            onSearchTextChange={setSearchText}
            services={facets.data?.services ?? []}
            insurances={facets.data?.insurances ?? []}
            family={family}
            canChooseDistance={profile?.zipCode != null}
            onDistanceChange={changeDistance}
            total={total}
            known={found?.known}
            activeCount={chips.length}
            compactSort={
              tab === 'list' ? (
                <SortSelect
                  compact
                  value={params.sort}
                  canSortByDistance={profile?.zipCode != null}
                  onChange={changeSort}
                />
              ) : undefined
            }
          />
          <div className="min-w-0">
            {waiting ? (
              <SearchStarting />
            ) : (
              <>
                <TabsContent value="map" className="relative">
                  <MapView filters={filters} onMatching={onMatching} />
                  {emptyMap && (
                    <EmptyMapNote why={emptyResultText(params, t, words, family)}>
                      <WidenSteps steps={steps} insurance={insuranceName} onWiden={onWiden} />
                    </EmptyMapNote>
                  )}
                </TabsContent>
                <TabsContent value="list">
                  <ProviderList
                    params={params}
                    canSortByDistance={profile?.zipCode != null}
                    familyInsurance={familyInsurance}
                    family={family}
                    onSortChange={changeSort}
                    onClear={clearAll}
                  />
                </TabsContent>
              </>
            )}
          </div>
        </div>
      </Tabs>
    </main>
  );
}
