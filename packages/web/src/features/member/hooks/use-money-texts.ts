import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadNamespace } from '@/lib/i18n';

/** Loads the money screens' texts (the `money` namespace, EN included, is not part of start-up). */
export function useMoneyTexts() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['i18n', 'money', i18n.language],
    queryFn: () => loadNamespace(i18n, 'money').then(() => true),
    staleTime: Infinity,
  });
}
