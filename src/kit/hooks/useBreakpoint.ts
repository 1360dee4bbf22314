'use client';
// The widest breakpoint the viewport has reached ('base' below small), built on useMediaQuery.
import { BREAKPOINTS_PX, type Breakpoint } from '../tokens/tokens';
import { useMediaQuery } from './useMediaQuery';

export const minWidthQuery = (breakpoint: Breakpoint) => `(min-width: ${BREAKPOINTS_PX[breakpoint]}px)`;

export function useBreakpoint(): Breakpoint | 'base' {
  const small = useMediaQuery(minWidthQuery('small'));
  const medium = useMediaQuery(minWidthQuery('medium'));
  const large = useMediaQuery(minWidthQuery('large'));
  const extraLarge = useMediaQuery(minWidthQuery('extraLarge'));
  if (extraLarge) return 'extraLarge';
  if (large) return 'large';
  if (medium) return 'medium';
  return small ? 'small' : 'base';
}
