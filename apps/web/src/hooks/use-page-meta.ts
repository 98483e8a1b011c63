import { useEffect } from 'react';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Sets the meta description and canonical link while the page is shown, and puts the previous
 * values back when it goes (the SPA shares one document between pages). The title comes from
 * the route (app/route-titles.ts).
 */
export function usePageMeta({
  description,
  canonicalPath,
}: {
  description: string;
  canonicalPath: string;
}) {
  useEffect(() => {
    const meta = headElement('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.name = 'description';
      return element;
    });
    const canonical = headElement('link[rel="canonical"]', () => {
      const element = document.createElement('link');
      element.rel = 'canonical';
      return element;
    });
    const previous = { description: meta.content, href: canonical.href };
    meta.content = description;
    canonical.href = new URL(canonicalPath, window.location.origin).toString();
    return () => {
      meta.content = previous.description;
      if (previous.href) canonical.href = previous.href;
      else canonical.remove();
    };
  }, [description, canonicalPath]);
}
