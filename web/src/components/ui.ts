/** Shared Tailwind class lists, so every control looks and focuses the same way. */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export const primaryButton = `inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-5 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

export const secondaryButton = `inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

export const textLink = `rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 ${focusRing}`;

export const inputClass = `min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-400 disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 aria-invalid:border-red-600 ${focusRing}`;

export const labelClass = 'text-sm font-medium text-slate-800';
