import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DialogProvider } from '@/components/dialog/dialog-service';
import { ModalStackProvider } from '@/components/modal/modal-stack';
import { LoadingOverlayProvider } from '@/components/ui/loading-overlay';
import { ServicesProvider, type AppServices } from '@/lib/app-services';

/** Every provider of the app, in one place (tests render the same stack). */
export function AppProvider({
  services,
  queryClient,
  i18n,
  children,
}: {
  services: AppServices;
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ServicesProvider services={services}>
          <LoadingOverlayProvider>
            <DialogProvider>
              <ModalStackProvider>{children}</ModalStackProvider>
            </DialogProvider>
          </LoadingOverlayProvider>
        </ServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
