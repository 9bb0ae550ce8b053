import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { fillKitText, kitSolutionPage as page } from '@site/shared/content/kit-digital-copy';
import { kitSolutionPages } from '@site/shared/content/kit-solution-pages.derived';
import { bareList, Container, CtaBanner, Icon, mediaUp, pill, Section, SectionHeading, typeScale, canHover } from '@site/shared/ui';
import { KitIcon } from '../kit-common/kit-icon';
import { KitPicture } from '../kit-common/kit-picture';
import { AidTable } from './aid-table';

// What the solution includes beside its picture from `large` (the picture stays in view while the
// list is read); on phones the list, then the picture.
const Overview = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(10)};
  align-items: start;
  ${mediaUp('large')} { grid-template-columns: 1fr 1fr; gap: ${(p) => p.theme.space(14)}; }
  > div > header { margin-bottom: ${(p) => p.theme.space(6)}; }
`;

const PictureBox = styled.div`
  ${mediaUp('large')} { position: sticky; top: calc(${(p) => p.theme.layout.headerHeight} + ${(p) => p.theme.space(6)}); }
`;

// The solution's features, each said once (issue 36): a check, its name and what it means.
const Services = styled.ul`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  li { display: flex; gap: ${(p) => p.theme.space(3)}; align-items: flex-start; }
  h3 { font-size: ${typeScale.lg}; margin: 0 0 ${(p) => p.theme.space(1)}; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
  li > svg { flex: none; width: 24px; height: 24px; margin-top: 2px; color: ${(p) => p.theme.colors.success}; }
`;

const FromPrice = styled.p`
  display: inline-flex;
  flex-direction: column;
  margin: ${(p) => p.theme.space(6)} 0 0;
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.brandSoft};
  color: ${(p) => p.theme.colors.muted} !important;
  font-size: ${typeScale.sm} !important;
  strong { font-size: ${typeScale.h3}; color: ${(p) => p.theme.colors.brandDark}; line-height: 1.2; }
`;


const AidLayout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(8)};
  max-width: 960px;
  margin: 0 auto;
`;

const MaxAid = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(5)} ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.brandDeep};
  color: ${(p) => p.theme.colors.onDarkMuted};
  strong { font-size: ${typeScale.h2}; color: ${(p) => p.theme.colors.onDark}; line-height: 1.1; }
`;

const Phases = styled.ol`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  ${mediaUp('medium')} { grid-template-columns: 1fr 1fr; }
`;

const Phase = styled.li<{ $percent: number }>`
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.card};
  h4 { margin: 0 0 ${(p) => p.theme.space(1)}; font-size: ${typeScale.base}; color: ${(p) => p.theme.colors.muted}; font-weight: 600; }
  strong { display: block; font-size: ${typeScale.h2}; line-height: 1.1; color: ${(p) => p.theme.colors.brand}; }
  p { margin: ${(p) => p.theme.space(3)} 0 0; color: ${(p) => p.theme.colors.muted}; }
  &::after {
    content: '';
    display: block;
    height: 8px;
    margin-top: ${(p) => p.theme.space(4)};
    border-radius: ${(p) => p.theme.radii.pill};
    background: linear-gradient(90deg, ${(p) => p.theme.colors.brand} ${(p) => p.$percent}%, ${(p) => p.theme.colors.border} ${(p) => p.$percent}%);
  }
`;

const Notes = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  p {
    display: flex;
    gap: ${(p) => p.theme.space(3)};
    align-items: flex-start;
    margin: 0;
    padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.brandSoft};
    color: ${(p) => p.theme.colors.text};
  }
  svg { flex: none; margin-top: 3px; color: ${(p) => p.theme.colors.brand}; }
`;

const SubHeading = styled.h3`
  font-size: ${typeScale.xl};
  margin: 0 0 ${(p) => p.theme.space(4)};
`;

