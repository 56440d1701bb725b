import { useEffect } from 'react';
import { LoginPage } from '@/features/auth';
import { useActors } from '@/lib/session-context';
import { preloadSignedIn } from './boot';

/**
 * The sign-in page, inside the router (`/login` after signing out) or on its own (a cold load,
 * src/app/App.tsx). Everything behind sign-in starts loading on the first keydown, input or
 * pointerdown on the page, or when a sign-in starts (src/app/boot.ts).
 */
export function SignInScreen({ redirect, onReady }: { redirect?: string; onReady: (to: string) => void }) {
  const { session } = useActors();
  useEffect(() => {
    const preload = () => {
      stop();
      preloadSignedIn();
    };
    const events = ['keydown', 'input', 'pointerdown'] as const;
    events.forEach((e) => document.addEventListener(e, preload, { capture: true }));
    const busy = session.subscribe((s) => s.hasTag('busy') && preload());
    function stop() {
      events.forEach((e) => document.removeEventListener(e, preload, { capture: true }));
      busy.unsubscribe();
    }
    return stop;
  }, [session]);
  return <LoginPage redirect={redirect} onReady={onReady} />;
}
