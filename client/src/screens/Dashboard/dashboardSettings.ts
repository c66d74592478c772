// The dashboard's own settings (its Settings page), kept in this browser: how the moderator likes to read the tools.
const HASHES_KEY = 'tsuzuki-mod-show-hashes';

/** Show each action's chain hash in the history (on by default: it is what an audit compares). */
export function showHashes(): boolean {
  try {
    return localStorage.getItem(HASHES_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setShowHashes(on: boolean): void {
  try {
    localStorage.setItem(HASHES_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
