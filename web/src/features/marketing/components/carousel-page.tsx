import { useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@shared/constants/product';
import { Carousel, type Slide } from './carousel';

/** `main-carousel` and `learn-and-grow-carousel`: a carousel on its own page (to link or embed). */
export function CarouselPage({ title, slides }: { title: string; slides: readonly Slide[] }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <title>{t`${title} | ${PRODUCT_NAME}`}</title>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <Carousel label={title} slides={slides} />
    </div>
  );
}
