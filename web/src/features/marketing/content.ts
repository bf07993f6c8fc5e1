import type { Slide } from './components/carousel';
import { tournamentLaunchNote } from './tournament-launch';

/** One marketing page: what a capability of Rally does, how, and where to start. */
export interface MarketingPageContent {
  slug:
    | 'organize-events'
    | 'community-connect'
    | 'find-players'
    | 'create-tournaments'
    | 'create-webpages'
    | 'forms-and-waivers'
    | 'collect-payments'
    | 'promo'
    | 'ai';
  /** Short name in the features list. */
  name: string;
  title: string;
  description: string;
  headline: string;
  intro: string;
  sections: ReadonlyArray<{ title: string; text: string }>;
  steps: readonly string[];
  /** An honest note about what is not offered (shown above the call to action); worded from the day when it has dates. */
  note?: string | ((today: Date) => string);
  cta: { label: string; to: string };
  secondary?: { label: string; to: string };
}

export const marketingPages: readonly MarketingPageContent[] = [
  {
    slug: 'organize-events',
    name: 'Organise events',
    title: 'Organise events',
    description: 'Create pickup games, meetups and recurring sessions; Rally handles RSVPs, waitlists, approvals and reminders.',
    headline: 'Run games people actually show up to',
    intro:
      'Create a game in a minute and share one link. Rally keeps the list of players, moves the waitlist, reminds everyone the day before and tells you about every new RSVP.',
    sections: [
      { title: 'Spots and a waitlist that moves itself', text: 'Set the number of spots (guests included). When the game is full, players join the waitlist and move up in the order they joined as soon as a spot opens.' },
      { title: 'Approve who plays', text: 'Turn on approval and each RSVP waits for you; approve or decline from the event page.' },
      { title: 'Guests and deadlines', text: 'Allow guests up to a limit, and set how many hours before the start players can still cancel.' },
      { title: 'Weekly and monthly series', text: 'Repeat a game on chosen days; players RSVP to one date or the whole series.' },
      { title: 'Reminders and RSVP alerts', text: 'Players are reminded of the games they joined within the next 24 hours, and you hear of every new RSVP, by e-mail and push.' },
      { title: 'Found by the right people', text: 'Public events appear in Discover, and players nearby who play that game are told about a new one.' },
    ],
    steps: ['Create the event: game type, date, place and spots.', 'Share the link, or let Discover do it.', 'Watch the RSVPs come in and play.'],
    cta: { label: 'Create an event', to: '/create' },
    secondary: { label: 'See games near you', to: '/discover' },
  },
  {
    slug: 'community-connect',
    name: 'Communities',
    title: 'Community connect',
    description: 'Give your group a home on Rally: a page, members and admins, open or approved joining, events and seasons.',
    headline: 'Give your group a home',
    intro:
      'A weekly pickup group, a club, a league: a community on Rally has its own page, its members and admins, and the events it hosts, so new players can find it and regulars never miss a game.',
    sections: [
      { title: 'Open, or by approval', text: 'Let anyone join with one click, or review each request.' },
      { title: 'Share the running', text: 'Make trusted members admins: they edit the page, review requests and create events.' },
      { title: 'Events and seasons', text: 'Host events as the community, and group them into seasons and sessions players register for.' },
      { title: 'In the directory', text: 'Players searching around your city find your community, its game and its size.' },
      { title: 'Its own notifications', text: 'Members choose e-mail and push for each community they belong to.' },
    ],
    steps: ['Pick community, team, league or organization.', 'Name it, choose the game and the city.', 'Decide who can join, and share the page.'],
    cta: { label: 'Start a community', to: '/start/community' },
    secondary: { label: 'Browse communities', to: '/teams-v3' },
  },
  {
    // The signed-out face of find-players: signed in, the same address is the finder itself.
    slug: 'find-players',
    name: 'Find players',
    title: 'Find players',
    description: 'People near your city who play your games: filter by sport, distance and name, and connect with them.',
    headline: 'Never be a player short',
    intro:
      'Short of a fourth for doubles, or new in town? Rally lists the people whose go-to city is near yours, nearest first, with the games they play, so you can find a partner, a sub or a whole team.',
    sections: [
      { title: 'Near you, nearest first', text: 'Players within 1 to 50 miles of your city (or any point you choose), with how far away each one is.' },
      { title: 'The games they play', text: 'Narrow the list to one sport, or look someone up by name.' },
      { title: 'Connect', text: 'Send a connection request; once they accept, you see each other in your connections.' },
      { title: 'On your terms', text: 'Blocked people never appear, either way, and you choose in Settings who may message you.' },
    ],
    steps: ['Create your free account and set your go-to city.', 'Pick your games.', 'Open Find players and connect with people near you.'],
    cta: { label: 'Sign up to find players', to: '/sign-up?redirect=%2Ffind-players' },
    secondary: { label: 'Sign in', to: '/login?redirect=%2Ffind-players' },
  },
  {
    slug: 'create-tournaments',
    name: 'Tournaments and brackets',
    title: 'Create tournaments',
    description: 'Run a bracket at your event: games with results, winners who advance, and single-elimination playoffs.',
    headline: 'Brackets for your events, today',
    intro:
      'Every Rally event can hold games: record the results as you play, and the winners move on. Generate a single-elimination playoff from the event’s players or from a round you already played.',
    sections: [
      { title: 'Games inside an event', text: 'Add games to an event; their participants start as the players who joined.' },
      { title: 'Results that advance', text: 'Record each match: the winner moves to the next round of the bracket.' },
      { title: 'Playoffs from a round', text: 'Generate a single-elimination playoff from a game’s participants or the event’s joiners.' },
      { title: 'Start over safely', text: 'Reset a bracket’s results while keeping the first-round pairings.' },
    ],
    steps: ['Create the event and let players join.', 'Add a game or generate a playoff.', 'Record results as matches finish.'],
    note: tournamentLaunchNote,
    cta: { label: 'Create an event', to: '/create' },
    secondary: { label: 'Read the FAQs', to: '/faqs' },
  },
  {
    slug: 'create-webpages',
    name: 'Team websites',
    title: 'Create webpages',
    description: 'Build a website for your team or community in minutes, with your upcoming games and a join button, on Rally or (Organizer Pro) your own domain.',
    headline: 'A website for your team, without a web designer',
    intro:
      'Write a few pages, add your logo and your team, and publish. Your upcoming Rally games appear on the site by themselves, and visitors join your team in one click.',
    sections: [
      { title: 'Pages and blocks', text: 'Up to twelve pages, each built from blocks: text with a heading, images, your contact details.' },
      { title: 'Always-current schedule', text: 'The events block lists your team’s upcoming public games; nothing to update by hand.' },
      { title: 'A join button', text: 'Visitors go straight to your team page on Rally to join or ask to.' },
      { title: 'Draft, preview, publish', text: 'Edit a draft and preview each page; visitors see only what you publish, and two people editing never overwrite each other silently.' },
      { title: 'Found by search engines', text: 'Each page has its own address and search description; its title reads “page | site”.' },
      { title: 'Your own domain', text: 'Publish at a Rally address, or, on Organizer Pro or All-Star, connect your team’s own domain.' },
    ],
    steps: ['Create a website and name it.', 'Write your pages and choose your team.', 'Publish, and share the address.'],
    cta: { label: 'Build your website', to: '/site' },
    secondary: { label: 'How custom domains work', to: '/custom-website' },
  },
  {
    slug: 'forms-and-waivers',
    name: 'Forms and waivers',
    title: 'Forms and waivers',
    description: 'Registration forms, signed waivers and fees in one link: players fill and sign, parents sign for their children, you export the answers.',
    headline: 'Registrations and waivers without the paperwork',
    intro:
      'Build a form in minutes: the questions you need, a waiver players sign by typing their name, and a fee if you charge one. Share one link; every answer lands in one table you can filter and export.',
    sections: [
      { title: 'The questions you need', text: 'Short and long answers, numbers, dates, single and multiple choice, checkboxes, e-mail and phone, each required or not, in the order you choose.' },
      { title: 'Waivers that hold up', text: 'Each signature records the typed name, who signed, when, and which version of the waiver they read.' },
      { title: 'Parents sign for children', text: 'A parent or guardian fills the form for a family member; players under 18 cannot sign a waiver for themselves.' },
      { title: 'Changed the waiver? Everyone re-signs', text: 'Editing a published waiver makes a new version, and people who signed the old one are asked to sign again.' },
      { title: 'Fees on the same form', text: 'Add a fixed fee or let people choose an amount; they pay at Stripe, straight to your account, now or later.' },
      { title: 'Answers you can use', text: 'Filter submissions by name or payment, open any one, and export them all as CSV for your spreadsheet.' },
    ],
    steps: ['Create a form and add your questions, a waiver and a fee.', 'Publish it and share the link (team forms can be members-only).', 'Watch submissions arrive, and export them when you need them.'],
    note: 'File uploads are not offered yet: ask for documents by e-mail for now.',
    cta: { label: 'Build a form', to: '/form/build' },
    secondary: { label: 'Collect payments', to: '/collect-payments' },
  },
  {
    slug: 'collect-payments',
    name: 'Collect payments',
    title: 'Collect payments',
    description: 'Take fees for registrations and events through Stripe, paid straight to your own account, with every transaction listed.',
    headline: 'Get paid for the games you run',
    intro:
      'Connect a Stripe account once, and the fees on your forms are paid to you directly: Rally never holds your money. Players pay by card at Stripe; you see every payment in your transactions.',
    sections: [
      { title: 'Your own Stripe account', text: 'Create a new account in a few minutes, or link the one you already have; 45 countries are supported.' },
      { title: 'Paid straight to you', text: 'Payments go to your Stripe account and then to your bank on Stripe’s schedule.' },
      { title: 'Fees on forms', text: 'A fixed fee, or pay-what-you-can between the amounts you set; balances can be paid later.' },
      { title: 'Everything on record', text: 'Each submission shows paid or not; your Transactions page lists what you received and what you paid.' },
      { title: 'Plans for bigger groups', text: 'Rookie teams have up to 2 admins. Organizer Pro and All-Star allow unlimited admins and your team website on your own domain, billed monthly.' },
    ],
    steps: ['Open Settings, Subscriptions & Payouts, and connect to Stripe.', 'Finish Stripe’s short set-up (your details and a bank account).', 'Add a fee to a form and share it.'],
    cta: { label: 'Connect to Stripe', to: '/settings?tab=payments' },
    secondary: { label: 'See organizer plans', to: '/organizer/pricing' },
  },
  {
    slug: 'promo',
    name: 'Why Rally',
    title: 'Why Rally',
    description: 'Free for players and organisers: games, communities, forms and payments in one place. See what is free and what the plans add.',
    headline: 'Everything your group needs, free to start',
    intro:
      'Players find games and each other; organisers run events, communities, forms and payments from one place. The core is free for everyone, and paid plans add more for bigger groups.',
    sections: [
      { title: 'Free for players', text: 'Find games near you, RSVP, join communities, message teammates and keep your availability.' },
      { title: 'Free for organisers', text: 'Unlimited events, waitlists, reminders, a community page, forms and waivers.' },
      { title: 'Member Plus', text: 'A yearly plan that shows a Member Plus badge on your profile.' },
      { title: 'Organizer Pro', text: 'A monthly plan per team: unlimited admins and your team website on your own domain.' },
    ],
    steps: ['Create your free account.', 'Tell us your city and your games.', 'Join a game this week, or create one.'],
    cta: { label: 'Create your free account', to: '/sign-up' },
    secondary: { label: 'Compare plans', to: '/organizer/pricing' },
  },
  {
    slug: 'ai',
    name: 'Smart matching',
    title: 'Smart matching',
    description: 'How Rally matches you with games and players: your city, your games and your availability, with rules you can see and settings you control.',
    headline: 'The right game finds you',
    intro:
      'Rally matches by what you tell it: where you play, what you play and when you are free. No guesswork you cannot see, and every match can be turned off in your settings.',
    sections: [
      { title: 'New games near you', text: 'When someone creates a public game you play near your city, you hear about it.' },
      { title: 'Your own alerts', text: 'Activity subscriptions send a digest of new games within the radius you choose around any place.' },
      { title: 'Players who fit', text: 'Find players near you who play your games, filtered by sport and name.' },
      { title: 'Quizzes that explain', text: 'Short quizzes suggest a pickleball format or paddle and tell you why.' },
      { title: 'Your data stays yours', text: 'Matching uses plain rules on the profile you fill in; Rally does not train AI models on your data.' },
    ],
    steps: ['Set your go-to city and your games.', 'Add your weekly availability.', 'Subscribe to the activities you want to hear about.'],
    note: 'Rally does not use generative AI today: matching is rules-based, and you can see every rule above.',
    cta: { label: 'Set up your alerts', to: '/settings?tab=activities-subscription' },
    secondary: { label: 'Take a quiz', to: '/quiz' },
  },
];

