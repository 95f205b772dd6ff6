/** A matchMedia whose every query answers `matches`: enough for Mantine's useMediaQuery. */
export function matchMediaStub(matches: boolean): typeof window.matchMedia {
  return (query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
