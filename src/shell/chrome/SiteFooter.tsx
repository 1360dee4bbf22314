// The footer on every page.
import Link from 'next/link';
import { CookieSettingsButton } from '@/consent/CookieSettingsButton';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer">
        <ul>
          <li>
            <Link href="/docs" prefetch={false}>
              Docs
            </Link>
          </li>
          <li>
            <Link href="/docs/reference" prefetch={false}>
              API reference
            </Link>
          </li>
          <li>
            <CookieSettingsButton />
          </li>
        </ul>
      </nav>
      <p>© {new Date().getFullYear()} Tessera</p>
    </footer>
  );
}
