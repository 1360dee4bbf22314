'use client';
// Marks <html data-hydrated> once React has hydrated the page. The framework loads after the first
// paint (src/hosting/paint-first.mjs), so a page can be read before its controls answer; this says
// when they do (end-to-end tests wait on it before they press keys), and the loader replays the
// presses it kept from before.
import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '@/hosting/paint-first.mjs';

export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
