import { msg } from '@lingui/core/macro';
import type { Quiz } from './quiz-model';

const games = '/discover?type=Pickleball';

/** Which way of playing pickleball suits you (format and level). */
export const pickleballQuiz: Quiz = {
  slug: 'pickleball',
  title: msg`Which pickleball game suits you?`,
  description: msg`Six questions about how you play and what you want from a session: get the format and level to look for.`,
  questions: [
    {
      id: 'experience',
      text: msg`How long have you played pickleball?`,
      options: [
        {
          label: msg`Never, or only a few times`,
          points: { learn: 3 },
          reason: msg`You are new to the game: a clinic teaches the rules, the serve and scoring in one go.`,
        },
        {
          label: msg`Less than six months`,
          points: { 'open-play': 2, learn: 1 },
          reason: msg`A few months in, open play gives you many games against all levels.`,
        },
        {
          label: msg`Six months to two years`,
          points: { 'open-play': 1, 'round-robin': 1, competitive: 1 },
          reason: msg`With a season or two behind you, you can hold your own in organised formats.`,
        },
        {
          label: msg`More than two years`,
          points: { competitive: 2, singles: 1 },
          reason: msg`Years of play mean you are ready for rated, competitive games.`,
        },
      ],
    },
    {
      id: 'racquet-sports',
      text: msg`Which other racquet sports have you played?`,
      options: [
        {
          label: msg`None`,
          points: { learn: 2 },
          reason: msg`Without a racquet-sport background, a coached start saves you bad habits.`,
        },
        {
          label: msg`Tennis`,
          points: { singles: 2, competitive: 1 },
          reason: msg`Tennis players bring the footwork and groundstrokes singles rewards.`,
        },
        {
          label: msg`Badminton or table tennis`,
          points: { 'open-play': 1, competitive: 1 },
          reason: msg`Quick hands from badminton or table tennis pay off at the kitchen line.`,
        },
        {
          label: msg`Squash or racquetball`,
          points: { singles: 1, competitive: 1 },
          reason: msg`Squash and racquetball players read angles and move well.`,
        },
      ],
    },
    {
      id: 'goal',
      text: msg`What do you want most from a session?`,
      options: [
        {
          label: msg`To learn the basics properly`,
          points: { learn: 3 },
          reason: msg`You want to learn properly: that is exactly what a clinic is for.`,
        },
        {
          label: msg`Fun and some exercise`,
          points: { 'open-play': 2, 'round-robin': 1 },
          reason: msg`You play for fun and exercise, which is what open play is about.`,
        },
        {
          label: msg`To meet new people`,
          points: { 'round-robin': 3 },
          reason: msg`Round robins rotate partners, so you meet everyone in the group.`,
        },
        {
          label: msg`To win and keep improving`,
          points: { competitive: 2, singles: 1 },
          reason: msg`You want to win and improve: ladders and rated games give you both.`,
        },
      ],
    },
    {
      id: 'partners',
      text: msg`How do you like to play?`,
      options: [
        {
          label: msg`With a regular partner`,
          points: { competitive: 2, 'open-play': 1 },
          reason: msg`A steady partner is how doubles teams climb a ladder.`,
        },
        {
          label: msg`On my own, covering the whole court`,
          points: { singles: 3 },
          reason: msg`You want the whole court to yourself: that is singles.`,
        },
        {
          label: msg`With a different partner every game`,
          points: { 'round-robin': 2, 'open-play': 1 },
          reason: msg`You like changing partners, which round robins and open play do every game.`,
        },
        {
          label: msg`Not sure yet`,
          points: { learn: 1, 'open-play': 1 },
          reason: msg`Not sure yet? Open play and clinics let you try every way.`,
        },
      ],
    },
    {
      id: 'soft-game',
      text: msg`Can you dink and hit a third-shot drop?`,
      hint: msg`A dink is a soft shot that lands in the non-volley zone (the kitchen).`,
      options: [
        {
          label: msg`What is a dink?`,
          points: { learn: 2 },
          reason: msg`The soft game is new to you, and a clinic starts with exactly that.`,
        },
        {
          label: msg`Sometimes`,
          points: { 'open-play': 2, 'round-robin': 1 },
          reason: msg`Your soft game is coming along: relaxed games are the place to practise it.`,
        },
        {
          label: msg`Reliably`,
          points: { competitive: 2, singles: 1 },
          reason: msg`A reliable soft game is what separates competitive players.`,
        },
      ],
    },
    {
      id: 'running',
      text: msg`How much running are you up for?`,
      options: [
        {
          label: msg`Gentle, please`,
          points: { learn: 1, 'open-play': 1, 'round-robin': 1 },
          reason: msg`You prefer a gentle pace, and doubles keeps the court small.`,
        },
        {
          label: msg`A good workout`,
          points: { competitive: 1, 'round-robin': 1 },
          reason: msg`You want a workout: fast doubles and long round robins give you one.`,
        },
        {
          label: msg`As much as it takes`,
          points: { singles: 3, competitive: 1 },
          reason: msg`You are happy to run, and singles covers twice the court per player.`,
        },
      ],
    },
  ],
  outcomes: [
    {
      id: 'learn',
      title: msg`A beginner clinic`,
      summary: msg`Start with a learn-to-play clinic (levels 1.0–2.0): an hour of rules, serves, scoring and the kitchen, then short games with other beginners.`,
      details: [
        msg`Borrow a paddle first: most clinics lend them.`,
        msg`Look for events that say "beginners", "intro" or "learn to play".`,
        msg`After two or three clinics, move on to beginner open play.`,
      ],
      action: { label: msg`Find pickleball games near you`, to: games },
    },
    {
      id: 'open-play',
      title: msg`Recreational open play (doubles)`,
      summary: msg`Drop-in doubles at levels 2.5–3.0: bring a paddle, put it in the queue and play whoever is next. Relaxed, social and plenty of games.`,
      details: [
        msg`Ask for the beginner or intermediate courts if a venue splits them.`,
        msg`Work on keeping the ball low at the kitchen line.`,
        msg`Two sessions a week is enough to improve quickly.`,
      ],
      action: { label: msg`Find open play near you`, to: games },
    },
    {
      id: 'round-robin',
      title: msg`Round robins and social mixers`,
      summary: msg`Organised sessions where partners rotate every game and scores are tallied at the end: the quickest way to meet a club and find regular partners.`,
      details: [
        msg`Most round robins are grouped by level: pick the one that matches your rating.`,
        msg`Arrive early: rotations start on time.`,
        msg`Join a community on Rally to hear about the next mixer.`,
      ],
      action: { label: msg`Find round robins near you`, to: games },
    },
    {
      id: 'competitive',
      title: msg`Competitive doubles and ladders`,
      summary: msg`Rated doubles (3.5–4.0 and up): ladders, leagues and tournaments, with a regular partner and games that are decided at the kitchen line.`,
      details: [
        msg`Get a rating so organisers can place you in the right bracket.`,
        msg`Drill third-shot drops and resets with your partner.`,
        msg`Leagues run by season: register before the first session fills up.`,
      ],
      action: { label: msg`Find competitive games near you`, to: games },
    },
    {
      id: 'singles',
      title: msg`Singles`,
      summary: msg`One against one on the whole court: more running, deeper serves and returns, and passing shots instead of long dink rallies.`,
      details: [
        msg`Serve and return deep: the baseline matters more than the kitchen.`,
        msg`Fitness counts: warm up properly and build up the number of games.`,
        msg`Fewer events are singles-only; ask organisers of open play for a singles court.`,
      ],
      action: { label: msg`Find pickleball games near you`, to: games },
    },
  ],
};

