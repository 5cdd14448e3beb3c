import { useState } from 'react';

/**
 * Choosing a file to send, for a picker and a drop alike: a file the browser can already refuse (`check`) is not
 * sent and the refusal is said (`refusalText`); one that may go clears the last problem and progress.
 */
export function useChosenFile<Refusal extends string>(
  check: (file: File) => Refusal | null,
  refusalText: (refusal: Refusal) => string,
) {
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  /** Whether the chosen file may go. */
  const accept = (file: File | undefined): file is File => {
    if (!file) return false;
    const refusal = check(file);
    if (refusal) {
      setProblem(refusalText(refusal));
      return false;
    }
    setProblem(null);
    setProgress(0);
    return true;
  };
  return { progress, setProgress, problem, setProblem, accept };
}
