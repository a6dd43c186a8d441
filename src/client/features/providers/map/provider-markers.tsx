import type { LatLngTuple, LeafletEventHandlerFnMap, Marker as LeafletMarker } from 'leaflet';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Popup, useMap } from 'react-leaflet';
import type { ProviderPin } from '@shared/api/provider-map';
import { POPUP_MAX_WIDTH, POPUP_MIN_WIDTH } from './map-constants';
import { isHighlighted } from './marker-icon-html';
import { providerIcon } from './marker-icons';
import type { PlacedPin } from './marker-layout';
import { ProviderPopupContent } from './provider-popup';
import { useMarkerLayout } from './use-marker-layout';

interface ProviderMarkersProps {
  providers: readonly ProviderPin[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  basketProviderIds: ReadonlySet<string>;
  onAdd: (providerId: string) => void;
}

/**
 * One marker per provider pin in view, unless it would overlap another marker (then the cluster
 * layer draws them, see marker-layout); opening a popup is what selects.
 */
export function ProviderMarkers(props: ProviderMarkersProps) {
  const { providers, selectedId, onSelect, basketProviderIds, onAdd } = props;
  const map = useMap();
  const layout = useMarkerLayout({ pins: providers });

  // The selection as last asked for, ahead of the next render: when one popup replaces another,
  // Leaflet closes the old one first, and that close must not clear the new selection.
  const selection = useRef(selectedId);
  useLayoutEffect(() => {
    selection.current = selectedId;
  }, [selectedId]);
  const select = useCallback(
    (id: string | null) => {
      selection.current = id;
      onSelect(id);
    },
    [onSelect],
  );

  // A profile image that fails (gone, or blocked) is removed so the initials under it show.
  useEffect(() => {
    const pane = map.getPane('markerPane');
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement && 'providerAvatar' in event.target.dataset) {
        event.target.remove();
      }
    };
    pane?.addEventListener('error', onError, true);
    return () => pane?.removeEventListener('error', onError, true);
  }, [map]);

  return layout.pins.map((placed) => (
    <ProviderMarker
      key={placed.pin.id}
      placed={placed}
      selected={placed.pin.id === selectedId}
      highlighted={isHighlighted(placed.pin, selectedId)}
      inBasket={basketProviderIds.has(placed.pin.id)}
      onAdd={onAdd}
      select={select}
      selection={selection}
    />
  ));
}

function ProviderMarker(props: {
  placed: PlacedPin;
  selected: boolean;
  highlighted: boolean;
  inBasket: boolean;
  onAdd: (providerId: string) => void;
  select: (id: string | null) => void;
  selection: RefObject<string | null>;
}) {
  const { placed, selected, highlighted, inBasket, onAdd, select, selection } = props;
  const { pin, latitude, longitude } = placed;
  const { t } = useTranslation('search');
  const closeLabel = t('popup.close');
  const map = useMap();
  const markerRef = useRef<LeafletMarker>(null);
  const openedByKeyboard = useRef(false);
  const [focusContent, setFocusContent] = useState(false);
  const position = useMemo<LatLngTuple>(() => [latitude, longitude], [latitude, longitude]);

  // The selected provider's popup opens, also when chosen outside the map.
  useEffect(() => {
    const marker = markerRef.current;
    if (selected && marker && !marker.isPopupOpen()) marker.openPopup();
  }, [selected]);

  const eventHandlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      // Enter opens the popup through Leaflet's own (keypress) handler, after this keydown;
      // Space is added, as for any role="button".
      keydown: (event) => {
        const key = event.originalEvent.key;
        if (key === 'Enter') openedByKeyboard.current = true;
        if (key !== ' ') return;
        event.originalEvent.preventDefault();
        openedByKeyboard.current = true;
        markerRef.current?.openPopup();
      },
      mousedown: () => {
        openedByKeyboard.current = false;
      },
      popupopen: (event) => {
        // Leaflet names its close button in English only.
        event.popup
          .getElement()
          ?.querySelector('.leaflet-popup-close-button')
          ?.setAttribute('aria-label', closeLabel);
        setFocusContent(openedByKeyboard.current);
        openedByKeyboard.current = false;
        select(pin.id);
      },
      popupclose: (event) => {
        openedByKeyboard.current = false;
        const popupElement = event.popup.getElement();
        const active = document.activeElement;
        const focusWasInPopup =
          active === null || active === document.body || !!popupElement?.contains(active);
        // Closed by the family (close button, Escape, a click on the map), not by the marker
        // leaving the view: back to the marker, and nothing is selected any more.
        if (!map.hasLayer(event.target as LeafletMarker)) return;
        if (focusWasInPopup) {
          (event.target as LeafletMarker).getElement()?.focus({ preventScroll: true });
        }
        if (selection.current === pin.id) select(null);
      },
    }),
    [map, pin.id, select, selection, closeLabel],
  );

  return (
    <Marker
      ref={markerRef}
      position={position}
      icon={providerIcon(pin, highlighted, t)}
      title={pin.name}
      keyboard
      riseOnHover
      zIndexOffset={selected ? 2000 : highlighted ? 1000 : 0}
      eventHandlers={eventHandlers}
    >
      <Popup minWidth={POPUP_MIN_WIDTH} maxWidth={POPUP_MAX_WIDTH} autoPanPadding={[24, 24]}>
        <ProviderPopupContent
          pin={pin}
          inBasket={inBasket}
          onAdd={onAdd}
          autoFocus={focusContent}
        />
      </Popup>
    </Marker>
  );
}