/** The landing carousel: what Rally does, one capability a slide. */
export const mainSlides: readonly Slide[] = [
  { id: 'discover', title: 'Find a game near you', text: 'Upcoming games around your city, with distances, filters and a waitlist when they are full.', link: { label: 'Discover games', to: '/discover' } },
  { id: 'organise', title: 'Organise without the chasing', text: 'RSVPs, approvals, guests, deadlines and reminders, handled for you.', link: { label: 'Organise events', to: '/organize-events' } },
  { id: 'community', title: 'Bring your group together', text: 'A page for your community, its members, admins and events.', link: { label: 'Community connect', to: '/community-connect' } },
  { id: 'players', title: 'Meet players nearby', text: 'People who play your games near your city, and a way to connect.', link: { label: 'Find players', to: '/find-players' } },
  { id: 'websites', title: 'A website for your team', text: 'Pages, your upcoming games and a join button, on your own domain with Organizer Pro.', link: { label: 'Team websites', to: '/create-webpages' } },
  { id: 'brackets', title: 'Run a bracket', text: 'Games with results and single-elimination playoffs inside any event.', link: { label: 'Tournaments and brackets', to: '/create-tournaments' } },
];

/** The learn-and-grow carousel: ways to get better at playing and organising. */
export const learnSlides: readonly Slide[] = [
  { id: 'guide', title: 'New to Rally?', text: 'The getting started guide takes you from sign-up to your first game.', link: { label: 'Getting started', to: '/guide' } },
  { id: 'quiz-format', title: 'Which pickleball game suits you?', text: 'Six questions, a suggested format and level, and the reasons.', link: { label: 'Take the quiz', to: '/quiz/pickleball' } },
  { id: 'quiz-paddle', title: 'Which paddle should you buy?', text: 'Your game, your arm and your budget decide it.', link: { label: 'Take the paddle quiz', to: '/quiz/pickleball-paddle' } },
  { id: 'faqs', title: 'Questions about organising?', text: 'Waitlists, approvals, reminders and communities, answered.', link: { label: 'Read the FAQs', to: '/faqs' } },
];
