import { useEffect } from 'react';

/** While `dirty`, leaving or reloading the tab asks first (the browser's own prompt). */
export function useWarnBeforeLeaving(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
