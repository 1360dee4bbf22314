// Places an open tooltip beside its trigger and keeps it there (Floating UI's DOM core). Loaded on the
// first hover or focus of any trigger, so pages that never show a tooltip never download it.
import { autoUpdate, computePosition, flip, offset, type Placement, shift } from '@floating-ui/dom';
import { TOOLTIP_OFFSET_PX } from './tooltip-model';

export type TooltipPosition = { x: number; y: number };

/** Calls `onPosition` now and whenever layout moves the trigger; returns the stop function. */
export function followTrigger(
  trigger: HTMLElement,
  tooltip: HTMLElement,
  placement: Placement,
  onPosition: (position: TooltipPosition) => void,
): () => void {
  return autoUpdate(trigger, tooltip, () => {
    void computePosition(trigger, tooltip, {
      placement,
      strategy: 'fixed',
      middleware: [offset(TOOLTIP_OFFSET_PX), flip(), shift({ padding: TOOLTIP_OFFSET_PX })],
    }).then(({ x, y }) => onPosition({ x, y }));
  });
}
