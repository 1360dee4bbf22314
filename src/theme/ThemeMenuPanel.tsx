'use client';
// The theme menu's popup, loaded on the first open: System / Light / Dark radio items and the
// Classic mode / High contrast toggles, with arrow-key navigation and focus management.
import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { type ReactNode, useRef, useState } from 'react';
import { PAGE_ACTIONS, trackPageAction } from '@/page-actions/page-actions';
import { useMessages } from '@/i18n/I18nProvider';
import { CheckIcon, ContrastIcon, MonitorIcon, MoonIcon, SunIcon } from '@/kit/icons/icons';
import type { ThemePreference } from './theme-model';
import styles from './ThemeMenu.module.css';
import { useTheme } from './useTheme';

const PREFERENCES: { value: ThemePreference; label: `theme.${ThemePreference}`; icon: ReactNode }[] = [
  { value: 'system', label: 'theme.system', icon: <MonitorIcon size={18} /> },
  { value: 'light', label: 'theme.light', icon: <SunIcon size={18} /> },
  { value: 'dark', label: 'theme.dark', icon: <MoonIcon size={18} /> },
];

export type ThemeMenuPanelProps = {
  id: string;
  reference: HTMLElement | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ThemeMenuPanel({ id, reference, open, onOpenChange }: ThemeMenuPanelProps) {
  const { theme, setThemeSetting: applySetting } = useTheme();
  const message = useMessages();
  const setThemeSetting: typeof applySetting = (key, value) => {
    applySetting(key, value);
    trackPageAction(PAGE_ACTIONS.themeChanged, value);
  };
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<(HTMLElement | null)[]>([]);

  const {
    floatingStyles,
    context,
    refs: floatingRefs,
  } = useFloating({
    open,
    onOpenChange,
    elements: { reference },
    placement: 'bottom-end',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { setFloating } = floatingRefs;
  const { getFloatingProps, getItemProps } = useInteractions([
    // The trigger toggles the menu itself, so a press on it is not an outside press.
    useDismiss(context, { outsidePress: (event) => !(event.target instanceof Node && reference?.contains(event.target)) }),
    useRole(context, { role: 'menu' }),
    // Opening focuses the checked item, whether the menu was opened by pointer or keyboard.
    useListNavigation(context, {
      listRef,
      activeIndex,
      selectedIndex: PREFERENCES.findIndex((entry) => entry.value === (theme?.preference ?? 'system')),
      onNavigate: setActiveIndex,
      focusItemOnOpen: true,
      loop: true,
    }),
  ]);

  const preference = theme?.preference ?? 'system';
  const toggles = [
    {
      label: message('theme.classic'),
      icon: null,
      checked: theme?.mode === 'classic',
      toggle: () => setThemeSetting('mode', theme?.mode === 'classic' ? 'modern' : 'classic'),
    },
    {
      label: message('theme.highContrast'),
      icon: <ContrastIcon size={18} />,
      checked: theme?.highContrast ?? false,
      toggle: () => setThemeSetting('contrast', theme?.highContrast ? 'standard' : 'high'),
    },
  ];
  const item = (index: number, onSelect: () => void) => getItemProps({ tabIndex: activeIndex === index ? 0 : -1, onClick: onSelect });
  const register = (index: number) => (node: HTMLElement | null) => {
    listRef.current[index] = node;
  };

  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false}>
        <div
          ref={setFloating}
          id={id}
          className={styles.menu}
          style={floatingStyles}
          aria-label={message('theme.button')}
          {...getFloatingProps()}
        >
          {PREFERENCES.map((entry, index) => (
            <button
              key={entry.value}
              type="button"
              role="menuitemradio"
              aria-checked={preference === entry.value}
              className={styles.item}
              ref={register(index)}
              {...item(index, () => {
                setThemeSetting('preference', entry.value);
                onOpenChange(false);
              })}
            >
              <span className={styles.itemIcon}>{entry.icon}</span>
              <span className={styles.itemLabel}>{message(entry.label)}</span>
              {preference === entry.value ? <CheckIcon size={16} /> : null}
            </button>
          ))}
          <div role="separator" className={styles.separator} />
          {toggles.map((toggle, offsetIndex) => (
            <button
              key={toggle.label}
              type="button"
              role="menuitemcheckbox"
              aria-checked={toggle.checked}
              className={styles.item}
              ref={register(PREFERENCES.length + offsetIndex)}
              {...item(PREFERENCES.length + offsetIndex, toggle.toggle)}
            >
              <span className={styles.itemIcon}>{toggle.icon}</span>
              <span className={styles.itemLabel}>{toggle.label}</span>
              <span className={styles.switch} data-on={toggle.checked || undefined} aria-hidden="true" />
            </button>
          ))}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
