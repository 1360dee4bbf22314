'use client';
// The header's search button, and the shortcuts that open search anywhere: ⌘K / Ctrl+K and '/'.
// A shared URL with ?q= opens search with that query. The dialog and Pagefind load on first use.
import { Suspense, useEffect, useState } from 'react';
import { useMessages } from '@/i18n/I18nProvider';
import { Button } from '@/kit/button/Button';
import { SearchIcon } from '@/kit/icons/icons';
import { retryableLazy } from '@/kit/lazy/retryableLazy';
import { opensSearch, queryFromSearch } from './search-model';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = retryableLazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const message = useMessages();

  useEffect(() => {
    // A shared link (?q=…) opens search with its query once the page runs.
    const openShared = () => {
      const shared = queryFromSearch(window.location.search);
      if (!shared) return;
      setInitialQuery(shared);
      setOpen(true);
    };
    openShared();
    const onKeyDown = (event: KeyboardEvent) => {
      const press = { key: event.key, metaKey: event.metaKey, ctrlKey: event.ctrlKey, altKey: event.altKey, typing: isTyping(event.target) };
      if (!opensSearch(press)) return;
      event.preventDefault();
      setInitialQuery('');
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        ref={setTrigger}
        variant="secondary"
        icon={<SearchIcon size={18} />}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setInitialQuery('');
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-keyshortcuts="Meta+K Control+K /"
        tooltip={{ label: message('search.label'), shortcut: { mod: true, key: 'k' }, placement: 'bottom' }}
      >
        {message('search.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog
            initialQuery={initialQuery}
            returnFocusTo={trigger}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
