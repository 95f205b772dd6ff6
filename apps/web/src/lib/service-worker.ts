/**
 * Spec section 9: a service worker is unregistered at app start. An earlier build of the app may
 * have installed one, and a worker serving a cached shell would hide every new deploy.
 */
export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Some in-app browsers deny access to service workers; there is then nothing to remove.
  }
}
