import { useEffect } from 'react';

/** Sets the page title while the component is mounted (and restores the previous one). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
