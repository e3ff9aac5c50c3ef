import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_ID } from '@/components/ui/first-screen';

/** What a prerendered page holds before the app runs (scripts/prerender): its screen, copied. */
export function givenPrerenderedPage(text = 'The screen, drawn at build time'): void {
  const firstScreen = document.createElement('div');
  firstScreen.id = FIRST_SCREEN_ID;
  firstScreen.setAttribute('aria-hidden', 'true');
  firstScreen.textContent = text;
  document.body.prepend(firstScreen);
  document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, window.location.pathname);
}

/** Whether the copy still stands in for the app. */
export function pageIsPrerendered(): boolean {
  return (
    document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE) &&
    document.getElementById(FIRST_SCREEN_ID) !== null
  );
}

export function removePrerenderedPage(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
  document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
}
