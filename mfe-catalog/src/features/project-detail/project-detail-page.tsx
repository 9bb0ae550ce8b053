import { Link } from '@site/shared/router';
import styled from 'styled-components';
import type { RemoteRoutesProps } from '@site/shared/contracts';
import { moreProjects, requestQuote } from '@site/shared/content/actions';
import { technologyMarksLabel } from '@site/shared/content/brand-marks';
import { findProjectPage, type ProjectDetailView as ProjectPageData } from '@site/shared/content/project-detail';
import { projectPageCopy as copy, screenshotsLabel, videosTitle } from '@site/shared/content/project-page-copy';
import { newTabNote } from '@site/shared/content/ui-copy';
import { Badge, ButtonAnchor, Container, CtaBanner, Icon, mediaUp, Section, SectionHeading, typeScale, canHover } from '@site/shared/ui';
import { ProseBlock } from '../common/bits';
import { catalogImageUrl } from '../common/catalog-image';
import { DetailTechIcon } from '../common/tech-icons';
import { ImageCarousel } from './image-carousel';
import { VideoList } from './video-list';

// The dark top band of the shared PageHero, with the back link above the badge and title.
const Hero = styled.section`
  color: ${(p) => p.theme.colors.onDark};
  background:
    radial-gradient(circle at 85% 15%, rgba(56, 189, 248, 0.28), transparent 45%),
    linear-gradient(135deg, ${(p) => p.theme.colors.brandDeep}, ${(p) => p.theme.colors.brandDark});
  padding: calc(${(p) => p.theme.layout.headerHeight} + ${(p) => p.theme.space(8)}) 0 ${(p) => p.theme.space(14)};
  h1 { color: ${(p) => p.theme.colors.onDark}; font-size: ${typeScale.h1}; margin: ${(p) => p.theme.space(4)} 0; }
`;

// From \`large\` the facts and the project's picture share the band (issue 36: a desktop hero is
// never half empty); below it the picture is left out, so a phone reaches the story sooner.
const HeroSplit = styled.div`
  ${mediaUp('large')} {
    display: grid;
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
    align-items: center;
    gap: ${(p) => p.theme.space(10)};
  }
`;

const HeroPicture = styled.picture`
  display: none;
  ${mediaUp('large')} { display: block; }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${(p) => p.theme.radii.lg};
    box-shadow: 0 24px 60px rgba(0, 0, 0, 0.35);
  }
`;

// The fallback of the picture below \`large\`: an empty GIF, so a phone downloads nothing.
const EMPTY_GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  min-height: 44px;
  margin-bottom: ${(p) => p.theme.space(6)};
  color: ${(p) => p.theme.colors.onDark};
  font-weight: 600;
  text-decoration: none;
  ${canHover} { &:hover { text-decoration: underline; } }
`;

const Lead = styled.p`
  color: ${(p) => p.theme.colors.onDarkMuted};
  font-size: ${typeScale.xl};
  max-width: 62ch;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(10)};
  margin: ${(p) => p.theme.space(6)} 0;
  dt { font-size: ${typeScale.xs}; text-transform: uppercase; letter-spacing: 0.08em; color: ${(p) => p.theme.colors.onDarkMuted}; }
  dd { margin: 0; font-weight: 600; }
`;

const TechBadges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  list-style: none;
  margin: 0 0 ${(p) => p.theme.space(8)};
  padding: 0;
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(12)};
  align-items: start;
  ${mediaUp('large')} {
    grid-template-columns: 1.15fr 1fr;
    > :first-child { position: sticky; top: calc(${(p) => p.theme.layout.headerHeight} + ${(p) => p.theme.space(6)}); }
  }
  p { font-size: ${typeScale.lg}; }
`;

/** Splits a long description into paragraphs on blank lines (SPEC §2). */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The detail view of a project record. */
export function ProjectDetailView({ project }: { project: ProjectPageData }) {
  const { picture } = project;
  return (
    <>
      <Hero>
        <Container>
          <Back to="/proyectos">
            <Icon name="arrow-left" size={20} /> {copy.back}
          </Back>
          <HeroSplit>
            <div>
              <div>
                <Badge $tone="dark">{project.category}</Badge>
              </div>
              <h1>{project.title}</h1>
              <Lead>{project.description}</Lead>
              <Facts>
                <div>
                  <dt>{copy.client}</dt>
                  <dd>{project.client}</dd>
                </div>
                <div>
                  <dt>{copy.duration}</dt>
                  <dd>{project.duration}</dd>
                </div>
              </Facts>
              <TechBadges aria-label={technologyMarksLabel}>
                {project.technologies.map((t) => (
                  <li key={t}>
                    <Badge $tone="dark">
                      <DetailTechIcon name={t} />
                      {t}
                    </Badge>
                  </li>
                ))}
              </TechBadges>
              <ButtonAnchor href={project.liveUrl} target="_blank" rel="noopener noreferrer" $variant="light">
                {copy.liveButton} <Icon name="external-link" size={18} />
                <span className="visually-hidden"> {newTabNote}</span>
              </ButtonAnchor>
            </div>
            {/* Not lazy: on a desktop it is the page's largest picture, in view from the start. */}
            <HeroPicture>
              <source media="(min-width: 1024px)" srcSet={`${catalogImageUrl(picture.name, 400)} 400w, ${catalogImageUrl(picture.name, 800)} 800w`} sizes="(min-width: 1280px) 520px, 42vw" />
              <img src={EMPTY_GIF} width={800} height={500} alt={picture.alt} />
            </HeroPicture>
          </HeroSplit>
        </Container>
      </Hero>

      <Section>
        <Container>
          <Body>
            <ImageCarousel images={project.images} label={screenshotsLabel(project.title)} />
            <ProseBlock>
              <SectionHeading title={copy.aboutHeading} align="left" />
              {toParagraphs(project.fullDescription).map((p) => (
                <p key={p.slice(0, 48)}>{p}</p>
              ))}
            </ProseBlock>
          </Body>
        </Container>
      </Section>

      {project.videos.length > 0 && (
        <Section $tone="alt">
          <Container>
            <SectionHeading eyebrow={copy.videosHeading.eyebrow} title={videosTitle(project.title)} intro={copy.videosHeading.intro} />
            <VideoList videos={project.videos} />
          </Container>
        </Section>
      )}

      <CtaBanner title={copy.cta.title} text={copy.cta.text} primary={requestQuote} secondary={moreProjects} />
    </>
  );
}

/** Page module of every project's own page (a record's `page`: /projects/navegatime). */
export default function ProjectDetailPage({ path }: RemoteRoutesProps) {
  const project = findProjectPage(path);
  // The entry only mounts this module at the records' paths, so a miss is a programming error.
  if (!project) throw new Error(`No project page for ${path}`);
  return <ProjectDetailView project={project} />;
}
