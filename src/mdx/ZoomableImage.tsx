'use client';
// Doc images open in a lightbox at the lightboxes layer: Escape, the close button or a click closes
// it, the rest of the page is inert meanwhile (the lightbox lives outside it), and focus returns.
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { makePageInert } from '@/kit/a11y/inert-page';
import { useMessages } from '@/i18n/I18nProvider';
import styles from './mdx.module.css';

type StaticImage = { src: string; width?: number; height?: number };
type ImageProps = Omit<ComponentProps<'img'>, 'src'> & { src?: string | Blob | StaticImage };

/** Images from MDX arrive as a URL, or as the build's import of a local file ({ src, width, height }). */
export function ZoomableImage({ alt = '', src: source, width: givenWidth, height: givenHeight, ...rest }: ImageProps) {
  const image = typeof source === 'object' && source !== null && 'src' in source ? source : null;
  const src = typeof source === 'string' ? source : image?.src;
  const width = givenWidth ?? image?.width;
  const height = givenHeight ?? image?.height;
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const message = useMessages();

  useEffect(() => {
    if (!open) return;
    const restorePage = makePageInert();
    close.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    const opener = trigger.current;
    return () => {
      restorePage();
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [open]);

  if (!src) return null;
  return (
    <>
      <button ref={trigger} type="button" className={styles.zoomTrigger} onClick={() => setOpen(true)} aria-label={message('image.enlarge', { alt: alt ?? '' })}>
        {/* eslint-disable-next-line @next/next/no-img-element -- sized by the build, optimised at build */}
        <img {...rest} src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
      </button>
      {open
        ? createPortal(
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.lightbox} onClick={() => setOpen(false)}>
          <p id={titleId} className={styles.visuallyHidden}>
            {alt || message('image.untitled')}
          </p>
          {/* eslint-disable-next-line @next/next/no-img-element -- the same file, shown large */}
          <img src={src} alt={alt} className={styles.lightboxImage} />
          <button ref={close} type="button" className={styles.lightboxClose} onClick={() => setOpen(false)}>
            {message('image.close')}
          </button>
        </div>,
            document.body,
          )
        : null}
    </>
  );
}
