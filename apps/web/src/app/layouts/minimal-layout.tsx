import { Outlet } from 'react-router';
import { Logo } from '@/components/logo';

/** The player: nothing that could pull attention or navigation away from the question. */
export default function MinimalLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-14 items-center justify-center border-b border-border bg-surface px-4">
        <Logo compact />
      </header>
      {/* A question with a reading passage beside it gets the room of two columns. */}
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 lg:has-[[data-passage]]:max-w-6xl">
        <Outlet />
      </main>
    </div>
  );
}
