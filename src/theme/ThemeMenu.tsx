'use client';
// The header's theme menu: System / Light / Dark, plus Classic mode and High contrast toggles.
import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '@/kit/button/Button';
import { CheckIcon, ContrastIcon, MonitorIcon, MoonIcon, SunIcon } from '@/kit/icons/icons';
import type { ThemePreference } from './theme-model';
import styles from './ThemeMenu.module.css';
import { useTheme } from './useTheme';

const PREFERENCES: { value: ThemePreference; label: string; icon: ReactNode }[] = [
  { value: 'system', label: 'System', icon: <MonitorIcon size={18} /> },
  { value: 'light', label: 'Light', icon: <SunIcon size={18} /> },
  { value: 'dark', label: 'Dark', icon: <MoonIcon size={18} /> },
];

export function ThemeMenu() {
  const { theme, setThemeSetting } = useTheme();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<(HTMLElement | null)[]>([]);

  const { floatingStyles, context, refs: floatingRefs } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { setReference, setFloating } = floatingRefs;
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);

  const preference = theme?.preference ?? 'system';
  const toggles = [
    {
      label: 'Classic mode',
      checked: theme?.mode === 'classic',
      toggle: () => setThemeSetting('mode', theme?.mode === 'classic' ? 'modern' : 'classic'),
    },
    {
      label: 'High contrast',
      checked: theme?.highContrast ?? false,
      toggle: () => setThemeSetting('contrast', theme?.highContrast ? 'standard' : 'high'),
    },
  ];
  const item = (index: number, onSelect: () => void) =>
    getItemProps({ tabIndex: activeIndex === index ? 0 : -1, onClick: onSelect });
  const register = (index: number) => (node: HTMLElement | null) => {
    listRef.current[index] = node;
  };

  return (
    <>
      <Button
        ref={setReference}
        variant="ghost"
        iconOnly
        active={open}
        icon={PREFERENCES.find((entry) => entry.value === preference)?.icon}
        tooltip={{ label: 'Theme', description: 'Colour scheme, classic mode and contrast', placement: 'bottom' }}
        {...getReferenceProps()}
      >
        Theme
      </Button>
      {open ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <div ref={setFloating} className={styles.menu} style={floatingStyles} aria-label="Theme" {...getFloatingProps()}>
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
                    setOpen(false);
                  })}
                >
                  <span className={styles.itemIcon}>{entry.icon}</span>
                  <span className={styles.itemLabel}>{entry.label}</span>
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
                  <span className={styles.itemIcon}>{offsetIndex === 1 ? <ContrastIcon size={18} /> : null}</span>
                  <span className={styles.itemLabel}>{toggle.label}</span>
                  <span className={styles.switch} data-on={toggle.checked || undefined} aria-hidden="true" />
                </button>
              ))}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
