import { Loader2 } from 'lucide-react';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import type { ProviderFilter } from '@shared/api/providers';
import { useAddToBasket } from '@client/lib/api/add-to-basket';
import { useBasketLookup } from '@client/lib/api/get-care-basket';
import { useMapHeight } from '../use-map-height';

// Leaflet and the map code load only when the map tab is shown.
const ProviderMap = lazy(() =>
  import('../map/provider-map').then((module) => ({ default: module.ProviderMap })),
);

/** The Map tab: the filtered providers on the map, as tall as useMapHeight says. */
export function MapView({ filters }: { filters: ProviderFilter }) {
  const height = useMapHeight();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { providerIds } = useBasketLookup();
  const add = useAddToBasket();

  return (
    <MapLoadBoundary height={height}>
      <Suspense
        fallback={
          <div
            role="status"
            style={{ height }}
            className="flex items-center justify-center gap-3 rounded-xl border border-border bg-background"
          >
            <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
            <span className="text-muted-foreground">Loading map...</span>
          </div>
        }
      >
        <ProviderMap
          filters={filters}
          selectedId={selectedId}
          onSelect={setSelectedId}
          basketProviderIds={providerIds}
          onAdd={(providerId) => add.mutate(providerId)}
          height={height}
        />
      </Suspense>
    </MapLoadBoundary>
  );
}

/** If the map's code cannot be fetched (a dropped connection), say so; the list still works. */
class MapLoadBoundary extends Component<{ height: number; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        style={{ height: this.props.height }}
        className="grid place-content-center gap-2 rounded-xl border border-border bg-background p-6 text-center"
      >
        <p className="font-medium">The map could not be loaded.</p>
        <p className="text-muted-foreground">
          Reload the page to try again, or use the List tab to see the same providers.
        </p>
      </div>
    );
  }
}
