'use client';
// Tooltip with label, description, shortcut and thumbnail: opens 150 ms after hover or keyboard focus,
// fades over 150 ms, closes on Escape, leave, press, scroll, or a disabled trigger. The interaction is
// a few hundred bytes on every page; the positioning engine (Floating UI's DOM core) loads on the first
// hover or focus of any trigger, well within the 150 ms delay.
import type { Placement } from '@floating-ui/dom';
import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../hooks/useHydrated';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { OneShotTimer } from '../timing/one-shot-timer';
import styles from './Tooltip.module.css';
import { groupHoverDelayMs, joinGroup, leaveGroup } from './tooltip-group';
import { isApplePlatform, type Shortcut, shortcutDescription, shortcutKeys, TOOLTIP_DELAY_MS, TOOLTIP_FADE_MS } from './tooltip-model';
import type { TooltipPosition } from './tooltip-position';

export type TooltipThumbnail = { src: string; alt: string; width: number; height: number };

export type TooltipProps = {
  /** The trigger: one element that accepts a ref and DOM event props. */
  children: ReactElement<TriggerProps>;
  label: string;
  description?: string;
  shortcut?: Shortcut;
  thumbnail?: TooltipThumbnail;
  /** A disabled tooltip never opens and closes if open. A disabled trigger counts too. */
  disabled?: boolean;
  placement?: Placement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  disabled?: boolean;
  'aria-disabled'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
} & Record<string, unknown>;

type OpenReason = 'hover' | 'focus';

let positionEngine: Promise<typeof import('./tooltip-position')> | null = null;
/** Starts (once) the download of the positioning engine; a failed download is retried next time. */
function loadPositionEngine() {
  positionEngine ??= import('./tooltip-position').catch((error: unknown) => {
    positionEngine = null;
    throw error;
  });
  return positionEngine;
}

const subscribeNever = () => () => {};
function useApplePlatform(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => {
      const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
      return isApplePlatform(data?.platform || navigator.platform || '');
    },
    () => false,
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as RefObject<T | null>).current = value;
}

