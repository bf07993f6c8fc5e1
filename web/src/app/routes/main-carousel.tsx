import { CarouselPage, mainSlides } from '@web/features/marketing';

/** `main-carousel`: the landing carousel (public). */
export function Component() {
  return <CarouselPage title="What you can do on Rally" slides={mainSlides} />;
}
