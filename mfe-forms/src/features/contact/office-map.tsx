import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { company, fullAddress } from '@site/shared/content/company';
import { formsCopy } from '@site/shared/content/forms-copy';
import { selectConsent, useSiteStore } from '@site/shared/store';
import { Button, ExternalLink, Icon, mediaUp, typeScale } from '@site/shared/ui';

const { lat, lng } = company.geo;
// About 1.7 km × 1.3 km around the office: streets readable, the city still recognisable.
const bbox = [lng - 0.01, lat - 0.006, lng + 0.01, lat + 0.006].map((n) => n.toFixed(5)).join('%2C');
/** OpenStreetMap's embeddable map with a marker on the office. */
export const MAP_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat}%2C${lng}`;
const MAP_LINK_URL = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

const Frame = styled.div`
  position: relative;
  /* A fixed height: aspect-ratio with a min-height would widen the frame past narrow screens. */
  height: 360px;
  ${mediaUp('large')} { height: 440px; }
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.card};
  background: ${(p) => p.theme.colors.surfaceAlt};
  iframe { display: block; width: 100%; height: 100%; border: 0; }
`;

/* A street-grid pattern hints at a map without loading one. */
const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(6)};
  text-align: center;
  background:
    linear-gradient(${(p) => p.theme.colors.border} 1px, transparent 1px) 0 0 / 32px 32px,
    linear-gradient(90deg, ${(p) => p.theme.colors.border} 1px, transparent 1px) 0 0 / 32px 32px,
    ${(p) => p.theme.colors.brandSoft};
  > svg { flex: none; color: ${(p) => p.theme.colors.brand}; width: 40px; height: 40px; }
  strong { color: ${(p) => p.theme.colors.ink}; font-size: ${typeScale.lg}; }
  p {
    margin: 0;
    max-width: 42ch;
    font-size: ${typeScale.sm};
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surface};
    padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(3)}`};
    border-radius: ${(p) => p.theme.radii.sm};
  }
`;

const MapLink = styled.p`
  margin: ${(p) => p.theme.space(2)} 0 0;
  font-size: ${typeScale.sm};
`;

/**
 * The office on a map. The embed sets third-party cookies, so it loads only once cookies were
 * accepted, or when the visitor asks for it on this visit; until then a placeholder shows the
 * address. Consent is read after hydration, so the first render is always the placeholder.
 */
export function OfficeMap() {
  const consent = useSiteStore(selectConsent);
  const [requested, setRequested] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const copy = formsCopy.contact.map;
  const showMap = consent === 'accepted' || requested;

  // The button disappears with the placeholder; keep keyboard users where they were.
  useEffect(() => {
    if (requested) frameRef.current?.focus();
  }, [requested]);

  return (
    <div>
      <Frame>
        {showMap ? (
          <iframe ref={frameRef} src={MAP_EMBED_URL} title={`${copy.iframeTitle} (${company.name})`} loading="lazy" />
        ) : (
          <Placeholder data-testid="map-placeholder">
            <Icon name="map-pin" />
            <strong>{fullAddress}</strong>
            <p>{copy.placeholderText}</p>
            <Button type="button" $variant="primary" onClick={() => setRequested(true)}>
              {copy.loadButton}
            </Button>
          </Placeholder>
        )}
      </Frame>
      <MapLink>
        <ExternalLink href={MAP_LINK_URL}>{copy.openLarger}</ExternalLink>
      </MapLink>
    </div>
  );
}
