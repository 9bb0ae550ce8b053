import styled from 'styled-components';
import { kitAgentAid, kitAidDialog } from '@site/shared/content/kit-digital-pages';
import type { KitStatusCopy } from '@site/shared/content/kit-digital-status';
import { Button, closeDialogProps, Dialog, DialogDescription, DialogTitle, focusedOnOpen, Icon, typeScale } from '@site/shared/ui';

/** The aid dialog's id: "Ver Ayudas" opens it with `openDialogProps(AID_DIALOG_ID)`. */
export const AID_DIALOG_ID = 'ayudas';
const TITLE_ID = 'ayudas-titulo';
const DESCRIPTION_ID = 'ayudas-descripcion';

const Closed = styled.p`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: flex-start;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-left: 4px solid ${(p) => p.theme.colors.accent};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.accentText};
  font-weight: 600;
  font-size: ${typeScale.sm};
  svg { flex: none; margin-top: 2px; }
`;

// A description list rather than a table: on a phone each amount wraps under its solution
// instead of squeezing both into two narrow columns.
const Amounts = styled.dl`
  margin: 0 0 ${(p) => p.theme.space(6)};
  font-size: ${typeScale.sm};
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    column-gap: ${(p) => p.theme.space(4)};
    row-gap: ${(p) => p.theme.space(1)};
    padding: ${(p) => p.theme.space(3)} 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  > div:last-child { border-bottom: 0; }
  dt { flex: 1 1 240px; color: ${(p) => p.theme.colors.text}; }
  dd { margin: 0; font-weight: 700; color: ${(p) => p.theme.colors.brandDark}; }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * SPEC §2 "Ver Ayudas" modal: the per-solution amounts for 0 to 2 employees and their 12-month
 * duration. A native dialog in the page's HTML (shared Dialog): "Ver Ayudas", "Cerrar", the
 * corner ×, Escape and a backdrop click work without script; the page behind is locked by CSS and
 * focus goes back to "Ver Ayudas" on close. Opening focuses the title, not the first button: on a
 * phone "Cerrar" sits below the fold, and focusing it would scroll the title out of view.
 */
export function AidDialog({ copy }: { copy: KitStatusCopy }) {
  return (
    <Dialog
      id={AID_DIALOG_ID}
      labelledBy={TITLE_ID}
      describedBy={DESCRIPTION_ID}
      title={
        <DialogTitle id={TITLE_ID} {...focusedOnOpen}>
          {kitAgentAid.title}
        </DialogTitle>
      }
    >
      <DialogDescription id={DESCRIPTION_ID}>
        {kitAidDialog.description} {kitAgentAid.duration}
      </DialogDescription>
      {copy.dialogNote && (
        <Closed>
          <Icon name="calendar-x" size={18} />
          {copy.dialogNote}
        </Closed>
      )}
      <Amounts>
        {kitAgentAid.rows.map((row) => (
          <div key={row.slug}>
            <dt>{row.category}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
      </Amounts>
      <Footer>
        <Button {...closeDialogProps(AID_DIALOG_ID)} $variant="secondary">
          {kitAidDialog.close}
        </Button>
      </Footer>
    </Dialog>
  );
}
