'use client';
// 'Try it' on a reference operation: the console's code (validator, highlighter, the form) loads
// when the button is pointed at, focused or pressed, so a reference page's first load carries only
// this button. Without JavaScript it is not shown.
import { Suspense, useState } from 'react';
import { Button } from '@/kit/button/Button';
import { retryableLazy } from '@/kit/lazy/retryableLazy';
import type { ConsoleOperation } from './console-operation';

const loadConsole = () => import('./ApiConsole');
const ApiConsole = retryableLazy(() => loadConsole().then((module) => ({ default: module.ApiConsole })));
/** Loads ahead of a press; a failure here is not the reader's concern (pressing loads again, and says so). */
const preloadConsole = () => void loadConsole().catch(() => undefined);

export function TryItButton({ operation, className }: { operation: ConsoleOperation; className?: string }) {
  const [open, setOpen] = useState(false);
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <Button
        ref={setTrigger}
        className={className}
        onPointerEnter={preloadConsole}
        onFocus={preloadConsole}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-needs-script=""
      >
        Try it
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ApiConsole operation={operation} returnFocusTo={trigger} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
