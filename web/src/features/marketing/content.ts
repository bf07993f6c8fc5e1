import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  name: MessageDescriptor;
  title: MessageDescriptor;
  description: MessageDescriptor;
  headline: MessageDescriptor;
  intro: MessageDescriptor;
  sections: ReadonlyArray<{ title: MessageDescriptor; text: MessageDescriptor }>;
  steps: readonly MessageDescriptor[];
  /** An honest note about what is not offered (shown above the call to action); worded from the day when it has dates. */
  note?: MessageDescriptor | ((today: Date) => string);
  cta: { label: MessageDescriptor; to: string };
  secondary?: { label: MessageDescriptor; to: string };
}

export const marketingPages: readonly MarketingPageContent[] = [
  {
    slug: 'organize-events',
    name: msg`Organise events`,
    title: msg`Organise events`,
    description: msg`Create pickup games, meetups and recurring sessions; Rally handles RSVPs, waitlists, approvals and reminders.`,
    headline: msg`Run games people actually show up to`,
    intro: msg`Create a game in a minute and share one link. Rally keeps the list of players, moves the waitlist, reminds everyone the day before and tells you about every new RSVP.`,
    sections: [
      {
        title: msg`Spots and a waitlist that moves itself`,
        text: msg`Set the number of spots (guests included). When the game is full, players join the waitlist and move up in the order they joined as soon as a spot opens.`,
      },
      {
        title: msg`Approve who plays`,
        text: msg`Turn on approval and each RSVP waits for you; approve or decline from the event page.`,
      },
      {
        title: msg`Guests and deadlines`,
        text: msg`Allow guests up to a limit, and set how many hours before the start players can still cancel.`,
      },
      {
        title: msg`Weekly and monthly series`,
        text: msg`Repeat a game on chosen days; players RSVP to one date or the whole series.`,
      },
      {
        title: msg`Reminders and RSVP alerts`,
        text: msg`Players are reminded of the games they joined within the next 24 hours, and you hear of every new RSVP, by e-mail and push.`,
      },
      {
        title: msg`Found by the right people`,
        text: msg`Public events appear in Discover, and players nearby who play that game are told about a new one.`,
      },
    ],
    steps: [
      msg`Create the event: game type, date, place and spots.`,
      msg`Share the link, or let Discover do it.`,
      msg`Watch the RSVPs come in and play.`,
    ],
    cta: { label: msg`Create an event`, to: '/create' },
    secondary: { label: msg`See games near you`, to: '/discover' },
  },
  {
    slug: 'community-connect',
    name: msg`Communities`,
    title: msg`Community connect`,
    description: msg`Give your group a home on Rally: a page, members and admins, open or approved joining, events and seasons.`,
    headline: msg`Give your group a home`,
    intro: msg`A weekly pickup group, a club, a league: a community on Rally has its own page, its members and admins, and the events it hosts, so new players can find it and regulars never miss a game.`,
    sections: [
      { title: msg`Open, or by approval`, text: msg`Let anyone join with one click, or review each request.` },
      {
        title: msg`Share the running`,
        text: msg`Make trusted members admins: they edit the page, review requests and create events.`,
      },
      {
        title: msg`Events and seasons`,
        text: msg`Host events as the community, and group them into seasons and sessions players register for.`,
      },
      { title: msg`In the directory`, text: msg`Players searching around your city find your community, its game and its size.` },
      { title: msg`Its own notifications`, text: msg`Members choose e-mail and push for each community they belong to.` },
    ],
    steps: [
      msg`Pick community, team, league or organization.`,
      msg`Name it, choose the game and the city.`,
      msg`Decide who can join, and share the page.`,
    ],
    cta: { label: msg`Start a community`, to: '/start/community' },
    secondary: { label: msg`Browse communities`, to: '/teams-v3' },
  },
  {
    // The signed-out face of find-players: signed in, the same address is the finder itself.
    slug: 'find-players',
    name: msg`Find players`,
    title: msg`Find players`,
    description: msg`People near your city who play your games: filter by sport, distance and name, and connect with them.`,
    headline: msg`Never be a player short`,
    intro: msg`Short of a fourth for doubles, or new in town? Rally lists the people whose go-to city is near yours, nearest first, with the games they play, so you can find a partner, a sub or a whole team.`,
    sections: [
      {
        title: msg`Near you, nearest first`,
        text: msg`Players within 1 to 50 miles of your city (or any point you choose), with how far away each one is.`,
      },
      { title: msg`The games they play`, text: msg`Narrow the list to one sport, or look someone up by name.` },
      { title: msg`Connect`, text: msg`Send a connection request; once they accept, you see each other in your connections.` },
      {
        title: msg`On your terms`,
        text: msg`Blocked people never appear, either way, and you choose in Settings who may message you.`,
      },
    ],
    steps: [
      msg`Create your free account and set your go-to city.`,
      msg`Pick your games.`,
      msg`Open Find players and connect with people near you.`,
    ],
    cta: { label: msg`Sign up to find players`, to: '/sign-up?redirect=%2Ffind-players' },
    secondary: { label: msg`Sign in`, to: '/login?redirect=%2Ffind-players' },
  },
  {
    slug: 'create-tournaments',
    name: msg`Tournaments and brackets`,
    title: msg`Create tournaments`,
    description: msg`Run a bracket at your event: games with results, winners who advance, and single-elimination playoffs.`,
    headline: msg`Brackets for your events, today`,
    intro: msg`Every Rally event can hold games: record the results as you play, and the winners move on. Generate a single-elimination playoff from the event’s players or from a round you already played.`,
    sections: [
      {
        title: msg`Games inside an event`,
        text: msg`Add games to an event; their participants start as the players who joined.`,
      },
      { title: msg`Results that advance`, text: msg`Record each match: the winner moves to the next round of the bracket.` },
      {
        title: msg`Playoffs from a round`,
        text: msg`Generate a single-elimination playoff from a game’s participants or the event’s joiners.`,
      },
      { title: msg`Start over safely`, text: msg`Reset a bracket’s results while keeping the first-round pairings.` },
    ],
    steps: [
      msg`Create the event and let players join.`,
      msg`Add a game or generate a playoff.`,
      msg`Record results as matches finish.`,
    ],
    note: tournamentLaunchNote,
    cta: { label: msg`Create an event`, to: '/create' },
    secondary: { label: msg`Read the FAQs`, to: '/faqs' },
  },
  {
    slug: 'create-webpages',
    name: msg`Team websites`,
    title: msg`Create webpages`,
    description: msg`Build a website for your team or community in minutes, with your upcoming games and a join button, on Rally or (Organizer Pro) your own domain.`,
    headline: msg`A website for your team, without a web designer`,
    intro: msg`Write a few pages, add your logo and your team, and publish. Your upcoming Rally games appear on the site by themselves, and visitors join your team in one click.`,
    sections: [
      {
        title: msg`Pages and blocks`,
        text: msg`Up to twelve pages, each built from blocks: text with a heading, images, your contact details.`,
      },
      {
        title: msg`Always-current schedule`,
        text: msg`The events block lists your team’s upcoming public games; nothing to update by hand.`,
      },
      { title: msg`A join button`, text: msg`Visitors go straight to your team page on Rally to join or ask to.` },
      {
        title: msg`Draft, preview, publish`,
        text: msg`Edit a draft and preview each page; visitors see only what you publish, and two people editing never overwrite each other silently.`,
      },
      {
        title: msg`Found by search engines`,
        text: msg`Each page has its own address and search description; its title reads “page | site”.`,
      },
      {
        title: msg`Your own domain`,
        text: msg`Publish at a Rally address, or, on Organizer Pro or All-Star, connect your team’s own domain.`,
      },
    ],
    steps: [
      msg`Create a website and name it.`,
      msg`Write your pages and choose your team.`,
      msg`Publish, and share the address.`,
    ],
    cta: { label: msg`Build your website`, to: '/site' },
    secondary: { label: msg`How custom domains work`, to: '/custom-website' },
  },
  {
    slug: 'forms-and-waivers',
    name: msg`Forms and waivers`,
    title: msg`Forms and waivers`,
    description: msg`Registration forms, signed waivers and fees in one link: players fill and sign, parents sign for their children, you export the answers.`,
    headline: msg`Registrations and waivers without the paperwork`,
    intro: msg`Build a form in minutes: the questions you need, a waiver players sign by typing their name, and a fee if you charge one. Share one link; every answer lands in one table you can filter and export.`,
    sections: [
      {
        title: msg`The questions you need`,
        text: msg`Short and long answers, numbers, dates, single and multiple choice, checkboxes, e-mail and phone, each required or not, in the order you choose.`,
      },
      {
        title: msg`Waivers that hold up`,
        text: msg`Each signature records the typed name, who signed, when, and which version of the waiver they read.`,
      },
      {
        title: msg`Parents sign for children`,
        text: msg`A parent or guardian fills the form for a family member; players under 18 cannot sign a waiver for themselves.`,
      },
      {
        title: msg`Changed the waiver? Everyone re-signs`,
        text: msg`Editing a published waiver makes a new version, and people who signed the old one are asked to sign again.`,
      },
      {
        title: msg`Fees on the same form`,
        text: msg`Add a fixed fee or let people choose an amount; they pay at Stripe, straight to your account, now or later.`,
      },
      {
        title: msg`Answers you can use`,
        text: msg`Filter submissions by name or payment, open any one, and export them all as CSV for your spreadsheet.`,
      },
    ],
    steps: [
      msg`Create a form and add your questions, a waiver and a fee.`,
      msg`Publish it and share the link (team forms can be members-only).`,
      msg`Watch submissions arrive, and export them when you need them.`,
    ],
    note: msg`File uploads are not offered yet: ask for documents by e-mail for now.`,
    cta: { label: msg`Build a form`, to: '/form/build' },
    secondary: { label: msg`Collect payments`, to: '/collect-payments' },
  },
  {
    slug: 'collect-payments',
    name: msg`Collect payments`,
    title: msg`Collect payments`,
    description: msg`Take fees for registrations and events through Stripe, paid straight to your own account, with every transaction listed.`,
    headline: msg`Get paid for the games you run`,
    intro: msg`Connect a Stripe account once, and the fees on your forms are paid to you directly: Rally never holds your money. Players pay by card at Stripe; you see every payment in your transactions.`,
    sections: [
      {
        title: msg`Your own Stripe account`,
        text: msg`Create a new account in a few minutes, or link the one you already have; 45 countries are supported.`,
      },
      {
        title: msg`Paid straight to you`,
        text: msg`Payments go to your Stripe account and then to your bank on Stripe’s schedule.`,
      },
      {
        title: msg`Fees on forms`,
        text: msg`A fixed fee, or pay-what-you-can between the amounts you set; balances can be paid later.`,
      },
      {
        title: msg`Everything on record`,
        text: msg`Each submission shows paid or not; your Transactions page lists what you received and what you paid.`,
      },
      {
        title: msg`Plans for bigger groups`,
        text: msg`Rookie teams have up to 2 admins. Organizer Pro and All-Star allow unlimited admins and your team website on your own domain, billed monthly.`,
      },
    ],
    steps: [
      msg`Open Settings, Subscriptions & Payouts, and connect to Stripe.`,
      msg`Finish Stripe’s short set-up (your details and a bank account).`,
      msg`Add a fee to a form and share it.`,
    ],
    cta: { label: msg`Connect to Stripe`, to: '/settings?tab=payments' },
    secondary: { label: msg`See organizer plans`, to: '/organizer/pricing' },
  },
  {
    slug: 'promo',
    name: msg`Why Rally`,
    title: msg`Why Rally`,
    description: msg`Free for players and organisers: games, communities, forms and payments in one place. See what is free and what the plans add.`,
    headline: msg`Everything your group needs, free to start`,
    intro: msg`Players find games and each other; organisers run events, communities, forms and payments from one place. The core is free for everyone, and paid plans add more for bigger groups.`,
    sections: [
      {
        title: msg`Free for players`,
        text: msg`Find games near you, RSVP, join communities, message teammates and keep your availability.`,
      },
      {
        title: msg`Free for organisers`,
        text: msg`Unlimited events, waitlists, reminders, a community page, forms and waivers.`,
      },
      { title: msg`Member Plus`, text: msg`A yearly plan that shows a Member Plus badge on your profile.` },
      {
        title: msg`Organizer Pro`,
        text: msg`A monthly plan per team: unlimited admins and your team website on your own domain.`,
      },
    ],
    steps: [msg`Create your free account.`, msg`Tell us your city and your games.`, msg`Join a game this week, or create one.`],
    cta: { label: msg`Create your free account`, to: '/sign-up' },
    secondary: { label: msg`Compare plans`, to: '/organizer/pricing' },
  },
  {
    slug: 'ai',
    name: msg`Smart matching`,
    title: msg`Smart matching`,
    description: msg`How Rally matches you with games and players: your city, your games and your availability, with rules you can see and settings you control.`,
    headline: msg`The right game finds you`,
    intro: msg`Rally matches by what you tell it: where you play, what you play and when you are free. No guesswork you cannot see, and every match can be turned off in your settings.`,
    sections: [
      {
        title: msg`New games near you`,
        text: msg`When someone creates a public game you play near your city, you hear about it.`,
      },
      {
        title: msg`Your own alerts`,
        text: msg`Activity subscriptions send a digest of new games within the radius you choose around any place.`,
      },
      { title: msg`Players who fit`, text: msg`Find players near you who play your games, filtered by sport and name.` },
      { title: msg`Quizzes that explain`, text: msg`Short quizzes suggest a pickleball format or paddle and tell you why.` },
      {
        title: msg`Your data stays yours`,
        text: msg`Matching uses plain rules on the profile you fill in; Rally does not train AI models on your data.`,
      },
    ],
    steps: [
      msg`Set your go-to city and your games.`,
      msg`Add your weekly availability.`,
      msg`Subscribe to the activities you want to hear about.`,
    ],
    note: msg`Rally does not use generative AI today: matching is rules-based, and you can see every rule above.`,
    cta: { label: msg`Set up your alerts`, to: '/settings?tab=activities-subscription' },
    secondary: { label: msg`Take a quiz`, to: '/quiz' },
  },
];

