'use client';
// Copies the code block it sits in; confirms with a short 'Copied' state, announced politely.
import { useRef, useState } from 'react';
import { PAGE_ACTIONS, trackPageAction } from '@/page-actions/page-actions';
import { Button } from '@/kit/button/Button';
import { useMessages } from '@/i18n/I18nProvider';
import { CheckIcon, CopyIcon } from '@/kit/icons/icons';
import { codeTextToCopy } from './copy-text';
import styles from './mdx.module.css';

export const COPIED_FEEDBACK_MS = 2000;

export function CopyCodeButton() {
  const [copied, setCopied] = useState(false);
  const message = useMessages();
  const label = message(copied ? 'copyCode.copied' : 'copyCode.copy');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ref = useRef<HTMLButtonElement>(null);

  const copy = async () => {
    const pre = ref.current?.closest('figure')?.querySelector('pre');
    if (!pre) return;
    try {
      await navigator.clipboard.writeText(codeTextToCopy(pre));
    } catch {
      return; // clipboard refused (permissions, insecure context): nothing to confirm
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    trackPageAction(PAGE_ACTIONS.codeCopied, pre.closest('figure')?.querySelector('figcaption')?.textContent ?? null);
  };

  // Without JavaScript it could not copy, so it is not drawn (the code can still be selected).
  return (
    <span data-needs-script="">
      <Button
        ref={ref}
        className={styles.copy}
        variant="ghost"
        size="small"
        iconOnly
        icon={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
        onClick={copy}
        tooltip={{ label, placement: 'left' }}
      >
        {label}
      </Button>
      <span className={styles.visuallyHidden} role="status">
        {copied ? message('copyCode.announce') : ''}
      </span>
    </span>
  );
}
