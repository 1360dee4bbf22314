'use client';
// Groups every tooltip on the page: one open at a time, and neighbours open without the delay.
import { FloatingDelayGroup } from '@floating-ui/react';
import type { ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_GROUP_TIMEOUT_MS } from './tooltip-model';

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <FloatingDelayGroup delay={{ open: TOOLTIP_DELAY_MS, close: 0 }} timeoutMs={TOOLTIP_GROUP_TIMEOUT_MS}>
      {children}
    </FloatingDelayGroup>
  );
}