/** The landing carousel: what Rally does, one capability a slide. */
export const mainSlides: readonly Slide[] = [
  {
    id: 'discover',
    title: msg`Find a game near you`,
    text: msg`Upcoming games around your city, with distances, filters and a waitlist when they are full.`,
    link: { label: msg`Discover games`, to: '/discover' },
  },
  {
    id: 'organise',
    title: msg`Organise without the chasing`,
    text: msg`RSVPs, approvals, guests, deadlines and reminders, handled for you.`,
    link: { label: msg`Organise events`, to: '/organize-events' },
  },
  {
    id: 'community',
    title: msg`Bring your group together`,
    text: msg`A page for your community, its members, admins and events.`,
    link: { label: msg`Community connect`, to: '/community-connect' },
  },
  {
    id: 'players',
    title: msg`Meet players nearby`,
    text: msg`People who play your games near your city, and a way to connect.`,
    link: { label: msg`Find players`, to: '/find-players' },
  },
  {
    id: 'websites',
    title: msg`A website for your team`,
    text: msg`Pages, your upcoming games and a join button, on your own domain with Organizer Pro.`,
    link: { label: msg`Team websites`, to: '/create-webpages' },
  },
  {
    id: 'brackets',
    title: msg`Run a bracket`,
    text: msg`Games with results and single-elimination playoffs inside any event.`,
    link: { label: msg`Tournaments and brackets`, to: '/create-tournaments' },
  },
];

/** The learn-and-grow carousel: ways to get better at playing and organising. */
export const learnSlides: readonly Slide[] = [
  {
    id: 'guide',
    title: msg`New to Rally?`,
    text: msg`The getting started guide takes you from sign-up to your first game.`,
    link: { label: msg`Getting started`, to: '/guide' },
  },
  {
    id: 'quiz-format',
    title: msg`Which pickleball game suits you?`,
    text: msg`Six questions, a suggested format and level, and the reasons.`,
    link: { label: msg`Take the quiz`, to: '/quiz/pickleball' },
  },
  {
    id: 'quiz-paddle',
    title: msg`Which paddle should you buy?`,
    text: msg`Your game, your arm and your budget decide it.`,
    link: { label: msg`Take the paddle quiz`, to: '/quiz/pickleball-paddle' },
  },
  {
    id: 'faqs',
    title: msg`Questions about organising?`,
    text: msg`Waitlists, approvals, reminders and communities, answered.`,
    link: { label: msg`Read the FAQs`, to: '/faqs' },
  },
];
