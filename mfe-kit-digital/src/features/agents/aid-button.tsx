import { kitAidDialog } from '@site/shared/content/kit-digital-pages';
import { Button, openDialogProps } from '@site/shared/ui';
import { AID_DIALOG_ID } from './aid-dialog';

/**
 * "Ver Ayudas": opens the aid amounts dialog (./aid-dialog, in the page's HTML) natively, with an
 * invoker command, so it works before hydration and without JavaScript.
 */
export function AidButton() {
  return (
    <Button {...openDialogProps(AID_DIALOG_ID)} $block aria-haspopup="dialog">
      {kitAidDialog.open}
    </Button>
  );
}
