// The page-wide tooltip group (adapter over the pure group model): one tooltip open at a time, and
// neighbours open without the delay. Module state, so no provider has to wrap the page.
// Not Floating UI's FloatingDelayGroup: a tooltip that unmounts before the group's timeout has run
// (a press that closes a dialog or navigates) cancels the timer that would end the instant phase, and
// from then on every tooltip on the page opens at once instead of after the delay.
import { groupAfterClose, groupAfterOpen, hoverDelayMs, INITIAL_TOOLTIP_GROUP, type TooltipGroupState } from './tooltip-model';

let group: TooltipGroupState = INITIAL_TOOLTIP_GROUP;
let closeOpenTooltip: (() => void) | null = null;

export const groupHoverDelayMs = () => hoverDelayMs(group, Date.now());

/** Records `id` as the open tooltip, closing the one open before it. */
export function joinGroup(id: string, close: () => void) {
  if (group.openId !== null && group.openId !== id) closeOpenTooltip?.();
  group = groupAfterOpen(group, id);
  closeOpenTooltip = close;
}

export function leaveGroup(id: string) {
  if (group.openId === id) closeOpenTooltip = null;
  group = groupAfterClose(group, id, Date.now());
}
