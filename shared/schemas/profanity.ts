import { DataSet, englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { setProfanityCheck } from './content';

/**
 * obscenity's English dataset, tuned for people's names (the Scunthorpe problem): 'dick' is
 * dropped because Dick is a common given name (and Dickinson, Dickson, Dickey are surnames), and
 * common names that merely begin with a listed word are whitelisted. Whitelisted terms apply to
 * the whole matcher, so they sit on a phrase of their own.
 */
const surnameCollisions = ['analis', 'annalis', 'cumming', 'fagan', 'fagin', 'shittu', 'semenov', 'semenova'];
const namesDataset = () =>
  new DataSet<{ originalWord?: string }>()
    .addAll(englishDataset)
    .removePhrasesIf((phrase) => phrase.metadata?.originalWord === 'dick')
    .addPhrase((phrase) => surnameCollisions.reduce((p, term) => p.addWhitelistedTerm(term), phrase));

// Built on first use: importing this module installs the check; the first name checked builds it.
let matcher: RegExpMatcher | undefined;
const profanity = () => (matcher ??= new RegExpMatcher({ ...namesDataset().build(), ...englishRecommendedTransformers }));

setProfanityCheck((value) => profanity().hasMatch(value));
