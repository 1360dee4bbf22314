'use client';
// Shows what useMediaQuery and useBreakpoint report, live.
import { useBreakpoint } from '@/kit/hooks/useBreakpoint';
import { useMediaQuery } from '@/kit/hooks/useMediaQuery';
import { SMALL_SCREEN_QUERY } from '@/kit/tokens/tokens';

export function MediaQueryReadout() {
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const breakpoint = useBreakpoint();
  return (
    <dl>
      <dt>Small screen</dt>
      <dd data-testid="small-screen">{smallScreen ? 'yes' : 'no'}</dd>
      <dt>Breakpoint</dt>
      <dd data-testid="breakpoint">{breakpoint}</dd>
    </dl>
  );
}
