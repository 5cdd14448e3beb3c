import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anIdDocument } from '#client/test-support/onboarding.ts';
import { jsonResponse, renderWithApp, serveApi } from '#client/test-support/render.tsx';
import { ID_IMAGE_MAX_BYTES } from '#shared/constants/onboarding.ts';
import type { OnboardingStateResponse } from '#shared/schemas/onboarding-draft.ts';
import { anOnboardingState } from '#shared/test-support/onboarding.ts';
import { useOnboardingState } from '../api/get-onboarding.ts';
import { IdUploadStep } from './id-upload-step.tsx';

/** XMLHttpRequest as the upload sees it: the test moves the progress and answers. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

/** The step as the page shows it: fed by the draft the server holds. */
function Step({ onNext }: { onNext: () => void }) {
  const state = useOnboardingState();
  return state.data ? (
    <IdUploadStep documents={state.data.documents} onPrevious={() => undefined} onNext={onNext} />
  ) : null;
}

function renderStep(server: { state: OnboardingStateResponse }) {
  const onNext = vi.fn();
  const fetch = serveApi({
    'GET /api/onboarding': () => jsonResponse(200, server.state),
    'DELETE /api/onboarding/documents/front': () => {
      server.state = { ...server.state, documents: { ...server.state.documents, front: null } };
      return new Response(null, { status: 204 });
    },
  });
  renderWithApp(<Step onNext={onNext} />);
  return { onNext, fetch };
}

const zone = (name: string) => screen.findByRole('region', { name });
const photo = (name: string, type: string, size = 200_000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
/** Picks `file` with a side's photo picker, as the member would (whatever the input accepts). */
const pick = (side: HTMLElement, file: File) =>
  userEvent.setup({ applyAccept: false }).upload(within(side).getByLabelText(/Take or choose a photo/), file);
/** Drops `file` on a side's drop zone. */
const drop = (side: HTMLElement, file: File) =>
  fireEvent.drop(within(side).getByText('Take or choose a photo').closest('label') as HTMLElement, {
    dataTransfer: { files: [file] },
  });

describe('IdUploadStep', () => {
  it('explains why the ID is needed and that it is encrypted; Next waits for both sides', async () => {
    renderStep({ state: anOnboardingState() });
    expect(await zone('Front of your ID')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Back of your ID' })).toBeInTheDocument();
    expect(screen.getByText(/proof of who you are with each dispute letter/)).toBeInTheDocument();
    expect(screen.getByText(/Your photos are encrypted/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('refuses what is not an image, from the picker and from a drop, without sending it', async () => {
    renderStep({ state: anOnboardingState() });
    const front = await zone('Front of your ID');
    await pick(front, photo('id.pdf', 'application/pdf'));
    expect(within(front).getByRole('alert')).toHaveTextContent('Please select an image file (PNG, JPG, etc.)');

    const back = screen.getByRole('region', { name: 'Back of your ID' });
    drop(back, photo('notes.txt', 'text/plain'));
    expect(within(back).getByRole('alert')).toHaveTextContent('Please select an image file (PNG, JPG, etc.)');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses 10 MB or more, from the picker and from a drop', async () => {
    renderStep({ state: anOnboardingState() });
    const front = await zone('Front of your ID');
    await pick(front, photo('id.jpg', 'image/jpeg', ID_IMAGE_MAX_BYTES));
    expect(within(front).getByRole('alert')).toHaveTextContent('File size must be less than 10MB');

    const back = screen.getByRole('region', { name: 'Back of your ID' });
    drop(back, photo('id.png', 'image/png', ID_IMAGE_MAX_BYTES + 1));
    expect(within(back).getByRole('alert')).toHaveTextContent('File size must be less than 10MB');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows the real upload progress, then the preview; with both sides, Next goes on', async () => {
    const server = { state: anOnboardingState({ documents: { front: null, back: anIdDocument('back') } }) };
    const { onNext } = renderStep(server);
    const front = await zone('Front of your ID');
    await pick(front, photo('id.jpg', 'image/jpeg'));

    const [request] = FakeXhr.sent;
    if (!request) throw new Error('nothing was sent');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/onboarding/documents/front');
    expect((request.body?.get('file') as File | null)?.name).toBe('id.jpg');
    request.progress(0, 100);
    expect(within(front).getByText('Uploading… 0%')).toBeInTheDocument();
    request.progress(45, 100);
    expect(within(front).getByText('Uploading… 45%')).toBeInTheDocument();
    expect(within(front).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    request.progress(100, 100);
    expect(within(front).getByText('Checking the photo…')).toBeInTheDocument();

    const uploaded = anIdDocument('front', { uploadedAt: '2026-11-21T09:30:00.000Z' });
    server.state = {
      ...server.state,
      documents: { front: uploaded, back: anIdDocument('back') },
      completedSteps: [1, 2],
    };
    request.respond(201, uploaded);

    const preview = await within(front).findByRole('img', { name: 'Preview of the front of your ID' });
    expect(preview).toHaveAttribute('src', '/api/onboarding/documents/front/thumbnail?v=2026-11-21T09%3A30%3A00.000Z');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(onNext).toHaveBeenCalled();
  });

  it('accepts a HEIC photo the browser gave no type, and says it was received without a preview', async () => {
    const server = { state: anOnboardingState() };
    renderStep(server);
    const back = await zone('Back of your ID');
    await pick(back, photo('IMG_0042.HEIC', ''));
    const heic = anIdDocument('back', { mediaType: 'image/heic', hasThumbnail: false });
    server.state = { ...server.state, documents: { front: null, back: heic } };
    FakeXhr.sent[0]?.respond(201, heic);
    expect(await within(back).findByText('Photo received (HEIC)')).toBeInTheDocument();
    expect(within(back).queryByRole('img')).toBeNull();
  });

  it('says what the server refused', async () => {
    renderStep({ state: anOnboardingState() });
    const front = await zone('Front of your ID');
    await pick(front, photo('renamed.jpg', 'image/jpeg'));
    FakeXhr.sent[0]?.respond(415, { code: 'UNSUPPORTED_IMAGE', message: 'Unsupported image' });
    expect(await within(front).findByRole('alert')).toHaveTextContent('Please select an image file (PNG, JPG, etc.)');
    expect(within(front).getByText('Take or choose a photo')).toBeInTheDocument();
  });

  it('reads a proxy’s bare 413 as a photo too large', async () => {
    renderStep({ state: anOnboardingState() });
    const front = await zone('Front of your ID');
    await pick(front, photo('id.jpg', 'image/jpeg'));
    const request = FakeXhr.sent[0];
    if (!request) throw new Error('nothing was sent');
    request.statusText = 'Payload Too Large';
    act(() => {
      request.status = 413;
      request.responseText = '<html>Request Entity Too Large</html>';
      request.onload?.();
    });
    expect(await within(front).findByRole('alert')).toHaveTextContent('File size must be less than 10MB');
  });

  it('removes a photo', async () => {
    const { fetch } = renderStep({
      state: anOnboardingState({ documents: { front: anIdDocument('front'), back: anIdDocument('back') } }),
    });
    const front = await zone('Front of your ID');
    await userEvent.click(within(front).getByRole('button', { name: 'Remove the front photo' }));
    expect(await within(front).findByText('Take or choose a photo')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/onboarding/documents/front',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
