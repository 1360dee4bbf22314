'use client';
// Scroll-spy for the on-this-page list: marks the link of the section being read (aria-current).
// The list itself is server HTML (found by data-toc: its label is translated); this only flips
// attributes, so it costs almost nothing.
import { useEffect } from 'react';

export function TocSpy({ ids }: { ids: string[] }) {
  useEffect(() => {
    const links = new Map<string, HTMLAnchorElement>();
    for (const link of document.querySelectorAll<HTMLAnchorElement>('nav[data-toc] a[href^="#"]')) {
      links.set(decodeURIComponent(link.hash.slice(1)), link);
    }
    const headings = ids.map((id) => document.getElementById(id)).filter((heading): heading is HTMLElement => heading !== null);
    if (headings.length === 0) return;

    const visible = new Set<string>();
    const mark = () => {
      // The first heading in view, or else the last one scrolled past.
      let active = headings.find((heading) => visible.has(heading.id))?.id;
      if (!active) {
        const above = headings.filter((heading) => heading.getBoundingClientRect().top < 0);
        active = above.at(-1)?.id ?? headings[0]?.id;
      }
      for (const [id, link] of links) {
        if (id === active) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        mark();
      },
      { rootMargin: '-64px 0px -40% 0px' },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [ids]);
  return null;
}
