'use client';
// The header's search button, and the shortcuts that open search anywhere: ⌘K / Ctrl+K and '/'.
// A shared URL with ?q= opens search with that query. The dialog and the search index load on first use.
// A shortcut pressed before the page has hydrated is held by a boot script and replayed to the
// listener here (search-shortcut-boot.ts).
import { Suspense, useEffect, useState } from 'react';
import { useMessages } from '@/i18n/I18nProvider';
import { Button } from '@/kit/button/Button';
import { SearchIcon } from '@/kit/icons/icons';
import { retryableLazy } from '@/kit/lazy/retryableLazy';
import { isTypingTarget, opensSearch, queryFromSearch } from './search-model';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = retryableLazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

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
      const press = {
        key: event.key,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        typing: isTypingTarget(event.target),
      };
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
        iconOnly="small-screen"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setInitialQuery('');
          setOpen(true);
        }}
        aria-haspopup="dialog"
        data-needs-script=""
        aria-keyshortcuts="Meta+K Control+K /"
        tooltip={{ label: message('search.label'), shortcut: { mod: true, key: 'k' }, placement: 'bottom' }}
      >
        {message('search.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog initialQuery={initialQuery} returnFocusTo={trigger} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
