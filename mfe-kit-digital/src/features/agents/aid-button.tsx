import { Suspense, lazy, useRef, useState } from 'react';
import type { KitDigitalStatus } from '@site/shared/content/kit-digital-status';
import { Button, usePrefetchOnFirstInteraction } from '@site/shared/ui';

// The dialog (Radix, its styles and the amounts) is fetched on the visitor's first interaction,
// not with the page.
const loadAidDialog = () => import(/* webpackChunkName: "aid-dialog" */ './aid-dialog');
const AidDialog = lazy(() => loadAidDialog().then((m) => ({ default: m.AidDialog })));

/** "Ver Ayudas" and, once pressed, the aid amounts dialog. */
export function AidButton({ status }: { status: KitDigitalStatus }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  usePrefetchOnFirstInteraction(loadAidDialog);
  return (
    <>
      <Button
        ref={button}
        type="button"
        $block
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Ver Ayudas
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <AidDialog status={status} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
