import { useLingui } from '@lingui/react/macro';
import { CarouselPage, learnSlides } from '@web/features/marketing';

/** `learn-and-grow-carousel`: ways to get better at playing and organising (public). */
export function Component() {
  const { t } = useLingui();
  return <CarouselPage title={t`Learn and grow`} slides={learnSlides} />;
}
