import type { ReactNode } from 'react';

// Each locale's layout renders the document (<html lang dir>): src/app/(en) for en and
// src/app/[locale] for the others. This top layout only lets src/app/not-found.tsx catch URLs that
// match no route, and keeps every page under one layout, so navigation between them stays client-side.
export default function TopLayout({ children }: { children: ReactNode }) {
  return children;
}
