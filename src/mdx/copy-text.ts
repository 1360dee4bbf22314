// What "copy" copies from a rendered code block: its lines, minus lines a diff marks as removed (pure DOM read).

export function codeTextToCopy(pre: Element): string {
  const lines = pre.querySelectorAll('.line');
  if (lines.length === 0) return pre.textContent ?? '';
  return [...lines]
    .filter((line) => !(line.classList.contains('diff') && line.classList.contains('remove')))
    .map((line) => line.textContent ?? '')
    .join('\n');
}
