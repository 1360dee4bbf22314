'use client';
// The one dialog of the site: a native <dialog>, portalled to <body> (whoever opens it lends it no
// styles), mounted while open. Escape and a press beside its content close it (`onClose`), the page
// behind is inert, and focus goes to `initialFocus` on opening and back to whatever had it on closing.
//
// `layer` is where it sits in the spec's stack (§9):
//   'top'        showModal(): the browser's top layer, above everything, everything else inert (the
//                cookie settings, which must also cover the consent banner that opens them);
//   'modals',    show() at that layer, over a full-window backdrop: the page's header, main and footer
//   'lightboxes' are made inert, and the compliance notices above stay usable (search, image zoom).
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { makePageInert } from '../a11y/inert-page';
import styles from './Dialog.module.css';

export type DialogLayer = 'top' | 'modals' | 'lightboxes';

export type DialogProps = {
  layer: DialogLayer;
  /** The accessible name: a label, or the id of the dialog's own title. */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  /** Escape, or a press beside the content (on the backdrop). The owner unmounts the dialog. */
  onClose: () => void;
  /** Receives focus on opening; by default the browser's choice (the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Gets focus back on closing (asked then); by default what had focus on opening. Null leaves focus
   * where the page puts it (a search result followed moves on to another page).
   */
  returnFocusTo?: () => HTMLElement | null;
  className?: string;
  children: ReactNode;
};

export function Dialog({ layer, label, labelledBy, describedBy, onClose, initialFocus, returnFocusTo, className, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The latest callbacks, for listeners set up once.
  const close = useRef(onClose);
  const focusTarget = useRef(returnFocusTo);
  useEffect(() => {
    close.current = onClose;
    focusTarget.current = returnFocusTo;
  }, [onClose, returnFocusTo]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restorePage = layer === 'top' ? () => {} : makePageInert();
    if (!element.open) {
      if (layer === 'top') element.showModal();
      else element.show();
    }
    initialFocus?.current?.focus();
    // Escape: a modal dialog's cancel event; a dialog shown in place gets no such event, so the key
    // is caught here (once, however deep the focus).
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close.current();
      }
    };
    element.addEventListener('cancel', onCancel);
    if (layer !== 'top') document.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('cancel', onCancel);
      document.removeEventListener('keydown', onKeyDown);
      if (element.open) element.close();
      restorePage();
      (focusTarget.current ? focusTarget.current() : opener)?.focus();
    };
  }, [layer, initialFocus]);

  return createPortal(
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-layer={layer}
      className={`${layer === 'top' ? styles.modal : styles.overlay} ${className ?? ''}`}
      onClick={(event) => {
        // On the backdrop (the dialog element itself, outside its content): close. A modal dialog's
        // own box is its content, so only a press beyond it (on ::backdrop) counts there. (A click,
        // not a pointerdown: closing on the way down would hand the click to the page beneath.)
        if (event.target !== event.currentTarget) return;
        if (layer === 'top' && insideBox(event.currentTarget, event.clientX, event.clientY)) return;
        close.current();
      }}
    >
      {children}
    </dialog>,
    document.body,
  );
}

function insideBox(element: Element, x: number, y: number): boolean {
  const box = element.getBoundingClientRect();
  return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
}
