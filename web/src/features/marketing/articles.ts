import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
/** learn-and-grow: short articles about organising and playing, written from how Rally works. */
export interface Article {
  slug: string;
  topic: 'Organising' | 'Playing';
  title: MessageDescriptor;
  summary: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
}

export const articles: readonly Article[] = [
  {
    slug: 'weekly-pickup-game',
    topic: 'Organising',
    title: msg`How to start a weekly pickup game`,
    summary: msg`Pick a fixed slot, cap the spots, and let the regulars find you.`,
    paragraphs: [
      msg`The games that last have a fixed day, time and place. Players plan around a rhythm; "some evening next week" never fills up. Choose a slot you can attend yourself for the next two months.`,
      msg`Create the event as a weekly series so every date exists in advance. Regulars can RSVP to the whole series at once, newcomers to a single date.`,
      msg`Set the number of spots to what the court holds, guests included, and leave the waitlist on: when someone drops out, the next person moves up without you doing anything.`,
      msg`Keep it public for the first weeks. Players near you who play that game hear about new events, and Discover lists it with its distance. Once the group is stable, start a community so the game has a home page.`,
    ],
  },
  {
    slug: 'fair-waitlist',
    topic: 'Organising',
    title: msg`Keeping a waitlist fair`,
    summary: msg`First come, first served, and nobody jumps the queue.`,
    paragraphs: [
      msg`A waitlist only works if people trust it. On Rally the order is the order people joined, and a freed spot goes to the first person whose whole party fits.`,
      msg`If a party of three is first in line and only one spot opens, the next single player gets it; the party keeps its place and moves up as soon as three spots are free.`,
      msg`Raising the capacity moves the waitlist too. If you find a bigger court, edit the event and the next players in line are in, and told so.`,
    ],
  },
  {
    slug: 'fewer-no-shows',
    topic: 'Organising',
    title: msg`Fewer no-shows: reminders, deadlines and approvals`,
    summary: msg`Three settings that make an RSVP mean something.`,
    paragraphs: [
      msg`Reminders: everyone who joined gets a reminder in the 24 hours before the game, so nobody forgets. You do not have to send anything.`,
      msg`A cancellation deadline: set how many hours before the start players can still leave. Inside that window the spot is theirs, which nudges people to decide early.`,
      msg`Approval: for games that need balanced teams or a certain level, turn on approval. RSVPs wait for you, and you approve or decline each one from the event page.`,
    ],
  },
  {
    slug: 'first-pickleball-session',
    topic: 'Playing',
    title: msg`Your first pickleball session`,
    summary: msg`What to bring, what to expect, and the two rules that confuse everyone.`,
    paragraphs: [
      msg`Bring court shoes (not running shoes: you move sideways), water and, if you have one, a paddle. Most beginner sessions lend paddles and balls.`,
      msg`The two rules that confuse everyone: the ball must bounce once on each side before anyone volleys (the two-bounce rule), and you may not volley while standing in the non-volley zone, the "kitchen".`,
      msg`Look for events marked for beginners, or take the pickleball quiz to see which format suits you.`,
    ],
  },
  {
    slug: 'players-at-your-level',
    topic: 'Playing',
    title: msg`Finding players at your level`,
    summary: msg`Use your profile, availability and the people search together.`,
    paragraphs: [
      msg`List the sports you play in your profile and add your availability: organisers looking for players see who plays their game and when they are free.`,
      msg`Find players shows people near your go-to city, filtered by sport. Connect with those you played well with, and invite them to your next game.`,
      msg`Communities are the quickest shortcut: a group that plays every week already has players at every level.`,
    ],
  },
  {
    slug: 'ten-minute-warm-up',
    topic: 'Playing',
    title: msg`Warm up in ten minutes`,
    summary: msg`A short routine before any game.`,
    paragraphs: [
      msg`Two minutes of easy movement: a light jog, side shuffles and skips to raise your heart rate.`,
      msg`Three minutes of dynamic stretches: leg swings, walking lunges, arm circles and hip rotations. Save static stretching for after the game.`,
      msg`Five minutes with the ball: short, soft exchanges first, then longer shots. Start the game when your shoulders and calves feel warm, not before.`,
    ],
  },
];
