'use client';
// A round icon button with its label below, clamped to two lines; the full label shows in a
// tooltip when the clamp cuts it.
import { type ButtonHTMLAttributes, type ReactNode, type Ref, useRef } from 'react';
import { useTruncated } from '../hooks/useTruncated';
import { Tooltip } from '../tooltip/Tooltip';
import styles from './CircleButton.module.css';

export type CircleButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  icon: ReactNode;
  label: string;
  disabled?: boolean;
  selected?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function CircleButton({ icon, label, disabled = false, selected, className, onClick, ref, ...rest }: CircleButtonProps) {
  const labelRef = useRef<HTMLSpanElement>(null);
  const truncated = useTruncated(labelRef);
  return (
    <Tooltip label={label} disabled={!truncated}>
      <button
        {...rest}
        ref={ref}
        type="button"
        className={[styles.circleButton, className].filter(Boolean).join(' ')}
        aria-disabled={disabled || undefined}
        aria-pressed={selected}
        onClick={(event) => (disabled ? event.preventDefault() : onClick?.(event))}
      >
        <span className={styles.circle} aria-hidden="true">
          {icon}
        </span>
        <span ref={labelRef} className={styles.label}>
          {label}
        </span>
      </button>
    </Tooltip>
  );
}
