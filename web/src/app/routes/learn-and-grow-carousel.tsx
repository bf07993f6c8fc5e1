import { CarouselPage, learnSlides } from '@web/features/marketing';

/** `learn-and-grow-carousel`: ways to get better at playing and organising (public). */
export function Component() {
  return <CarouselPage title="Learn and grow" slides={learnSlides} />;
}
