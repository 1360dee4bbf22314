'use client';
// 'Copy page as Markdown': fetches this page's .md (clean Markdown, built with the site) and copies it.
import { useState } from 'react';
import { Button } from '@/kit/button/Button';
import { useMessages } from '@/i18n/I18nProvider';
import { CheckIcon, CopyIcon } from '@/kit/icons/icons';
import { markdownUrl } from './markdown-docs';

export function CopyPageButton({ url }: { url: string }) {
  const [state, setState] = useState<'idle' | 'copying' | 'copied' | 'failed'>('idle');
  const message = useMessages();
  const copy = async () => {
    setState('copying');
    try {
      const response = await fetch(markdownUrl(url));
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const label = message(`copyPage.${state}`);
  return (
    // Copying needs a script; without one the 'View as Markdown' link beside it still leads there.
    <Button
      data-needs-script=""
      size="small"
      variant="secondary"
      loading={state === 'copying'}
      icon={state === 'copied' ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
      onClick={copy}
    >
      {label}
    </Button>
  );
}
