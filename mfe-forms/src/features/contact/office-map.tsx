import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { company, fullAddress } from '@site/shared/content/company';
import { formsCopy } from '@site/shared/content/forms-copy';
import { selectConsent, useSiteStore } from '@site/shared/store';
import { Button, ExternalLink, Icon, mediaUp, typeScale } from '@site/shared/ui';

const { lat, lng } = company.geo;
/** The map service's origin (the CSP lets the page frame it and ask it whether it answers). */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';
// About 1.7 km × 1.3 km around the office: streets readable, the city still recognisable.
const bbox = [lng - 0.01, lat - 0.006, lng + 0.01, lat + 0.006].map((n) => n.toFixed(5)).join('%2C');
/** OpenStreetMap's embeddable map with a marker on the office. */
export const MAP_EMBED_URL = `${MAP_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat}%2C${lng}`;
const MAP_LINK_URL = `${MAP_ORIGIN}/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
/** Our own illustrated plan of the area (shared/public), shown before the real map and instead of a broken one. */
export const MAP_PICTURE_URL = '/img/map/zona-oficina.svg';
/**
 * A frame that cannot reach its site still fires `load` (with the browser's broken-frame page),
 * so whether the service answers is asked first: a HEAD request for the map page, no-cors (its
 * answer is opaque, but it tells reached from not reached), within this time.
 */
export const MAP_PROBE_TIMEOUT_MS = 6000;

const Frame = styled.div`
  position: relative;
  /* A fixed height: aspect-ratio with a min-height would widen the frame past narrow screens. */
  height: 360px;
  ${mediaUp('large')} { height: 440px; }
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.card};
  background: ${(p) => p.theme.colors.brandSoft};
  iframe { position: absolute; inset: 0; display: block; width: 100%; height: 100%; border: 0; background: ${(p) => p.theme.colors.surface}; }
  /* Laid over the picture only once the service answered: until then the picture shows. */
  iframe[data-reached='false'] { opacity: 0; }
`;

// The picture fills the frame, centred on the office (the pin is at its centre); a click opens the real map.
const Picture = styled.a`
  position: absolute;
  inset: 0;
  display: block;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/* The address and the choice, on a card over the lower part of the picture. */
const Card = styled.div`
  position: absolute;
  left: ${(p) => p.theme.space(4)};
  right: ${(p) => p.theme.space(4)};
  bottom: ${(p) => p.theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.raised};
  > svg { flex: none; color: ${(p) => p.theme.colors.brand}; width: 28px; height: 28px; }
  > div { flex: 1 1 220px; min-width: 0; }
  strong { display: block; color: ${(p) => p.theme.colors.ink}; font-size: ${typeScale.base}; }
  p { margin: ${(p) => p.theme.space(1)} 0 0; font-size: ${typeScale.xs}; color: ${(p) => p.theme.colors.muted}; }
  &:focus { outline: none; }
`;

const MapLink = styled.p`
  margin: ${(p) => p.theme.space(2)} 0 0;
  font-size: ${typeScale.sm};
`;

type Reach = 'asking' | 'reached' | 'unreachable';

/** Whether the map service answers, asked once the map is wanted (jsdom, without fetch, is taken as reached). */
function useMapReach(wanted: boolean): Reach {
  const [reach, setReach] = useState<Reach>('asking');
  useEffect(() => {
    if (!wanted) return;
    if (typeof fetch !== 'function') return setReach('reached');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), MAP_PROBE_TIMEOUT_MS);
    fetch(MAP_EMBED_URL, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer', signal: controller.signal })
      .then(() => setReach('reached'))
      .catch(() => !controller.signal.reason?.unmounted && setReach('unreachable'))
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort({ unmounted: true });
    };
  }, [wanted]);
  return reach;
}

/**
 * The office on a map. Our own plan of the area shows first (in the prerendered page, before
 * consent, with JavaScript off) and links to the real map. The real map (OpenStreetMap, which sets
 * third-party cookies) loads only once cookies were accepted or the visitor asks for it on this
 * visit, and is laid over the plan only if the service answers: otherwise the plan stays with a
 * note, never the browser's broken-frame icon. Consent is read after hydration, so the first
 * render is always the plan.
 */
export function OfficeMap() {
  const consent = useSiteStore(selectConsent);
  const [requested, setRequested] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const copy = formsCopy.contact.map;
  const wanted = consent === 'accepted' || requested;
  const reach = useMapReach(wanted);
  const showFrame = wanted && reach !== 'unreachable';

  // The button disappears with the card; keep keyboard users where they were: on the map, or on
  // the note that says it is not there.
  useEffect(() => {
    if (!requested) return;
    if (reach === 'unreachable') cardRef.current?.focus();
    else frameRef.current?.focus();
  }, [requested, reach]);

  return (
    <div>
      <Frame>
        <Picture href={MAP_LINK_URL} target="_blank" rel="noopener noreferrer" tabIndex={-1} data-testid="map-picture">
          <img src={MAP_PICTURE_URL} alt={copy.pictureAlt} width={960} height={540} loading="lazy" decoding="async" />
        </Picture>
        {showFrame && (
          <iframe
            ref={frameRef}
            src={MAP_EMBED_URL}
            title={`${copy.iframeTitle} (${company.name})`}
            loading="lazy"
            data-reached={reach === 'reached'}
          />
        )}
        {!wanted && (
          <Card data-testid="map-placeholder">
            <Icon name="map-pin" />
            <div>
              <strong>{fullAddress}</strong>
              <p>{copy.placeholderText}</p>
            </div>
            <Button type="button" $variant="primary" onClick={() => setRequested(true)}>
              {copy.loadButton}
            </Button>
          </Card>
        )}
        {wanted && reach === 'unreachable' && (
          <Card ref={cardRef} tabIndex={-1} role="status" data-testid="map-unavailable">
            <Icon name="map-pin" />
            <div>
              <strong>{fullAddress}</strong>
              <p>{copy.unavailable}</p>
            </div>
          </Card>
        )}
      </Frame>
      <MapLink>
        <ExternalLink href={MAP_LINK_URL}>{copy.openLarger}</ExternalLink>
      </MapLink>
    </div>
  );
}
