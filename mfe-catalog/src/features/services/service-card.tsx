import styled from 'styled-components';
import { serviceCardCopy as copy } from '@site/shared/content/services-page-copy';
import type { Service } from '@site/shared/schemas/service';
import { ButtonLink, Card, Clamp, Icon, typeScale } from '@site/shared/ui';
import { TonedTile } from '../common/bits';

/** SPEC §2: a service card without a link sends the visitor to the contact page. */
export const SERVICE_FALLBACK_LINK = '/contacto';

const Article = styled(Card)`
  gap: ${(p) => p.theme.space(3)};
  height: 100%;
  h3 { font-size: ${typeScale.xl}; margin: ${(p) => p.theme.space(2)} 0 0; }
  ${Clamp} { margin: 0 0 ${(p) => p.theme.space(2)}; color: ${(p) => p.theme.colors.muted}; }
  > a { margin-top: auto; align-self: flex-start; }
`;

const Subtitle = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${(p) => p.theme.colors.brandDark};
`;

/** A /servicios card: icon, title, subtitle, description clamped to 2 lines and 'Más Información'. */
export function ServiceCard({ service: s }: { service: Service }) {
  return (
    <Article $interactive>
      <TonedTile $accent={s.color}>
        <Icon name={s.icon} />
      </TonedTile>
      <h3>{s.title}</h3>
      <Subtitle>{s.subtitle}</Subtitle>
      <Clamp $lines={2} title={s.description}>
        {s.description}
      </Clamp>
      <ButtonLink to={s.link ?? SERVICE_FALLBACK_LINK} $variant="secondary">
        {copy.more}<span className="visually-hidden"> {copy.about} {s.title}</span>
      </ButtonLink>
    </Article>
  );
}
