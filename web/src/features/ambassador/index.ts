export { AmbassadorPage } from './components/ambassador-page';
