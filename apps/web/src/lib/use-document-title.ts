import { useEffect } from 'react';

/** Sets the tab title for the page: 'Page · Skinsight' (the landing page passes none). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Skinsight` : 'Skinsight';
  }, [title]);
}
