import { ShellProvider } from './provider';
import { AppRouter } from './router';

export function App() {
  return (
    <ShellProvider>
      <AppRouter />
    </ShellProvider>
  );
}
