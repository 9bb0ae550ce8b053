import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { projectCardCopy as copy } from '@site/shared/content/project-card-copy';
import type { Project } from '@site/shared/schemas/project';
import { Badge, Card, Clamp, ExternalLink, Icon, typeScale, canHover } from '@site/shared/ui';
import { CatalogImage } from './catalog-image';
import { ProjectTechIcons } from './tech-icons';

const Article = styled(Card)`
  padding: 0;
  overflow: hidden;
  height: 100%;
`;

const Media = styled.div`
  aspect-ratio: 8 / 5;
  background: ${(p) => p.theme.colors.surfaceAlt};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  flex: 1;
  padding: ${(p) => p.theme.space(5)} ${(p) => p.theme.space(6)} ${(p) => p.theme.space(6)};
  h2, h3 { font-size: ${typeScale.xl}; margin: 0; }
  ${Clamp} { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
`;

const Footer = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    min-height: 44px;
    font-weight: 600;
    text-decoration: none;
    ${canHover} { &:hover { text-decoration: underline; } }
  }
`;

/** What kind of work a project is, from its link (the same rule as the projects filter). */
export function projectKind(p: Project): string {
  if (p.projectUrl) return copy.kind.software;
  if (p.rrssUrl) return copy.kind.social;
  return copy.kind.web;
}

function ProjectLink({ project: p }: { project: Project }) {
  const suffix = <span className="visually-hidden"> {copy.of} {p.title}</span>;
  if (p.projectUrl) {
    return (
      <Link to={p.projectUrl}>
        {copy.seeProject}
        {suffix} <Icon name="arrow-right" size={18} />
      </Link>
    );
  }
  const href = p.webUrl ?? p.rrssUrl;
  if (!href) return null;
  return (
    <ExternalLink href={href}>
      {p.webUrl ? copy.visitWeb : copy.seeInstagram}
      {suffix} <Icon name="external-link" size={16} />
    </ExternalLink>
  );
}

type ProjectCardProps = {
  project: Project;
  headingLevel?: 'h2' | 'h3';
  /** The card's image is in the first screen (the first card of /proyectos on a phone). */
  eagerImage?: boolean;
};

/** A portfolio card: image, year, title, 3-line description, up to 4 technologies and a link. */
export function ProjectCard({ project: p, headingLevel = 'h3', eagerImage }: ProjectCardProps) {
  const Heading = headingLevel;
  return (
    <Article>
      <Media>
        <CatalogImage
          name={p.imageUrl}
          alt={p.imageAlt}
          width={800}
          height={500}
          sizes="(min-width: 1200px) 370px, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 92vw"
          eager={eagerImage}
        />
      </Media>
      <Body>
        <Meta>
          <Badge $tone="neutral">
            <span className="visually-hidden">{copy.year} </span>
            {p.year}
          </Badge>
          <Badge>{projectKind(p)}</Badge>
        </Meta>
        <Heading>{p.title}</Heading>
        <Clamp $lines={3}>{p.description}</Clamp>
        <Footer>
          <ProjectTechIcons technologies={p.technologies} />
          <ProjectLink project={p} />
        </Footer>
      </Body>
    </Article>
  );
}