/** Keyboard focus only: a click also focuses a button, and that must not open a tooltip. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function Tooltip({
  children,
  label,
  description,
  shortcut,
  thumbnail,
  disabled = false,
  placement = 'top',
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
}: TooltipProps) {
  const id = useId();
  const triggerDisabled =
    children.props.disabled === true || children.props['aria-disabled'] === true || children.props['aria-disabled'] === 'true';
  const blocked = disabled || triggerDisabled;

  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [openedBy, setOpenedBy] = useState<OpenReason | null>(null);
  // A trigger that becomes disabled closes its tooltip, and it stays closed when re-enabled.
  if (blocked && uncontrolledOpen) setUncontrolledOpen(false);
  const open = (controlledOpen ?? uncontrolledOpen) && !blocked;

  // Stays mounted for the fade-out after closing.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const fadeMs = reducedMotion ? 0 : TOOLTIP_FADE_MS;
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), fadeMs);
    return () => clearTimeout(timer);
  }, [open, mounted, fadeMs]);

  const [timer] = useState(() => new OneShotTimer());
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  useEffect(() => () => timer.cancel(), [timer]);

  const apply = (next: boolean, reason: OpenReason | null) => {
    timer.cancel();
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    setOpenedBy(next ? reason : null);
    if (next !== open) onOpenChange?.(next);
  };
  const openAfter = (reason: OpenReason, delayMs: number) => {
    timer.cancel();
    void loadPositionEngine().catch(() => {});
    if (delayMs <= 0) apply(true, reason);
    else timer.start(() => apply(true, reason), delayMs);
  };

  // While open: one tooltip at a time, Escape closes, and scrolling closes a tooltip the pointer
  // opened (one opened by keyboard focus stays: moving focus scrolls the trigger into view).
  useEffect(() => {
    if (!open) return;
    const close = () => {
      if (controlledOpen === undefined) setUncontrolledOpen(false);
      setOpenedBy(null);
      onOpenChange?.(false);
    };
    joinGroup(id, close);
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const scrollOptions = { capture: true, passive: true } as const;
    document.addEventListener('keydown', onKey);
    if (openedBy !== 'focus') window.addEventListener('scroll', close, scrollOptions);
    return () => {
      leaveGroup(id);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close, scrollOptions);
    };
  }, [open, openedBy, id, controlledOpen, onOpenChange]);

  const own: Pick<TriggerProps, 'onPointerEnter' | 'onPointerLeave' | 'onPointerDown' | 'onFocus' | 'onBlur' | 'onKeyDown'> = {
    onPointerEnter: (event) => {
      if (!blocked && event.pointerType !== 'touch') openAfter('hover', groupHoverDelayMs());
    },
    onPointerLeave: () => {
      timer.cancel();
      if (open && openedBy !== 'focus') apply(false, null);
    },
    onPointerDown: () => apply(false, null),
    onFocus: (event) => {
      if (!blocked && isFocusVisible(event.currentTarget)) openAfter('focus', TOOLTIP_DELAY_MS);
    },
    onBlur: () => apply(false, null),
    onKeyDown: (event) => {
      if (event.key === 'Escape') apply(false, null);
    },
  };
  const triggerProps: Record<string, (event: never) => void> = {};
  for (const [name, handler] of Object.entries(own) as [keyof typeof own, (event: never) => void][]) {
    const theirs = children.props[name] as ((event: never) => void) | undefined;
    triggerProps[name] = (event: never) => {
      theirs?.(event);
      handler(event);
    };
  }
  const childRef = children.props.ref;
  const triggerRef = useCallback(
    (node: HTMLElement | null) => {
      setTrigger(node);
      assignRef(childRef, node);
    },
    [childRef],
  );
  const tooltipId = `${id}-tooltip`;
  const describedBy = [children.props['aria-describedby'], mounted ? tooltipId : undefined].filter(Boolean).join(' ') || undefined;
  const apple = useApplePlatform();
  // The portal needs the document: never in the server HTML.
  const hydrated = useHydrated();

  return (
    <>
      {cloneElement(children, {
        ...triggerProps,
        'aria-describedby': describedBy,
        ref: triggerRef,
      } as Partial<TriggerProps>)}
      {mounted && hydrated && trigger ? (
        <TooltipBubble id={tooltipId} trigger={trigger} placement={placement} open={open} fadeMs={fadeMs}>
          {thumbnail ? (
            // A small, already-sized preview: next/image would add ~6 KB to every page for nothing.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              className={styles.thumbnail}
              src={thumbnail.src}
              alt={thumbnail.alt}
              width={thumbnail.width}
              height={thumbnail.height}
              decoding="async"
            />
          ) : null}
          <span className={styles.heading}>
            <span className={styles.label}>{label}</span>
            {shortcut ? (
              <span className={styles.shortcut} aria-label={shortcutDescription(shortcut, apple)}>
                {shortcutKeys(shortcut, apple).map((key) => (
                  <kbd key={key}>{key}</kbd>
                ))}
              </span>
            ) : null}
          </span>
          {description ? <span className={styles.description}>{description}</span> : null}
        </TooltipBubble>
      ) : null}
    </>
  );
}

type TooltipBubbleProps = {
  id: string;
  trigger: HTMLElement;
  placement: Placement;
  open: boolean;
  fadeMs: number;
  children: ReactElement | (ReactElement | null)[];
};

/** The tooltip itself, in a portal at the tooltips layer; hidden until the engine has placed it. */
function TooltipBubble({ id, trigger, placement, open, fadeMs, children }: TooltipBubbleProps) {
  const bubble = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<TooltipPosition | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadPositionEngine()
      .then((engine) => {
        if (cancelled || !bubble.current) return;
        stop = engine.followTrigger(trigger, bubble.current, placement, setPosition);
      })
      .catch(() => {
        // Offline and never loaded: show it at the trigger's corner rather than not at all.
        const rect = trigger.getBoundingClientRect();
        if (!cancelled) setPosition({ x: rect.left, y: rect.bottom });
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [trigger, placement]);

  return createPortal(
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      className={styles.tooltip}
      data-state={open ? 'open' : 'closed'}
      style={{
        left: position?.x ?? 0,
        top: position?.y ?? 0,
        visibility: position ? undefined : 'hidden',
        transitionProperty: 'opacity',
        transitionDuration: fadeMs > 0 ? `${fadeMs}ms` : undefined,
      }}
    >
      {children}
    </div>,
    document.body,
  );
}
