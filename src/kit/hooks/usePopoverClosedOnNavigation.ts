'use client';
// A native popover (a menu panel, a drawer) closes when a link inside it navigates on the client:
// the page around it stays mounted across routes. Not on hydration: a panel opened before it (a
// native popover opens without any script) stays open.
import { usePathname } from 'next/navigation';
import { type RefObject, useEffect, useRef } from 'react';

export function usePopoverClosedOnNavigation(popover: RefObject<HTMLElement | null>) {
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const element = popover.current;
    if (element?.matches(':popover-open')) element.hidePopover();
  }, [pathname, popover]);
}
