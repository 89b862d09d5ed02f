import { ShellProvider } from './provider';
import { AppRouter } from './router';

/** `hydrating`: the page arrived prerendered, and React takes over its HTML (src/main.tsx). */
export function App({ hydrating = false }: { hydrating?: boolean }) {
  return (
    <ShellProvider>
      <AppRouter hydrating={hydrating} />
    </ShellProvider>
  );
}
