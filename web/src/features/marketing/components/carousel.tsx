import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { focusRing, secondaryButton, textLink } from '@web/components/ui';

export interface Slide {
  id: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  link?: { label: MessageDescriptor; to: string };
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * An accessible carousel (WAI-ARIA APG): it rotates every `intervalMs` unless the visitor paused
 * it, hovers it or has focus in it, and never moves for people who prefer reduced motion. Previous,
 * next, a pause button and one button per slide, all reachable by keyboard.
 */
export function Carousel({ label, slides, intervalMs = 6000 }: { label: string; slides: readonly Slide[]; intervalMs?: number }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !stopped && !hovered && !focused && slides.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, slides.length, intervalMs]);

  const go = (i: number) => setIndex((i + slides.length) % slides.length);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={`${secondaryButton} px-3`}
          onClick={() => setStopped((s) => !s)}
          aria-label={stopped ? t`Start rotating slides` : t`Stop rotating slides`}
        >
          {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        </button>
        <button type="button" className={`${secondaryButton} px-3`} onClick={() => go(index - 1)} aria-label={t`Previous slide`}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className={`${secondaryButton} px-3`} onClick={() => go(index + 1)} aria-label={t`Next slide`}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div aria-live={rotating ? 'off' : 'polite'} className="min-h-36">
        {slides.map((slide, i) => {
          const n = i + 1;
          const title = t(slide.title);
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t`${n} of ${count}: ${title}`}
              hidden={i !== index}
              className="flex flex-col gap-2"
            >
              <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
              <p className="text-slate-700">{t(slide.text)}</p>
              {slide.link ? (
                <Link to={slide.link.to} className={`${textLink} self-start`}>
                  {t(slide.link.label)}
                </Link>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t`Choose a slide`}>
        {slides.map((slide, i) => {
          const n = i + 1;
          const title = t(slide.title);
          return (
            <button
              key={slide.id}
              type="button"
              aria-label={t`Slide ${n}: ${title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              className={`group flex size-6 items-center justify-center rounded-full ${focusRing}`}
            >
              <span
                aria-hidden="true"
                className={`size-3 rounded-full ${i === index ? 'bg-brand-700' : 'bg-slate-300 group-hover:bg-slate-400'}`}
              />
            </button>
          );
        })}
      </div>
    </section>
  );
}
