import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
/**
 * The FAQs: answers drawn from how Rally really works (the rules in shared/ and lambdas/domain),
 * grouped for the `faqs` page. Links are in-app paths.
 */
export interface Faq {
  id: string;
  question: string;
  answer: string;
  link?: { label: string; to: string };
}

export interface FaqGroup {
  id: string;
  title: string;
  faqs: readonly Faq[];
}

/** A group as written, each text a catalogue message. */
interface FaqGroupSource {
  id: string;
  title: MessageDescriptor;
  faqs: ReadonlyArray<{
    id: string;
    question: MessageDescriptor;
    answer: MessageDescriptor;
    link?: { label: MessageDescriptor; to: string };
  }>;
}

const faqSource: readonly FaqGroupSource[] = [
  {
    id: 'getting-started',
    title: msg`Getting started`,
    faqs: [
      {
        id: 'what-is-rally',
        question: msg`What is Rally?`,
        answer: msg`Rally is where people organise and find sports and games near them. Organisers create events and communities; players RSVP, join teams, find courts and fields, and meet other players nearby.`,
      },
      {
        id: 'cost',
        question: msg`Does it cost anything?`,
        answer: msg`Signing up, finding games, RSVPing and starting a community cost nothing. An organiser may charge for an event or a league season; you see that before you commit.`,
      },
      {
        id: 'sign-up',
        question: msg`How do I sign up?`,
        answer: msg`Create an account with your e-mail and a password, type the code we e-mail you, then fill in a short profile: a display name, your full name, your go-to city, why you are here and the sports you play.`,
        link: { label: msg`Create an account`, to: '/sign-up' },
      },
      {
        id: 'go-to-city',
        question: msg`What is my go-to city for?`,
        answer: msg`It is the centre of your searches: Discover shows games around it, nearby players are measured from it, and new events near it are announced to you if you play that game. You can change it in your profile at any time.`,
        link: { label: msg`Edit your profile`, to: '/settings' },
      },
    ],
  },
  {
    id: 'games',
    title: msg`Finding and joining games`,
    faqs: [
      {
        id: 'find-games',
        question: msg`How do I find games near me?`,
        answer: msg`Open Discover: it lists upcoming public events around your city with their distance. Filter by game type, dates and text, or search another place.`,
        link: { label: msg`Discover games`, to: '/discover' },
      },
      {
        id: 'full-event',
        question: msg`What happens when an event is full?`,
        answer: msg`If the organiser allows a waitlist, you join it. When a spot opens, people on the waitlist move up in the order they joined (a party that no longer fits waits for enough spots) and get a notification that they are in.`,
      },
      {
        id: 'approval',
        question: msg`Why is my RSVP pending?`,
        answer: msg`Some organisers approve each player. Your RSVP holds no spot until they approve it; if the event filled up in the meantime, approval puts you on the waitlist.`,
      },
      {
        id: 'guests',
        question: msg`Can I bring guests?`,
        answer: msg`Only to events that allow guests, and up to the guest limit the organiser set. Guests take spots like players do.`,
      },
      {
        id: 'leave',
        question: msg`How do I cancel my RSVP?`,
        answer: msg`Open the event and leave it. Organisers can set a deadline: RSVPs can only be cancelled up to a number of hours before the start, and the event page tells you when that is.`,
      },
      {
        id: 'series',
        question: msg`How do recurring events work?`,
        answer: msg`A weekly or monthly event has many dates. RSVP to one date, or to every upcoming date of the series at once (up to 52).`,
      },
      {
        id: 'reminders',
        question: msg`Will I be reminded of games I joined?`,
        answer: msg`Yes: once a day Rally reminds everyone of the games they joined that start within the next 24 hours, by e-mail and push as your "Event joins" notification settings say.`,
      },
    ],
  },
  {
    id: 'organising',
    title: msg`Organising`,
    faqs: [
      {
        id: 'create-event',
        question: msg`How do I create an event?`,
        answer: msg`Choose Create: give it a title, game type, date and place, and decide the spots, the waitlist, guests, approval and the cancellation deadline. A private event is only seen by those you share it with, and can become public later.`,
        link: { label: msg`Create an event`, to: '/create' },
      },
      {
        id: 'joins',
        question: msg`How do I know who joined?`,
        answer: msg`You get an "Event joins" notification for every new RSVP, and the event page lists the players, the pending requests you can approve or decline, and the waitlist in order.`,
      },
      {
        id: 'community',
        question: msg`How do I start a team or community?`,
        answer: msg`Start one from Create Team: choose community, team, league or organization, name it, pick the game and the city, and decide whether anyone can join or you approve each request.`,
        link: { label: msg`Start a community`, to: '/start/community' },
      },
      {
        id: 'admins',
        question: msg`Can others help me run it?`,
        answer: msg`Yes: make trusted members admins. They can edit the page, review join requests and create events for it.`,
      },
    ],
  },
  {
    id: 'notifications',
    title: msg`Notifications and e-mail`,
    faqs: [
      {
        id: 'choose',
        question: msg`How do I choose what Rally tells me?`,
        answer: msg`In Notification Settings every kind of notification has its own e-mail and push switch, and each of your communities has one for its discussion. Everything is on until you turn it off.`,
        link: { label: msg`Notification Settings`, to: '/settings?tab=notification' },
      },
      {
        id: 'push',
        question: msg`How do I get push notifications?`,
        answer: msg`Open Notification Settings in the browser you want them on and turn on push notifications, then allow notifications when the browser asks. Each browser is turned on separately.`,
      },
      {
        id: 'unsubscribe',
        question: msg`How do I stop the e-mails?`,
        answer: msg`Every e-mail ends with a link to your Notification Settings: untick E-mail for the kinds you do not want. Account e-mails such as sign-up codes always arrive.`,
      },
      {
        id: 'activity-subscriptions',
        question: msg`Can Rally tell me about new games near a place?`,
        answer: msg`Yes: add an activity subscription with a place, a radius and the games you play. You get a confirmation e-mail, then one digest e-mail a day when new matching events appear.`,
        link: { label: msg`Activity subscriptions`, to: '/settings?tab=activities-subscription' },
      },
    ],
  },
  {
    id: 'privacy',
    title: msg`Privacy and your account`,
    faqs: [
      {
        id: 'block',
        question: msg`How do I block someone?`,
        answer: msg`In Privacy settings, block people from your connections, family or team lists. They can no longer contact you, and notifications caused by them are dropped.`,
        link: { label: msg`Privacy settings`, to: '/settings?tab=privacy' },
      },
      {
        id: 'upcoming-games',
        question: msg`Who can see the games I joined?`,
        answer: msg`Your profile only lists your upcoming games when you switch on "Show my upcoming games" in Privacy settings.`,
      },
      {
        id: 'family',
        question: msg`Can I add my family?`,
        answer: msg`Yes: add family members in your settings. A member who has a Rally account gets a request to confirm, which they accept from their notifications.`,
      },
      {
        id: 'delete',
        question: msg`How do I delete my account?`,
        answer: msg`In Privacy settings choose delete and type DELETE to confirm. If you still own or belong to teams, leave or delete them first: Rally tells you which.`,
      },
    ],
  },
];

/** The FAQs in a language (`t` is Lingui's), ready to show and to search. */
export function faqGroupsIn(t: (descriptor: MessageDescriptor) => string): FaqGroup[] {
  return faqSource.map((group) => ({
    id: group.id,
    title: t(group.title),
    faqs: group.faqs.map((faq) => ({
      id: faq.id,
      question: t(faq.question),
      answer: t(faq.answer),
      ...(faq.link ? { link: { label: t(faq.link.label), to: faq.link.to } } : {}),
    })),
  }));
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** The groups with only the FAQs whose question or answer has every word of the search. */
export function searchFaqs(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...groups];
  return groups
    .map((g) => ({ ...g, faqs: g.faqs.filter((f) => words.every((w) => normalise(`${f.question} ${f.answer}`).includes(w))) }))
    .filter((g) => g.faqs.length > 0);
}
