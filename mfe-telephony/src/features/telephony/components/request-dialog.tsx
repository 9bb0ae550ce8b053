import styled from 'styled-components';
import { tariffs } from '@site/shared/content/tariffs';
import { tariffCardCopy, telephonyPage } from '@site/shared/content/telephony';
import { Dialog, DialogDescription, DialogTitle, focusedOnOpen } from '@site/shared/ui';
import { LINES_REQUEST_ID, REQUEST_DIALOG_ID, REQUEST_TITLE_ID, forTariffChoice, tariffChoiceVisibility } from '../request-choice';
import { RequestFormIsland } from './request-form-island';

const descriptionId = `${REQUEST_DIALOG_ID}-descripcion`;

/** Every value of the tariff select: none yet, each tariff, additional lines. */
const CHOICES = ['', ...tariffs.map((t) => t.id), LINES_REQUEST_ID] as const;

const Frame = styled(Dialog)`
  ${tariffChoiceVisibility(CHOICES)}
`;

/**
 * SPEC §4 request dialog: part of the page's HTML, opened natively by the 'Solicitar oferta' and
 * 'Solicitar Líneas Adicionales' buttons (closed by 'Cerrar', Escape or the backdrop), holding
 * the one request form. Its title follows the form's tariff select, by CSS, and takes the focus on
 * opening: it names what is requested (the tariff whose button was pressed), and the select is the
 * next Tab stop.
 */
export function RequestDialog() {
  return (
    <Frame
      id={REQUEST_DIALOG_ID}
      labelledBy={REQUEST_TITLE_ID}
      describedBy={descriptionId}
      maxWidth={640}
      title={
        <DialogTitle id={REQUEST_TITLE_ID} {...focusedOnOpen}>
          <span {...forTariffChoice('')}>{tariffCardCopy.request}</span>
          {tariffs.map((tariff) => (
            <span key={tariff.id} {...forTariffChoice(tariff.id)}>
              {tariffCardCopy.requestFor(tariff.name)}
            </span>
          ))}
          <span {...forTariffChoice(LINES_REQUEST_ID)}>{telephonyPage.linesPanel.button}</span>
        </DialogTitle>
      }
    >
      <DialogDescription id={descriptionId}>{telephonyPage.requestIntro}</DialogDescription>
      <RequestFormIsland />
    </Frame>
  );
}
