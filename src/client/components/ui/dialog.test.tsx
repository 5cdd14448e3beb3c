import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';

/** A page whose rows each open a dialog of their own, as the credit report's items do; `removeOnClose` drops the row. */
function Page({ removeOnClose = false }: { removeOnClose?: boolean }) {
  const [rows, setRows] = useState(['Acme', 'Globex']);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <main>
      <h1>Your items</h1>
      {rows.map((row) => (
        <button key={row} type="button" onClick={() => setOpen(row)}>
          {row}
        </button>
      ))}
      {open && (
        <Dialog
          open
          onOpenChange={(isOpen) => {
            if (isOpen) return;
            if (removeOnClose) setRows((current) => current.filter((row) => row !== open));
            setOpen(null);
          }}
        >
          <DialogContent>
            <DialogTitle>{open}</DialogTitle>
            <DialogDescription>Details</DialogDescription>
          </DialogContent>
        </Dialog>
      )}
    </main>
  );
}

describe('DialogContent', () => {
  it('gives focus back to the button that opened it when Escape closes it', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Globex' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Globex' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back when the close button closes it, opened from the keyboard', async () => {
    render(<Page />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Acme' })).toHaveFocus());
  });

  it('moves focus to the page heading when what opened it is gone', async () => {
    render(<Page removeOnClose />);
    await userEvent.click(screen.getByRole('button', { name: 'Acme' }));
    await screen.findByRole('dialog', { name: 'Acme' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Acme' })).toBeNull());
    const heading = screen.getByRole('heading', { level: 1, name: 'Your items' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Reachable by script, not a new tab stop.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
