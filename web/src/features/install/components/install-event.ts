export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

let offer: BeforeInstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<() => void>();

/**
 * Chrome offers the install once, early in the visit, and the overlay opens later (on the athlete's first move
 * to another screen): the offer is kept from the moment the signed-in area loads.
 */
export function listenForInstallOffer(): void {
  if (typeof window === 'undefined' || listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    for (const listener of listeners) listener();
  });
}

/** For useSyncExternalStore: the offer kept so far (null until Chrome made one). */
export const installOffer = (): BeforeInstallPromptEvent | null => offer;

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
