import { useLingui } from '@lingui/react/macro';
import { CarouselPage, mainSlides } from '@web/features/marketing';

/** `main-carousel`: the landing carousel (public). */
export function Component() {
  const { t } = useLingui();
  return <CarouselPage title={t`What you can do on Rally`} slides={mainSlides} />;
}
