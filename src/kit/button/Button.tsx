'use client';
// The design kit's button: variants and sizes, disabled/loading/selected/active states, icon-only
// with a tooltip, and submit buttons that stay disabled until the page has hydrated.
import { type ButtonHTMLAttributes, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref, useRef } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import { useTruncated } from '../hooks/useTruncated';
import { Tooltip, type TooltipProps } from '../tooltip/Tooltip';
import styles from './Button.module.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** The label. With `iconOnly` it is the accessible name and the tooltip's label. */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
  /** Shows the icon alone: always, or only on small screens (below the small breakpoint). */
  iconOnly?: boolean | 'small-screen';
  /** Blocks presses but stays focusable (aria-disabled), so keyboard users can find it. */
  disabled?: boolean;
  loading?: boolean;
  /** A toggle button's on state (aria-pressed). */
  selected?: boolean;
  /** Shows as pressed-in, e.g. while its menu is open. */
  active?: boolean;
  /** More tooltip content (description, shortcut, thumbnail); the label defaults to the button's. */
  tooltip?: Partial<Omit<TooltipProps, 'children'>>;
  ref?: Ref<HTMLButtonElement>;
};

const isActivationKey = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';

export function Button({
  children,
  variant = 'secondary',
  size = 'medium',
  icon,
  iconOnly = false,
  disabled = false,
  loading = false,
  selected,
  active = false,
  tooltip,
  type = 'button',
  className,
  onClick,
  onKeyDown,
  onKeyUp,
  ref,
  ...rest
}: ButtonProps) {
  const hydrated = useHydrated();
  const labelRef = useRef<HTMLSpanElement>(null);
  const truncated = useTruncated(labelRef);
  const blocked = disabled || loading;
  const textLabel = typeof children === 'string' ? children : undefined;
  const tooltipLabel = tooltip?.label ?? textLabel;

  const block = (event: MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
  };

  const button = (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={[styles.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      data-icon-only={iconOnly === 'small-screen' ? 'small-screen' : iconOnly || undefined}
      data-active={active || undefined}
      data-loading={loading || undefined}
      // A submit button does nothing useful before hydration, so the server HTML disables it.
      disabled={type === 'submit' && !hydrated ? true : undefined}
      aria-disabled={blocked || undefined}
      aria-busy={loading || undefined}
      aria-pressed={selected}
      aria-label={iconOnly === true ? (rest['aria-label'] ?? textLabel) : rest['aria-label']}
      onClick={(event) => (blocked ? block(event) : onClick?.(event))}
      onKeyDown={(event) => (blocked && isActivationKey(event) ? block(event) : onKeyDown?.(event))}
      onKeyUp={(event) => (blocked && isActivationKey(event) ? block(event) : onKeyUp?.(event))}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon ? <span className={styles.icon}>{icon}</span> : null}
      <span ref={labelRef} className={iconOnly === true ? styles.visuallyHidden : iconOnly ? styles.smallScreenHiddenLabel : styles.label}>
        {children}
      </span>
    </button>
  );

  if (!tooltipLabel) return button;
  return (
    <Tooltip {...tooltip} label={tooltipLabel} disabled={tooltip?.disabled ?? !(iconOnly || truncated || tooltip)}>
      {button}
    </Tooltip>
  );
}
