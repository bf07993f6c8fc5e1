export { AboutPage } from './components/about-page';
export { FaqsPage } from './components/faqs-page';
export { GuidePage } from './components/guide-page';
