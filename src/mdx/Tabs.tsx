'use client';
// Tab groups for MDX: the code-block tabs the build generates from fences with tab="…", and
// authored <Tabs items={[…]}>. Choosing a tab switches every group that has it, on every page.
// Server HTML shows the default tab; without JavaScript all panels show, each with its label.
import {
  Children,
  createContext,
  isValidElement,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useRef,
  useSyncExternalStore,
} from 'react';
import { PAGE_ACTIONS, trackPageAction } from '@/page-actions/page-actions';
import { getConsent, subscribeConsent } from '@/consent/consent-store';
import { useMessages } from '@/i18n/I18nProvider';
import styles from './mdx.module.css';
import { createTabChoiceStore } from './tab-choice';

// The choice is stored only with preference consent; without it, it lasts for the visit (memory).
const tabChoice = createTabChoiceStore({ storage: () => window.localStorage, canPersist: () => getConsent().preferences });
if (typeof window !== 'undefined') {
  subscribeConsent(() => {
    if (!getConsent().preferences) tabChoice.forgetStored();
  });
}

type TabsContext = { selected: string; select: (value: string) => void; baseId: string; values: string[] };
const Context = createContext<TabsContext | null>(null);

function useTabs(): TabsContext {
  const context = useContext(Context);
  if (!context) throw new Error('Tab parts must sit inside <Tabs> or <CodeBlockTabs>');
  return context;
}

const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function valuesOf(children: ReactNode): string[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<{ value?: unknown }>(child) && typeof child.props.value === 'string' ? [child.props.value] : [],
  );
}

function TabsRoot({ values, defaultValue, children }: { values: string[]; defaultValue?: string; children: ReactNode }) {
  const baseId = useId();
  const chosen = useSyncExternalStore(tabChoice.subscribe, tabChoice.getSnapshot, () => null);
  const fallback = defaultValue && values.includes(defaultValue) ? defaultValue : (values[0] ?? '');
  const selected = chosen && values.includes(chosen) ? chosen : fallback;
  const select = (value: string) => {
    tabChoice.choose(value);
    trackPageAction(PAGE_ACTIONS.codeTabChosen, value);
  };
  return (
    <Context.Provider value={{ selected, select, baseId, values }}>
      <div className={styles.tabs}>{children}</div>
    </Context.Provider>
  );
}

function TabList({ children, label }: { children: ReactNode; label?: string }) {
  const { values, select, selected } = useTabs();
  const listRef = useRef<HTMLDivElement>(null);
  // Arrow keys move between tabs (automatic activation), Home/End jump to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = values.indexOf(selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step) next = (index + step + values.length) % values.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = values.length - 1;
    if (next === null) return;
    event.preventDefault();
    const value = values[next];
    if (value === undefined) return;
    select(value);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div ref={listRef} role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

function TabTrigger({ value, children }: { value: string; children?: ReactNode }) {
  const { selected, select, baseId } = useTabs();
  const isSelected = selected === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${baseId}-tab-${slug(value)}`}
      aria-selected={isSelected}
      aria-controls={`${baseId}-panel-${slug(value)}`}
      tabIndex={isSelected ? 0 : -1}
      className={styles.tab}
      onClick={() => select(value)}
    >
      {children ?? value}
    </button>
  );
}

function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  const { selected, baseId } = useTabs();
  return (
    <div
      role="tabpanel"
      id={`${baseId}-panel-${slug(value)}`}
      aria-labelledby={`${baseId}-tab-${slug(value)}`}
      hidden={selected !== value}
      className={styles.tabPanel}
      data-tab-label={value}
    >
      {children}
    </div>
  );
}

// Authored tabs: <Tabs items={['curl', 'TypeScript']}><Tab value="curl">…</Tab>…</Tabs>
export function Tabs({
  items,
  defaultValue,
  label,
  children,
}: {
  items?: string[];
  defaultValue?: string;
  label?: string;
  children: ReactNode;
}) {
  const values = items ?? valuesOf(children);
  return (
    <TabsRoot values={values} defaultValue={defaultValue}>
      <TabList label={label}>
        {values.map((value) => (
          <TabTrigger key={value} value={value} />
        ))}
      </TabList>
      {children}
    </TabsRoot>
  );
}

export function Tab({ value, children }: { value: string; children: ReactNode }) {
  return <TabPanel value={value}>{children}</TabPanel>;
}

// The names remark-code-tab generates for consecutive fences with tab="…".
export function CodeBlockTabs({ defaultValue, children }: { defaultValue?: string; children: ReactNode }) {
  return (
    <TabsRoot values={valuesOf(children)} defaultValue={defaultValue}>
      {children}
    </TabsRoot>
  );
}

export function CodeBlockTabsList({ children }: { children: ReactNode }) {
  return <TabList label={useMessages()('tabs.codeSamples')}>{children}</TabList>;
}

export const CodeBlockTabsTrigger = TabTrigger;
export const CodeBlockTab = TabPanel;
