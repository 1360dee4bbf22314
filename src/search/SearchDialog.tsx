'use client';
// The search dialog at the modals layer (the kit's Dialog: Escape or a press beside it closes, the
// page is inert, focus returns): a combobox over a listbox of results in rank order, each labelled
// with its section, arrow keys and Enter, matches highlighted, the words a result lacks shown struck
// through, the query kept in the URL (?q=) for sharing.
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { PAGE_ACTIONS, trackPageAction } from '@/page-actions/page-actions';
import { Dialog } from '@/kit/dialog/Dialog';
import { useLocale, useMessages } from '@/i18n/I18nProvider';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { hasOwnPage, localePath } from '@/i18n/site-translations';
import { LanguageMark } from '@/kit/language-mark/LanguageMark';
import { useFormatMessage } from '@/i18n/use-format-message';
import { Button } from '@/kit/button/Button';
import { preloadSearch, searchDocs } from './search-client';
import { SEARCH_PAUSE_MS, type SearchHit, searchWithQuery } from './search-model';
import styles from './SearchDialog.module.css';

function setQueryInAddress(query: string) {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${searchWithQuery(search, query)}${hash}`);
}

export type SearchDialogProps = {
  initialQuery: string;
  onClose: () => void;
  /** Gets focus back when the dialog closes without navigating (once the page is no longer inert). */
  returnFocusTo: HTMLElement | null;
};

export function SearchDialog({ initialQuery, onClose, returnFocusTo }: SearchDialogProps) {
  const router = useRouter();
  const message = useMessages();
  const locale = useLocale();
  const formatMessage = useFormatMessage();
  const [query, setQuery] = useState(initialQuery);
  const [hits, setHits] = useState<SearchHit[]>([]);
  /** The rest of the answered query's list, fetched when the reader asks for it. */
  const [more, setMore] = useState<{ query: string; load: () => Promise<SearchHit[]> } | null>(null);
  const [count, setCount] = useState(0);
  const [answeredQuery, setAnsweredQuery] = useState('');
  /** The answered query as of now, for a list's rest that arrives after a newer query's answer. */
  const answeredQueryRef = useRef('');
  useEffect(() => {
    answeredQueryRef.current = answeredQuery;
  }, [answeredQuery]);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const listbox = useRef<HTMLDivElement>(null);
  const restoreFocus = useRef(true);
  const reportedQueries = useRef(new Set<string>());
  const baseId = useId();
  const listboxId = `${baseId}-results`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // The engine loads as the dialog opens, so the first query waits only for its own index chunks.
  useEffect(preloadSearch, []);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) return;
    // A burst of keys asks once, when it pauses; a query superseded meanwhile fetches no results.
    const superseded = new AbortController();
    const asking = setTimeout(() => {
      searchDocs(trimmed, superseded.signal).then(
        (found) => {
          if (!found || superseded.signal.aborted) return;
          setHits(found.hits);
          // A new answer is read from its top (and its last result is not scrolled into view at once).
          listbox.current?.scrollTo(0, 0);
          setCount(found.count);
          setMore(found.more && { query: trimmed, load: found.more });
          setAnsweredQuery(trimmed);
          setActive(0);
          setFailed(false);
        },
        () => {
          if (!superseded.signal.aborted) setFailed(true);
        },
      );
    }, SEARCH_PAUSE_MS);
    return () => {
      clearTimeout(asking);
      superseded.abort();
    };
  }, [query]);

  const trimmed = query.trim();
  /** The results shown are this query's (not a previous one's, still standing while it is asked). */
  const answered = !failed && trimmed !== '' && answeredQuery === trimmed;
  const foundNothing = answered && hits.length === 0;
  /**
   * A query the reader ends on (Enter, or closing the dialog) that found nothing is reported once, so
   * the docs team learns what is missing; the queries typed on the way there are not.
   */
  const reportIfNothingFound = () => {
    if (!foundNothing || reportedQueries.current.has(trimmed)) return;
    reportedQueries.current.add(trimmed);
    trackPageAction(PAGE_ACTIONS.searchNoResults, trimmed);
  };
  // The index is English content; a reader in another locale stays in that locale's pages.
  const hrefOf = (hit: SearchHit) => localePath(locale, hit.url);
  /** A result the reader's locale has not translated leads to the English page, and says so. */
  const inEnglish = (hit: SearchHit) => locale !== DEFAULT_LOCALE && !hasOwnPage(locale, hit.url);
  const close = () => {
    reportIfNothingFound();
    setQueryInAddress('');
    onClose();
  };
  const go = (hit: SearchHit | undefined) => {
    if (!hit) return reportIfNothingFound();
    trackPageAction(PAGE_ACTIONS.searchSubmitted, trimmed);
    restoreFocus.current = false;
    onClose();
    router.push(hrefOf(hit));
  };

  const shown = trimmed ? hits : [];
  const moreToShow = answered && more?.query === trimmed ? more : null;
  /** Fetches the rest of the list (their pages' texts) and appends it; `then` runs once it is shown. */
  const showMore = (then?: () => void) => {
    if (!moreToShow) return;
    setMore(null);
    moreToShow.load().then(
      (rest) => {
        if (answeredQueryRef.current !== moreToShow.query) return;
        setHits((first) => [...first, ...rest]);
        then?.();
      },
      () => setFailed(true),
    );
  };
  // Scrolled to the last result shown, the reader gets the rest of the list.
  useEffect(() => {
    const last = listbox.current?.lastElementChild;
    if (!moreToShow || !last) return;
    const watching = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      { root: listbox.current },
    );
    watching.observe(last);
    return () => watching.disconnect();
  });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (shown.length === 0) return;
      // Past the last result shown, the rest of the list comes, and the next result is selected.
      if (event.key === 'ArrowDown' && active === shown.length - 1 && moreToShow) return showMore(() => setActive(shown.length));
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(shown[active]);
    }
  };

  let status = '';
  if (failed) status = message('search.unavailable');
  else if (answered) status = foundNothing ? message('search.noResults', { query: trimmed }) : formatMessage('search.count', { count });

  return (
    <Dialog
      layer="modals"
      label={message('search.label')}
      onClose={close}
      initialFocus={input}
      returnFocusTo={() => (restoreFocus.current ? returnFocusTo : null)}
      className={styles.backdrop}
    >
      <div className={styles.dialog}>
        <div className={styles.field}>
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label={message('search.label')}
            aria-expanded={shown.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={shown.length > 0 ? optionId(active) : undefined}
            placeholder={message('search.label')}
            value={query}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setQuery(event.target.value);
              setQueryInAddress(event.target.value);
            }}
            onKeyDown={onKeyDown}
            className={styles.input}
          />
          <Button onClick={close}>{message('search.close')}</Button>
        </div>
        {locale === DEFAULT_LOCALE ? null : <p className={styles.status}>{message('search.englishOnly')}</p>}
        <p role="status" className={styles.status}>
          {status}
        </p>
        <div ref={listbox} role="listbox" id={listboxId} aria-label={message('search.results')} className={styles.results}>
          {shown.map((hit, position) => (
            // A real link: open in a new tab, copy link and middle click work; a plain click or Enter
            // navigates in place. Focus stays in the combobox (tabIndex -1).
            <a
              key={hit.url}
              id={optionId(position)}
              role="option"
              href={hrefOf(hit)}
              hrefLang={inEnglish(hit) ? DEFAULT_LOCALE : undefined}
              tabIndex={-1}
              // The index is the English docs: in an RTL locale a result still reads left to right.
              lang={DEFAULT_LOCALE}
              dir="ltr"
              aria-selected={position === active}
              className={styles.option}
              onPointerMove={() => setActive(position)}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                go(hit);
              }}
            >
              <span className={styles.title}>
                {hit.title}
                {inEnglish(hit) ? <LanguageMark code={DEFAULT_LOCALE} name={message('locale.inEnglish')} lang={locale} /> : null}
              </span>
              {/* Shown above the title; read after it. */}
              <span className={styles.section}>{hit.section}</span>
              <span className={styles.excerpt}>
                {hit.excerpt.map((segment, at) =>
                  segment.marked ? <mark key={at}>{segment.text}</mark> : <span key={at}>{segment.text}</span>,
                )}
              </span>
              {hit.missing.length > 0 ? (
                <span className={styles.missing}>
                  {/* The label is in the reader's language, the words as they typed them. */}
                  <span lang={locale} dir="auto">
                    {message('search.missing')}
                  </span>{' '}
                  <s>{hit.missing.join(' ')}</s>
                </span>
              ) : null}
            </a>
          ))}
        </div>
      </div>
    </Dialog>
  );
}
