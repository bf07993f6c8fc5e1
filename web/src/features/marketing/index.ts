export { CarouselPage } from './components/carousel-page';
export { FeaturesPage } from './components/features-page';
export { MarketingPage } from './components/marketing-page';
export { learnSlides, mainSlides, marketingPages } from './content';
export { LearnAndGrowPage } from './components/learn-and-grow-page';
