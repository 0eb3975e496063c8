import { useGetRegisterSettings } from '@/generated/system/system';
import { useSdk } from '@/lib/app-services';

/** The public registration's rules, which a downline's username, password and mobile number follow too (orval's hook). */
export const useRegisterSettings = () =>
  useGetRegisterSettings({ query: { staleTime: 5 * 60_000 }, request: { sdk: useSdk() } });
