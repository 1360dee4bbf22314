'use client';
// The header's theme button. The menu itself (focus management, list navigation) is a separate
// chunk loaded on the first open, so it costs nothing on pages where nobody changes the theme.
import { Suspense, useId, useState } from 'react';
import { useMessages } from '@/i18n/I18nProvider';
import { Button } from '@/kit/button/Button';
import { MonitorIcon, MoonIcon, SunIcon } from '@/kit/icons/icons';
import { retryableLazy } from '@/kit/lazy/retryableLazy';
import { useTheme } from './useTheme';

const ThemeMenuPanel = retryableLazy(() => import('./ThemeMenuPanel').then((module) => ({ default: module.ThemeMenuPanel })));

const TRIGGER_ICONS = { system: <MonitorIcon />, light: <SunIcon />, dark: <MoonIcon /> };

export function ThemeMenu() {
  const { theme } = useTheme();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const menuId = useId();
  const message = useMessages();

  return (
    <>
      <Button
        ref={setTrigger}
        variant="ghost"
        iconOnly
        active={open}
        icon={TRIGGER_ICONS[theme?.preference ?? 'system']}
        tooltip={{ label: message('theme.button'), description: message('theme.description'), placement: 'bottom' }}
        aria-haspopup="menu"
        data-needs-script=""
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen((value) => !value);
        }}
      >
        {message('theme.button')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ThemeMenuPanel id={menuId} reference={trigger} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
