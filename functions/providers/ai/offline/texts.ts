import type { Lang } from '@shared/training/types';

/** The offline coach's own words, in the athlete's language. */
export const texts = {
  en: {
    intro: "I'm Tricoach's offline coach: I answer from your stored plan, week and activities.",
    assessmentGreeting: "Hi! I'm the offline coach and I'll assess your fitness with three short questions.",
    questions: {
      swim: 'Let’s start with swimming: how often do you swim, how far, and have you done any open-water swims or races?',
      bike: 'Thanks! Now cycling: how often do you ride, how far in a typical week, and have you ridden any events?',
      run: 'Great. Last one, running: how often do you run, how many kilometres a week, and any recent race times?',
    },
    saved: (s: number, b: number, r: number) =>
      `Thanks, that’s all I need. I saved your fitness levels: swimming ${s}, cycling ${b}, running ${r} (out of 100). You can continue to the next step.`,
    alreadySaved:
      'Your fitness levels are already saved. You can continue to the next step, or change them with the sliders.',
    saveFailed: 'I could not save your fitness levels. Please use the sliders instead.',
    noPlan: 'You don’t have a training plan yet. Create one and I can tell you about your workouts and progress.',
    noWeek: 'There is no active training week yet. Create a week from your dashboard and I’ll guide you through it.',
    todayWorkout: (name: string, minutes: number, description: string) =>
      `Today: ${name} (about ${minutes} min). ${description}`,
    restDay: (next: string | null) =>
      next
        ? `No workout is planned for today: it's a rest day. Next up: ${next}.`
        : 'No workout is planned for today: enjoy the rest day.',
    weekList: (lines: string[]) => `Your week:\n${lines.join('\n')}`,
    progress: (done: number, total: number, minutes: number, count: number) =>
      `This week you have completed ${done} of ${total} workouts. In the last 7 days you recorded ${count} activities, ${minutes} minutes in total.`,
    noActivities: 'I don’t see any recorded activities yet. Connect your watch to track your progress.',
    tooEasy:
      'Good sign! If a workout felt too easy, ask for a harder version (e.g. "make it harder" or "add one interval") from the workout view. If it keeps happening, raise your fitness levels in settings so the next week is built a little harder.',
    tooHard:
      'Listen to your body. Ask for an easier or shorter version from the workout view (e.g. "20 minutes shorter", "easier"), and keep the next day easy.',
    plan: (event: string, date: string, weeks: number, phase: string | null, focus: string | null) =>
      `Your goal is ${event} on ${date}, ${weeks} weeks from now.${phase ? ` You are in the ${phase} phase` : ''}${focus ? `: ${focus}` : phase ? '.' : ''}`,
    health:
      'Pain, illness or unusual fatigue come first: rest today, and see a doctor or physiotherapist if it does not ease. Skipping a session is better than losing weeks.',
    fallback:
      'I can tell you about today’s workout, your week, your progress and your plan, and help when a workout feels too easy or too hard.',
    done: 'done',
    planned: 'planned',
    proposed: (title: string) =>
      `${title}: here is what I propose. Accept it below to change your week, or Keep it as it is.`,
    refused: (reason: string) => `I can't propose that: ${reason}`,
    whichSession: (names: string[]) =>
      `Which session do you mean: ${names.join(', ')}? Name its day too, e.g. "move Tuesday's run to Sunday".`,
    noSession: 'I could not find that session among the sessions of this week still to do.',
  },
  pl: {
    intro: 'Jestem trenerem offline Tricoach: odpowiadam na podstawie Twojego planu, tygodnia i aktywności.',
    assessmentGreeting: 'Cześć! Jestem trenerem offline i ocenię Twoją formę trzema krótkimi pytaniami.',
    questions: {
      swim: 'Zacznijmy od pływania: jak często pływasz, jakie dystanse i czy pływałeś/aś na wodach otwartych lub w zawodach?',
      bike: 'Dzięki! Teraz rower: jak często jeździsz, ile kilometrów w typowym tygodniu i czy startowałeś/aś w jakichś wydarzeniach?',
      run: 'Świetnie. Ostatnie pytanie, bieganie: jak często biegasz, ile kilometrów tygodniowo i jakie masz ostatnie wyniki?',
    },
    saved: (s: number, b: number, r: number) =>
      `Dzięki, to wszystko, czego potrzebuję. Zapisałem Twoje poziomy formy: pływanie ${s}, rower ${b}, bieganie ${r} (na 100). Możesz przejść do następnego kroku.`,
    alreadySaved: 'Twoje poziomy formy są już zapisane. Możesz przejść dalej albo zmienić je suwakami.',
    saveFailed: 'Nie udało się zapisać poziomów formy. Użyj proszę suwaków.',
    noPlan: 'Nie masz jeszcze planu treningowego. Utwórz go, a opowiem Ci o treningach i postępach.',
    noWeek: 'Nie ma jeszcze aktywnego tygodnia treningowego. Utwórz tydzień na pulpicie, a poprowadzę Cię przez niego.',
    todayWorkout: (name: string, minutes: number, description: string) =>
      `Dzisiaj: ${name} (około ${minutes} min). ${description}`,
    restDay: (next: string | null) =>
      next ? `Na dziś nie ma treningu: to dzień odpoczynku. Następny: ${next}.` : 'Na dziś nie ma treningu: odpocznij.',
    weekList: (lines: string[]) => `Twój tydzień:\n${lines.join('\n')}`,
    progress: (done: number, total: number, minutes: number, count: number) =>
      `W tym tygodniu ukończono ${done} z ${total} treningów. W ostatnich 7 dniach zapisano ${count} aktywności, łącznie ${minutes} minut.`,
    noActivities: 'Nie widzę jeszcze zapisanych aktywności. Połącz zegarek, aby śledzić postępy.',
    tooEasy:
      'To dobry znak! Jeśli trening był za łatwy, poproś w widoku treningu o trudniejszą wersję (np. "trudniej" albo "dodaj jeden interwał"). Jeśli to się powtarza, podnieś poziomy formy w ustawieniach.',
    tooHard:
      'Słuchaj swojego ciała. Poproś w widoku treningu o łatwiejszą lub krótszą wersję (np. "o 20 minut krócej", "łatwiej"), a następny dzień zrób lekki.',
    plan: (event: string, date: string, weeks: number, phase: string | null, focus: string | null) =>
      `Twój cel to ${event} w dniu ${date}, za ${weeks} tyg.${phase ? ` Jesteś w fazie ${phase}` : ''}${focus ? `: ${focus}` : phase ? '.' : ''}`,
    health:
      'Ból, choroba lub nietypowe zmęczenie są najważniejsze: odpocznij dziś, a jeśli nie mija, skonsultuj się z lekarzem lub fizjoterapeutą. Lepiej opuścić jeden trening niż stracić tygodnie.',
    fallback:
      'Mogę opowiedzieć o dzisiejszym treningu, Twoim tygodniu, postępach i planie oraz pomóc, gdy trening jest za łatwy lub za trudny.',
    done: 'zrobiony',
    planned: 'zaplanowany',
    proposed: (title: string) =>
      `${title}: oto moja propozycja. Zaakceptuj ją poniżej, aby zmienić tydzień, albo zostaw bez zmian.`,
    refused: (reason: string) => `Nie mogę tego zaproponować: ${reason}`,
    whichSession: (names: string[]) =>
      `Którą sesję masz na myśli: ${names.join(', ')}? Podaj też jej dzień, np. „przenieś bieg z wtorku na niedzielę”.`,
    noSession: 'Nie znalazłem tej sesji wśród treningów tego tygodnia, które są jeszcze do zrobienia.',
  },
} as const;

export const textsFor = (lang: Lang | undefined) => texts[lang === 'pl' ? 'pl' : 'en'];
