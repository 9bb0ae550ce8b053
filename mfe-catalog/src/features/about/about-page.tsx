import styled from 'styled-components';
import { heroArt } from '@site/shared/content/page-hero-art';
import { about, aboutPicture } from '@site/shared/content/about';
import { aboutPageCopy as copy, historyTitle } from '@site/shared/content/about-page-copy';
import { Card, Container, CtaBanner, Icon, IconTile, mediaUp, PageHero, Section, SectionHeading, typeScale } from '@site/shared/ui';
import { ProseBlock } from '../common/bits';
import { CatalogImage } from '../common/catalog-image';

const Mission = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(10)};
  ${mediaUp('large')} { grid-template-columns: 1.4fr 1fr; align-items: start; }
  p { font-size: ${typeScale.lg}; }
`;

// The people and the place, above the vision: on a phone it comes right after the mission.
const Aside = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  img { display: block; border-radius: ${(p) => p.theme.radii.lg}; box-shadow: ${(p) => p.theme.shadows.raised}; }
`;

const Vision = styled(Card)`
  background: ${(p) => p.theme.colors.brandSoft};
  border-color: transparent;
  h2 { font-size: ${typeScale.xxl}; }
  p { margin: 0; }
`;

// Five values: 2 + 2 + 1 on large phones, 3 + 2 on tablets and small laptops (short row centred), 5 in a row from 1280 px.
const Values = styled.div`
  --values-gap: ${(p) => p.theme.space(5)};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--values-gap);
  > * { flex: 0 0 100%; min-width: 0; }
  ${mediaUp('small')} { > * { flex-basis: calc((100% - var(--values-gap)) / 2); } }
  ${mediaUp('medium')} { > * { flex-basis: calc((100% - 2 * var(--values-gap)) / 3); } }
  ${mediaUp('wide')} { > * { flex-basis: calc((100% - 4 * var(--values-gap)) / 5); } }
`;

const Value = styled(Card)`
  gap: ${(p) => p.theme.space(3)};
  h3 { font-size: ${typeScale.lg}; margin: ${(p) => p.theme.space(2)} 0 0; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space(8)};
  margin: 0;
  text-align: center;
  ${mediaUp('medium')} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  /* The figure reads first (column-reverse: the term stays first in the HTML). Packed at the top
     (flex-end, in reverse), so a label on two lines never lifts its figure out of line. */
  div { display: flex; flex-direction: column-reverse; justify-content: flex-end; gap: ${(p) => p.theme.space(1)}; }
  dd { margin: 0; font-size: ${typeScale.h2}; font-weight: 800; color: ${(p) => p.theme.colors.onDark}; line-height: 1.1; }
  dt { color: ${(p) => p.theme.colors.onDarkMuted}; text-wrap: balance; }
`;

const Timeline = styled.ol`
  position: relative;
  max-width: 820px;
  margin: 0 auto;
  padding: 0 0 0 ${(p) => p.theme.space(10)};
  list-style: none;
  &::before {
    content: '';
    position: absolute;
    left: 15px;
    top: 8px;
    bottom: 8px;
    width: 2px;
    background: ${(p) => p.theme.colors.border};
  }
  li { position: relative; padding-bottom: ${(p) => p.theme.space(8)}; }
  li:last-child { padding-bottom: 0; }
  li::before {
    content: '';
    position: absolute;
    left: -31px;
    top: 6px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.brand};
    box-shadow: 0 0 0 4px ${(p) => p.theme.colors.brandSoft};
  }
  time { display: block; font-weight: 800; font-size: ${typeScale.xl}; color: ${(p) => p.theme.colors.brand}; }
  h3 { font-size: ${typeScale.lg}; margin: ${(p) => p.theme.space(1)} 0; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

/** /nosotros: mission, values, figures and the 2000–2024 timeline. */
export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={about.intro} art={heroArt('/nosotros')} />

      <Section>
        <Container>
          <Mission>
            <ProseBlock>
              <SectionHeading title={about.mission.title} align="left" />
              {about.mission.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </ProseBlock>
            <Aside>
              <CatalogImage name={aboutPicture.name} alt={aboutPicture.alt} width={aboutPicture.width} height={aboutPicture.height} sizes="(min-width: 1200px) 460px, (min-width: 1024px) 38vw, 92vw" />
              <Vision as="aside" aria-labelledby="vision-title">
                <h2 id="vision-title">{about.vision.title}</h2>
                <p>{about.vision.text}</p>
              </Vision>
            </Aside>
          </Mission>
        </Container>
      </Section>

      <Section $tone="alt">
        <Container>
          <SectionHeading eyebrow={copy.valuesHeading.eyebrow} title={copy.valuesHeading.title} />
          <Values>
            {about.values.map((v) => (
              <Value key={v.title}>
                <IconTile>
                  <Icon name={v.icon} />
                </IconTile>
                <h3>{v.title}</h3>
                <p>{v.description}</p>
              </Value>
            ))}
          </Values>
        </Container>
      </Section>

      <Section $tone="dark" aria-labelledby="figures-title">
        <Container>
          <h2 id="figures-title" className="visually-hidden">
            {copy.figuresHeading}
          </h2>
          <Figures>
            {about.figures.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </Figures>
        </Container>
      </Section>

      <Section>
        <Container>
          <SectionHeading
            eyebrow={copy.historyHeading.eyebrow}
            title={historyTitle(about.timeline[0].year, about.timeline[about.timeline.length - 1].year)}
            intro={copy.historyHeading.intro}
          />
          <Timeline>
            {about.timeline.map((t) => (
              <li key={t.year}>
                <time dateTime={String(t.year)}>{t.year}</time>
                <h3>{t.title}</h3>
                <p>{t.description}</p>
              </li>
            ))}
          </Timeline>
        </Container>
      </Section>

      <CtaBanner title={copy.cta.title} text={copy.cta.text} primary={copy.cta.primary} secondary={copy.cta.secondary} />
    </>
  );
}
