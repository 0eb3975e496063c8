// The first script of index.html: small, so it runs (and starts the start-up calls) while main.tsx's
// much larger code is still on its way. See lib/boot.ts.
import '@/lib/boot';
