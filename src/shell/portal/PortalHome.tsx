// The portal home: what developers can build on Tessera and where to start.
import Link from 'next/link';
import { localePath } from '@/i18n/site-translations';
import { getTranslator } from '@/i18n/request-locale';
import type { MessageKey } from '@/i18n/translate';
import styles from './PortalHome.module.css';

const PATHS: readonly { title: MessageKey; text: MessageKey; href: string; cta: MessageKey }[] = [
  { title: 'home.restTitle', text: 'home.restText', href: '/docs/reference', cta: 'home.restCta' },
  { title: 'home.authTitle', text: 'home.authText', href: '/docs/authentication', cta: 'home.authCta' },
  { title: 'home.limitsTitle', text: 'home.limitsText', href: '/docs/rate-limits', cta: 'home.limitsCta' },
  { title: 'home.errorsTitle', text: 'home.errorsText', href: '/docs/errors', cta: 'home.errorsCta' },
];

/** The HTTP status the rate-limits card names (an argument, so every locale writes it the same). */
const TOO_MANY_REQUESTS = 429;

export function PortalHome() {
  const t = getTranslator();
  const href = (path: string) => localePath(t.locale, path);
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <p className={styles.lede}>{t('home.lede')}</p>
        <div className={styles.actions}>
          <Link href={href('/docs/quick-start')} className={styles.primary} prefetch={false}>
            {t('home.firstCall')}
          </Link>
          <Link href={href('/docs')} className={styles.secondary} prefetch={false}>
            {t('home.overview')}
          </Link>
        </div>
      </section>
      <section className={styles.paths} aria-labelledby="paths-title">
        <h2 id="paths-title" className={styles.pathsTitle}>
          {t('home.startHere')}
        </h2>
        <ul className={styles.cards}>
          {PATHS.map((path) => (
            <li key={path.href} className={styles.card}>
              <h3>{t(path.title)}</h3>
              <p>{t(path.text, { status: String(TOO_MANY_REQUESTS) })}</p>
              <Link href={href(path.href)} prefetch={false}>
                {t(path.cta)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
