import { useId } from 'react';
import styled from 'styled-components';
import { additionalLines } from '@site/shared/content/additional-lines';
import { lineLabel, tariffCardCopy, telephonyFacts, telephonyPage } from '@site/shared/content/telephony';
import { formatEuros } from '@site/shared/content/telephony-offer-details';
import { Button, Icon, IconTile, mediaUp, typeScale } from '@site/shared/ui';
import { PLAN_MODES, forPlanMode } from '../plan-mode';
import { LINES_REQUEST_ID, requestOpenerProps } from '../request-choice';

const Panel = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.card};
  padding: ${(p) => p.theme.space(5)};
  ${mediaUp('medium')} { padding: ${(p) => p.theme.space(6)}; }
  scroll-margin-top: calc(${(p) => p.theme.layout.headerHeight} + ${(p) => p.theme.space(4)});
  h2 { font-size: ${typeScale.xxl}; margin: 0; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  margin-bottom: ${(p) => p.theme.space(3)};
`;

const Intro = styled.p`
  color: ${(p) => p.theme.colors.muted};
  font-size: ${typeScale.sm};
`;

// Name and price share the first line; the description has the row's whole width below them,
// so it stays on one line in the side column instead of wrapping beside the price.
const List = styled.ul`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.space(2)};
  padding: 0;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: baseline;
    column-gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => p.theme.space(2)} 0;
    ${mediaUp('medium')} { padding: ${(p) => p.theme.space(3)} 0; }
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  li > div { display: contents; }
  li:last-child { border-bottom: 0; }
  span { grid-column: 1; grid-row: 1; font-weight: 700; color: ${(p) => p.theme.colors.ink}; }
  small { grid-column: 1 / -1; grid-row: 2; color: ${(p) => p.theme.colors.muted}; font-size: ${typeScale.xs}; }
  strong { grid-column: 2; grid-row: 1; white-space: nowrap; color: ${(p) => p.theme.colors.brandDark}; }
`;

const Note = styled.p`
  font-size: ${typeScale.xs};
  color: ${(p) => p.theme.colors.muted};
  margin-bottom: ${(p) => p.theme.space(4)};
`;

/**
 * SPEC §2 side panel: the three additional-line prices (both modes' in the HTML, the page's CSS
 * shows the chosen mode's) and the button that opens the request dialog on additional lines.
 */
export function AdditionalLinesPanel({ id }: { id?: string }) {
  const copy = telephonyPage.linesPanel;
  const headingId = useId();
  return (
    <Panel id={id} aria-labelledby={headingId}>
      <Head>
        <IconTile aria-hidden="true">
          <Icon name="smartphone" />
        </IconTile>
        <h2 id={headingId}>{copy.title}</h2>
      </Head>
      <Intro>{copy.intro}</Intro>
      <List>
        {additionalLines.map((line) => (
          <li key={line.lineType}>
            <div>
              <span>{lineLabel(line.lineType)}</span>
              <small>{line.summary}</small>
            </div>
            {PLAN_MODES.map((mode) => (
              <strong key={mode} {...forPlanMode(mode)}>
                {formatEuros(line.prices[mode])}
                {tariffCardCopy.perMonth}
              </strong>
            ))}
          </li>
        ))}
      </List>
      {PLAN_MODES.map((mode) => (
        <Note key={mode} {...forPlanMode(mode)}>
          {telephonyFacts.vat[mode].perLine}
        </Note>
      ))}
      <Button {...requestOpenerProps(LINES_REQUEST_ID)} $block>
        {copy.button}
      </Button>
    </Panel>
  );
}
