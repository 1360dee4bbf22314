'use client';
// The small-screen "Menu" button for the docs sidebar drawer. It closes on Escape, on a click
// outside, and when a link inside navigates. Without JavaScript the sidebar simply shows in flow.
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useMessages } from '@/i18n/I18nProvider';
import { Button } from '@/kit/button/Button';

export function DrawerToggle({ controls, className }: { controls: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const pathname = usePathname();
  const message = useMessages();
  // Navigating from inside the drawer closes it (state adjusted during render, not in an effect).
  if (open && openedAt !== pathname) setOpen(false);

  useEffect(() => {
    const drawer = document.getElementById(controls);
    if (!drawer) return;
    drawer.toggleAttribute('data-open', open);
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!drawer.contains(target) && !(target instanceof Element && target.closest(`[aria-controls="${controls}"]`))) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, controls]);

  return (
    <Button
      className={className}
      variant="secondary"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => {
        setOpenedAt(pathname);
        setOpen((value) => !value);
      }}
    >
      {message('drawer.menu')}
    </Button>
  );
}