/** Which paddle suits you. */
export const paddleQuiz: Quiz = {
  slug: 'pickleball-paddle',
  title: msg`Which pickleball paddle suits you?`,
  description: msg`Six questions about your game, your arm and your budget: get the kind of paddle to try, and why.`,
  questions: [
    {
      id: 'level',
      text: msg`Where is your game today?`,
      options: [
        {
          label: msg`Just starting`,
          points: { starter: 3 },
          reason: msg`You are starting out: a forgiving, affordable paddle is all you need for now.`,
        },
        {
          label: msg`Improving every week`,
          points: { 'all-court': 2, control: 1 },
          reason: msg`Your game is still changing, so a balanced paddle will not hold any of it back.`,
        },
        {
          label: msg`Advanced, playing rated games`,
          points: { control: 1, power: 1 },
          reason: msg`At your level, the paddle should sharpen the shots you already rely on.`,
        },
      ],
    },
    {
      id: 'style',
      text: msg`Which shots win you points?`,
      options: [
        {
          label: msg`Dinks, drops and resets`,
          points: { control: 3 },
          reason: msg`You win with the soft game, and a thick core with a textured face keeps the ball low.`,
        },
        {
          label: msg`Drives and put-aways`,
          points: { power: 3 },
          reason: msg`You win with pace: a thinner core and a lively face add power to every drive.`,
        },
        {
          label: msg`A bit of everything`,
          points: { 'all-court': 3 },
          reason: msg`You play every shot, which is what an all-court paddle is balanced for.`,
        },
      ],
    },
    {
      id: 'arm',
      text: msg`Do you get tennis elbow, or wrist or shoulder pain?`,
      options: [
        {
          label: msg`Yes`,
          points: { light: 4, control: 1 },
          reason: msg`Your arm hurts: a lighter paddle with a thick, softer core takes load off the elbow.`,
        },
        {
          label: msg`Now and then`,
          points: { light: 1, 'all-court': 1 },
          reason: msg`With an occasional sore arm, stay at the lighter end of mid-weight.`,
        },
        { label: msg`No`, points: { power: 1 }, reason: msg`A healthy arm can swing a heavier paddle, which adds power.` },
      ],
    },
    {
      id: 'position',
      text: msg`Where do you spend most of a rally?`,
      options: [
        {
          label: msg`At the kitchen line`,
          points: { control: 2, light: 1 },
          reason: msg`At the kitchen line, fast hands and touch matter more than power.`,
        },
        {
          label: msg`At the baseline`,
          points: { power: 2 },
          reason: msg`From the baseline, the extra pace of a power paddle carries the ball deep.`,
        },
        {
          label: msg`Both, it depends on the point`,
          points: { 'all-court': 2 },
          reason: msg`You move around the whole court, so balance beats specialisation.`,
        },
      ],
    },
    {
      id: 'budget',
      text: msg`What do you want to spend?`,
      options: [
        {
          label: msg`Under $60`,
          points: { starter: 4 },
          reason: msg`Under $60, a composite or fiberglass starter paddle is the best value.`,
        },
        {
          label: msg`$60 to $150`,
          points: { 'all-court': 1, light: 1, control: 1, power: 1 },
          reason: msg`Between $60 and $150 you can get a good carbon-face paddle of any kind.`,
        },
        {
          label: msg`More than $150`,
          points: { control: 1, power: 1 },
          reason: msg`Above $150, premium carbon-fibre paddles add spin and consistency.`,
        },
      ],
    },
    {
      id: 'shape',
      text: msg`Which matters more to you?`,
      options: [
        {
          label: msg`Reach: a longer paddle`,
          points: { power: 2 },
          reason: msg`You want reach, and elongated paddles (16.5 in) trade sweet spot for it.`,
        },
        {
          label: msg`A big, forgiving sweet spot`,
          points: { control: 1, starter: 1, 'all-court': 1 },
          reason: msg`You want forgiveness, which a standard, wide shape gives.`,
        },
        {
          label: msg`No preference`,
          points: { 'all-court': 1 },
          reason: msg`With no preference, a standard shape is the safe choice.`,
        },
      ],
    },
  ],
  outcomes: [
    {
      id: 'control',
      title: msg`A control paddle`,
      summary: msg`A 16 mm polymer honeycomb core with a raw carbon-fibre face: soft, spinny and predictable at the kitchen line.`,
      details: [msg`Thickness: 16 mm.`, msg`Weight: 7.8–8.3 oz.`, msg`Shape: standard or hybrid (about 16 × 7.5–8 in).`],
      action: { label: msg`Find games to try it in`, to: games },
    },
    {
      id: 'power',
      title: msg`A power paddle`,
      summary: msg`A 13–14 mm core with a fiberglass or hybrid face in an elongated shape: more pop on drives, serves and put-aways.`,
      details: [msg`Thickness: 13–14 mm.`, msg`Weight: 8.0–8.5 oz.`, msg`Shape: elongated (16.5 × 7.5 in).`],
      action: { label: msg`Find games to try it in`, to: games },
    },
    {
      id: 'all-court',
      title: msg`An all-court paddle`,
      summary: msg`A 14–16 mm core, carbon face and standard shape at mid-weight: enough power for drives and enough touch for dinks.`,
      details: [msg`Thickness: 14–16 mm.`, msg`Weight: 7.6–8.2 oz.`, msg`Shape: standard (about 16 × 8 in).`],
      action: { label: msg`Find games to try it in`, to: games },
    },
    {
      id: 'light',
      title: msg`A lightweight paddle`,
      summary: msg`Under 7.6 oz with a thick, soft core: quick at the net and easy on the elbow, wrist and shoulder.`,
      details: [msg`Thickness: 16 mm.`, msg`Weight: 7.2–7.6 oz.`, msg`Grip: a thicker overgrip spreads the load on your hand.`],
      action: { label: msg`Find games to try it in`, to: games },
    },
    {
      id: 'starter',
      title: msg`A starter paddle`,
      summary: msg`An affordable composite or fiberglass paddle with a wide face: forgiving while you learn, and a fine spare later.`,
      details: [msg`Price: $30–60.`, msg`Weight: 7.5–8.0 oz.`, msg`Shape: standard, widest sweet spot.`],
      action: { label: msg`Find beginner games near you`, to: games },
    },
  ],
};

export const quizzes: readonly Quiz[] = [pickleballQuiz, paddleQuiz];
