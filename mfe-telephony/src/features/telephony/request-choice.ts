import { css } from 'styled-components';
import { LINES_REQUEST_ID } from '@site/shared/content/telephony-offer-details';
import { openDialogProps } from '@site/shared/ui';

/*
 * The request dialog's DOM contract (docs/progressive-enhancement.md): the form `solicitud`, its
 * `tariffId` select, and the buttons that open the dialog with a tariff preset.
 */

/** The request form's id: the API's answer pages and the mode radios' `form` attribute name it. */
export const REQUEST_FORM_ID = 'solicitud';

/**
 * The dialog around the form. Not `solicitud` too: the browser resolves `form="solicitud"` (and
 * `commandfor`) to the first element with that id, and the dialog comes before its form.
 */
export const REQUEST_DIALOG_ID = 'dialogo-solicitud';

/** The dialog's title, which also names the form. */
export const REQUEST_TITLE_ID = `${REQUEST_DIALOG_ID}-titulo`;

/** The select that says what is requested: a tariff's id, or 'lines'. */
export const TARIFF_FIELD = 'tariffId';

export { LINES_REQUEST_ID };

/**
 * A button that opens the request dialog on `tariffId`: the invoker opens it natively and the
 * inline loader sets the form's select from `data-preset` first (with script, even before
 * hydration). Without script the visitor picks the tariff in the select.
 */
export const requestOpenerProps = (tariffId: string | number) => ({
  ...openDialogProps(REQUEST_DIALOG_ID),
  'aria-haspopup': 'dialog' as const,
  'data-preset': `${TARIFF_FIELD}=${tariffId}`,
});

/** Marks content that shows only while `value` is chosen in the tariff select ('' = none yet). */
export const forTariffChoice = (value: string | number) => ({ 'data-tariff-choice': String(value) });

/**
 * For an ancestor of the select and of every `data-tariff-choice` element: hides what belongs to
 * an option that is not chosen (one rule per option, since CSS cannot compare two attributes).
 * Hiding rather than showing leaves each element its own display.
 */
export const tariffChoiceVisibility = (values: readonly (string | number)[]) => css`
  ${values.map(
    (value) => `
      &:not(:has(select[name='${TARIFF_FIELD}'] option[value='${value}']:checked)) [data-tariff-choice='${value}'] {
        display: none;
      }`,
  )}
`;

/** What the visitor asked for, read from the form when it is sent. */
export function readTariffChoice(form: HTMLFormElement): string {
  const value = new FormData(form).get(TARIFF_FIELD);
  return typeof value === 'string' ? value : '';
}
