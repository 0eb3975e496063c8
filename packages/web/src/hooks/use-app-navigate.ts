import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

/** `navigate` that ignores a repeated push of the current URL (it replaces instead), as links do. */
export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      const current = `${location.pathname}${location.search}${location.hash}`;
      if (to === current && !options?.state) return;
      void navigate(to, options);
    },
    [navigate, location],
  );
}
