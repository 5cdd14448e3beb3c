// Runs before the first paint so a dark-theme user never sees a white flash.
// The stored choice wins; without one, the system's preference decides. ThemeProvider reads the result.
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    // Storage can be blocked (private mode); the system preference still applies.
  }
  const dark = stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
