// A plain modal dialog (decision 152): the native <dialog> opened with showModal (focus kept inside, the page behind
// inert, Escape and a click beside it close it), named by its title. Mounted while open; MUI Dialog's look.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import './plain.css';

type PlainDialogProps = { titleId: string; onClose: () => void; children: ReactNode };

export function PlainDialog({ titleId, onClose, children }: PlainDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // A layout effect: shown before the first paint, and closed (focus going back where it was) before React removes it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom has no showModal: the dialog is then only open.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The first field asks for focus (autofocus): only now, once shown, can it have it.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="pl-root pl-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its box.
        const box = event.currentTarget.getBoundingClientRect();
        const isOutside =
          event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom;
        if (event.target === event.currentTarget && isOutside) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
