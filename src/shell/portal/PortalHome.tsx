// The portal home: what developers can build on Tessera and where to start.
import Link from 'next/link';
import { PublishBanner } from '../banners/BannerContext';
import styles from './PortalHome.module.css';

const PATHS = [
  {
    title: 'REST API',
    text: 'Read files, export images, manage comments, variables and webhooks from your own servers.',
    href: '/docs/reference',
    cta: 'Browse the API reference',
  },
  {
    title: 'Authentication',
    text: 'Personal access tokens for scripts, OAuth 2 with PKCE for apps that act for other people.',
    href: '/docs/authentication',
    cta: 'Choose how to authenticate',
  },
  {
    title: 'Rate limits',
    text: 'Three tiers per token, headers on every response, and how to back off when you hit a 429.',
    href: '/docs/rate-limits',
    cta: 'Plan your request budget',
  },
  {
    title: 'Errors',
    text: 'One error body for every failure, with a code, a message and a request id for support.',
    href: '/docs/errors',
    cta: 'Handle errors well',
  },
] as const;

export function PortalHome() {
  return (
    <>
      <PublishBanner id="announcement-variables-write-ga">
        Writing variables through the REST API is now generally available.{' '}
        <Link href="/docs/reference" prefetch={false}>
          See the reference
        </Link>
      </PublishBanner>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">Build on Tessera</h1>
        <p className={styles.lede}>
          Guides and references for the REST API, plugins, webhooks and embeds: everything you need to connect your
          tools to the designs your team makes in Tessera.
        </p>
        <div className={styles.actions}>
          <Link href="/docs/quick-start" className={styles.primary} prefetch={false}>
            Make your first API call
          </Link>
          <Link href="/docs" className={styles.secondary} prefetch={false}>
            Read the overview
          </Link>
        </div>
      </section>
      <section className={styles.paths} aria-labelledby="paths-title">
        <h2 id="paths-title" className={styles.pathsTitle}>
          Start here
        </h2>
        <ul className={styles.cards}>
          {PATHS.map((path) => (
            <li key={path.href} className={styles.card}>
              <h3>{path.title}</h3>
              <p>{path.text}</p>
              <Link href={path.href} prefetch={false}>
                {path.cta}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
