'use client';
// Below the medium breakpoint the header's primary links sit behind one icon button. The panel is a
// native popover: it opens, closes on Escape or a tap outside, and returns focus without any script,
// so it works before hydration and with JavaScript off. The script only closes it when a link inside
// navigates on the client (the header stays mounted across routes).
import Link from 'next/link';
import { useRef } from 'react';
import { Button } from '@/kit/button/Button';
import { usePopoverClosedOnNavigation } from '@/kit/hooks/usePopoverClosedOnNavigation';
import { MenuIcon } from '@/kit/icons/icons';
import styles from './SiteHeader.module.css';

export const NAV_MENU_ID = 'site-nav-menu';

export type NavMenuProps = {
  /** The button's name and tooltip. */
  label: string;
  /** The navigation landmark's name, as the wide-screen row's. */
  navLabel: string;
  items: readonly { href: string; label: string }[];
};

export function NavMenu({ label, navLabel, items }: NavMenuProps) {
  const panel = useRef<HTMLElement>(null);
  usePopoverClosedOnNavigation(panel);

  return (
    <div className={styles.menu}>
      <Button variant="ghost" iconOnly icon={<MenuIcon />} popoverTarget={NAV_MENU_ID} tooltip={{ placement: 'bottom' }}>
        {label}
      </Button>
      <nav ref={panel} id={NAV_MENU_ID} popover="auto" aria-label={navLabel} className={styles.menuPanel}>
        <ul>
          {items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} prefetch={false} onClick={() => panel.current?.hidePopover()}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
