import styled from 'styled-components';
import { formsCopy } from '@site/shared/content/forms-copy';
import { Container, Icon, IconTile, PageHero, Section, island, mediaUp, type SpriteIconName, typeScale } from '@site/shared/ui';
import { FormCard, formHeadingId } from '../form-support/form-card';
import { FormUnavailable } from '../form-support/form-unavailable';
import { APPLICATION_FORM_ID } from './job-application-form-id';

const copy = formsCopy.job;

// The form's checks and sending code load on the visitor's first interaction; until then the
// prerendered form posts natively (multipart, with the CV). No props: nothing can update it early.
const JobApplicationFormIsland = island(() => import(/* webpackChunkName: "job-application-form" */ './job-application-form').then((m) => ({ default: m.JobApplicationForm })), FormUnavailable);
const pointIcons: Record<(typeof copy.why.points)[number]['key'], SpriteIconName> = {
  projects: 'rocket',
  learning: 'graduation-cap',
  team: 'users',
};

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(10)};
  align-items: start;
  ${mediaUp('large')} { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); gap: ${(p) => p.theme.space(12)}; }
`;

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(10)};
  h2 { font-size: ${typeScale.h3}; }
  > div > p { color: ${(p) => p.theme.colors.muted}; font-size: ${typeScale.lg}; }
`;

const Points = styled.ul`
  list-style: none;
  margin: ${(p) => p.theme.space(6)} 0 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  li { display: flex; gap: ${(p) => p.theme.space(4)}; align-items: flex-start; }
  h3 { font-size: ${typeScale.lg}; margin-bottom: ${(p) => p.theme.space(1)}; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

const Steps = styled.ol`
  list-style: none;
  counter-reset: step;
  margin: ${(p) => p.theme.space(5)} 0 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  li {
    counter-increment: step;
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(4)};
    color: ${(p) => p.theme.colors.text};
  }
  li::before {
    content: counter(step);
    flex: none;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.brand};
    color: ${(p) => p.theme.colors.onDark};
    font-weight: 700;
  }
`;

/** /empleo: why join the team, then the spontaneous application with its CV (SPEC §2 Job application). */
export default function JobApplicationPage() {
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section $tone="alt">
        <Container>
          <Columns>
            <Aside>
              <div>
                <h2>{copy.why.heading}</h2>
                <p>{copy.why.intro}</p>
                <Points>
                  {copy.why.points.map((point) => (
                    <li key={point.key}>
                      <IconTile>
                        <Icon name={pointIcons[point.key]} />
                      </IconTile>
                      <div>
                        <h3>{point.title}</h3>
                        <p>{point.text}</p>
                      </div>
                    </li>
                  ))}
                </Points>
              </div>
              <div>
                <h2>{copy.steps.heading}</h2>
                <Steps>
                  {copy.steps.items.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </Steps>
              </div>
            </Aside>
            <FormCard>
              <h2 id={formHeadingId(APPLICATION_FORM_ID)}>{copy.form.heading}</h2>
              <p>{copy.form.intro}</p>
              <JobApplicationFormIsland />
            </FormCard>
          </Columns>
        </Container>
      </Section>
    </>
  );
}
