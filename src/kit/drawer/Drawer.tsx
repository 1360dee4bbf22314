'use client';
// A side panel that is a drawer behind a Menu button on small screens and a column beside the page on
// wide ones (the guides' sidebar, the REST reference's navigation). The drawer is a native popover:
// it opens, closes on Escape or a tap outside and returns focus without any script, so it works before
// hydration and with JavaScript off, and it never pushes the page's content down. The script keeps
// the button's aria-expanded and closes the drawer when a link inside navigates on the client.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../button/Button';
import { usePopoverClosedOnNavigation } from '../hooks/usePopoverClosedOnNavigation';
import styles from './Drawer.module.css';

export type DrawerProps = {
  id: string;
  /** The panel's landmark name. */
  label: string;
  /** The button that opens it on small screens. */
  menuLabel: string;
  /** From this width (px) the panel is a column in place and the button goes. */
  columnFrom: 900 | 1200;
  className?: string;
  toggleClassName?: string;
  children: ReactNode;
};

export function Drawer({ id, label, menuLabel, columnFrom, className, toggleClassName, children }: DrawerProps) {
  const panel = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    // A tap before hydration may have opened it already.
    setOpen(element.matches(':popover-open'));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, []);
  usePopoverClosedOnNavigation(panel);

  const column = columnFrom === 900 ? styles.columnFrom900 : styles.columnFrom1200;
  return (
    <>
      <Button
        variant="secondary"
        popoverTarget={id}
        aria-expanded={open}
        aria-controls={id}
        className={[styles.toggle, column, toggleClassName].filter(Boolean).join(' ')}
      >
        {menuLabel}
      </Button>
      <aside ref={panel} id={id} popover="auto" aria-label={label} className={[styles.drawer, column, className].filter(Boolean).join(' ')}>
        {children}
      </aside>
    </>
  );
}
