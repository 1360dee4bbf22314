'use client';
// Tooltip with label, description, shortcut and thumbnail, on Floating UI: opens 150 ms after hover
// or keyboard focus, fades over 150 ms, closes on Escape, leave, press, scroll, or a disabled trigger.
import {
  autoUpdate,
  FloatingPortal,
  flip,
  offset,
  type OpenChangeReason,
  type Placement,
  shift,
  useDelayGroup,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  useTransitionStyles,
} from '@floating-ui/react';
import { cloneElement, type ReactElement, type Ref, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useMediaQuery } from '../hooks/useMediaQuery';
import styles from './Tooltip.module.css';
import {
  isApplePlatform,
  type Shortcut,
  shortcutDescription,
  shortcutKeys,
  TOOLTIP_DELAY_MS,
  TOOLTIP_FADE_MS,
  TOOLTIP_OFFSET_PX,
} from './tooltip-model';

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
} & Record<string, unknown>;

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
  const triggerDisabled =
    children.props.disabled === true ||
    children.props['aria-disabled'] === true ||
    children.props['aria-disabled'] === 'true';
  const blocked = disabled || triggerDisabled;

  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [openedBy, setOpenedBy] = useState<OpenChangeReason | null>(null);
  // A trigger that becomes disabled closes its tooltip, and it stays closed when re-enabled.
  if (blocked && uncontrolledOpen) setUncontrolledOpen(false);
  const open = (controlledOpen ?? uncontrolledOpen) && !blocked;
  const focusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const applyOpen = (next: boolean, reason: OpenChangeReason | null) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    setOpenedBy(next ? reason : null);
    onOpenChange?.(next);
  };
  const setOpen = (next: boolean, _event?: Event, reason?: OpenChangeReason) => {
    clearTimeout(focusTimer.current);
    // Hover waits through the delay group; keyboard focus gets the same 150 ms delay here.
    if (next && reason === 'focus') focusTimer.current = setTimeout(() => applyOpen(true, 'focus'), TOOLTIP_DELAY_MS);
    else applyOpen(next, reason ?? null);
  };
  useEffect(() => () => clearTimeout(focusTimer.current), []);

  // Scrolling closes a tooltip the pointer opened. One opened by keyboard focus stays: moving focus
  // scrolls the trigger into view, and that must not take the tooltip away again.
  useEffect(() => {
    if (!open || openedBy === 'focus') return;
    const close = () => {
      setUncontrolledOpen(false);
      setOpenedBy(null);
      onOpenChange?.(false);
    };
    const options = { capture: true, passive: true } as const;
    window.addEventListener('scroll', close, options);
    return () => window.removeEventListener('scroll', close, options);
  }, [open, openedBy, onOpenChange]);

  const { floatingStyles, context, refs: floatingRefs } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(TOOLTIP_OFFSET_PX), flip(), shift({ padding: TOOLTIP_OFFSET_PX })],
    whileElementsMounted: autoUpdate,
  });
  const { setReference, setFloating } = floatingRefs;
  const { delay } = useDelayGroup(context);
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay, move: false, enabled: !blocked }),
    useFocus(context, { enabled: !blocked }),
    useDismiss(context, { referencePress: true }),
    useRole(context, { role: 'tooltip' }),
  ]);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { isMounted, styles: transition } = useTransitionStyles(context, {
    duration: reducedMotion ? 0 : TOOLTIP_FADE_MS,
    initial: { opacity: 0 },
  });
  const apple = useApplePlatform();
  const triggerRef = useMergeRefs([setReference, children.props.ref]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref: triggerRef }) as TriggerProps)}
      {isMounted ? (
        <FloatingPortal>
          <div
            ref={setFloating}
            className={styles.tooltip}
            style={{ ...floatingStyles, ...transition }}
            data-state={open ? 'open' : 'closed'}
            {...getFloatingProps()}
          >
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
          </div>
        </FloatingPortal>
      ) : null}
    </>
  );
}
