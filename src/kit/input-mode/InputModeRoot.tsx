'use client';
// Starts input-mode tracking from React when the boot script could not run (a page Next rendered
// in the browser, such as the server-error shell); a no-op when the boot script already did.
import { useEffect } from 'react';
import { installInputModeTracking } from './input-mode';

export function InputModeRoot() {
  useEffect(() => {
    installInputModeTracking(document);
  }, []);
  return null;
}