const Others = styled.ul`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space(3)};
  a {
    ${pill}
    min-height: 44px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    ${canHover} { &:hover { border-color: ${(p) => p.theme.colors.brand}; color: ${(p) => p.theme.colors.brand}; } }
  }
  svg { color: ${(p) => p.theme.colors.brand}; }
`;

/**
 * Everything of a /kit/* page below its hero (SPEC §2 "Kit solution pages"): what the solution
 * includes, its aid, the other solutions and the closing call. The same for every visitor, so a
 * prerendered page keeps it as served (solution-page.tsx) and never loads this chunk, nor the
 * solution records it reads; a page reached by a link loads it with the template.
 */
export default function SolutionDetails({ slug }: { slug: string }) {
  const solution = kitSolutionPages.find((s) => s.slug === slug);
  // The routes entry mounts the page only at the records' slugs, so a miss is a programming error.
  if (!solution) throw new Error(`No Kit Digital solution ${slug}`);
  const others = kitSolutionPages.filter((s) => s.slug !== slug);

  return (
    <>
      <Section aria-labelledby="incluye">
        <Container>
          <Overview>
            <div>
              <SectionHeading id="incluye" align="left" eyebrow={solution.shortName} title={page.includesTitle} />
              <Services aria-label={page.servicesTitle}>
                {solution.services.map((service) => (
                  <li key={service.title}>
                    <Icon name="circle-check" />
                    <div>
                      <h3>{service.title}</h3>
                      <p>{service.description}</p>
                    </div>
                  </li>
                ))}
              </Services>
              {solution.fromPrice && (
                <FromPrice>
                  {page.fromPrice.before} <strong>{solution.fromPrice}</strong> {page.fromPrice.after}
                </FromPrice>
              )}
            </div>
            {/* Below the hero on every viewport, so it can load lazily. */}
            <PictureBox>
              <KitPicture base={solution.image.base} alt={solution.image.alt} sizes="(min-width: 1024px) 540px, (min-width: 768px) 680px, 100vw" />
            </PictureBox>
          </Overview>
        </Container>
      </Section>

      <Section $tone="alt" aria-labelledby="ayuda">
        <Container>
          <SectionHeading
            id="ayuda"
            eyebrow={page.aid.eyebrow}
            title={page.aid.title}
            intro={fillKitText(page.aid.intro, { months: solution.months })}
          />
          <AidLayout>
            {solution.maxAid && (
              <MaxAid>
                {page.aid.maxAid} <strong>{solution.maxAid}</strong>
              </MaxAid>
            )}
            <AidTable solution={solution} caption={fillKitText(page.aid.tableCaption, { category: solution.category })} />
            {solution.notes.length > 0 && (
              <Notes>
                {solution.notes.map((note) => (
                  <p key={note}>
                    <Icon name="info" size={20} />
                    {note}
                  </p>
                ))}
              </Notes>
            )}
            {solution.phases && (
              <div>
                <SubHeading>{page.aid.phasesTitle}</SubHeading>
                <Phases>
                  {solution.phases.map((phase) => (
                    <Phase key={phase.title} $percent={phase.percent}>
                      <h4>{phase.title}</h4>
                      <strong>{phase.percent} %</strong>
                      <p>{phase.description}</p>
                    </Phase>
                  ))}
                </Phases>
              </div>
            )}
          </AidLayout>
        </Container>
      </Section>

      <Section aria-labelledby="otras">
        <Container>
          <SectionHeading id="otras" eyebrow={page.others.eyebrow} title={page.others.title} />
          <Others>
            {others.map((other) => (
              <li key={other.slug}>
                <Link to={other.path}>
                  <KitIcon name={other.icon} size={18} />
                  {other.shortName}
                </Link>
              </li>
            ))}
          </Others>
        </Container>
      </Section>

      <CtaBanner
        title={solution.pitch.title}
        text={solution.pitch.text}
        primary={page.primary}
        showPhone
      />
    </>
  );
}
