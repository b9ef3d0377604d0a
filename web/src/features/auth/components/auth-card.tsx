import type { ReactNode } from 'react';
import { LogoMark } from '../../../components/layouts/logo';

/** The centred card every sign-in screen uses, on the brand background. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="relative flex min-h-[calc(100dvh-4rem)] items-start justify-center overflow-hidden px-4 py-10 sm:items-center">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_-10%,rgba(34,211,238,.18),transparent),radial-gradient(30rem_20rem_at_100%_100%,rgba(249,115,22,.12),transparent)]"
      />
      <div className="relative w-full max-w-md rounded-3xl border border-line bg-surface p-6 shadow-xl sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <LogoMark className="h-11 w-11" />
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight">{title}</h1>
          {subtitle && <p className="mt-1.5 text-sm text-muted">{subtitle}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
