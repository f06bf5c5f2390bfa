import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@site-admin/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatVideoDuration, VideoThumbnail, videoMetadataUrl } from './video-thumbnail';

const THUMBNAIL = 'https://i.vimeocdn.com/video/551412_640.jpg';

function renderThumbnail(onPlay: () => void) {
  return renderRoutes(
    [
      {
        path: '/',
        element: <VideoThumbnail videoId="76979871" label="Watch the video" onPlay={onPlay} />,
      },
    ],
    '/',
  );
}

describe('VideoThumbnail', () => {
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the provider thumbnail with its duration and plays on click', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json([{ id: 76979871, thumbnail_large: THUMBNAIL, duration: 125 }]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onPlay = vi.fn();
    renderThumbnail(onPlay);

    const image = await screen.findByRole('img', { name: 'Watch the video' });
    expect(image).toHaveAttribute('src', THUMBNAIL);
    expect(screen.getByText('2:05')).toBeVisible();
    const play = screen.getByRole('button', { name: 'Watch the video' });
    expect(play).toHaveAccessibleDescription('2:05');
    expect(play).toContainElement(image);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      'https://vimeo.com/api/v2/video/76979871.json',
      expect.anything(),
    );

    await userEvent.click(play);
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the text button and only logs when the metadata cannot be fetched', async () => {
    const fetchMock = vi.fn(async () => new Response('Not found', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    const onPlay = vi.fn();
    renderThumbnail(onPlay);

    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const play = screen.getByRole('button', { name: 'Watch the video' });
    expect(play).toHaveTextContent('Watch the video');

    await userEvent.click(play);
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('treats an answer without a thumbnail as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    renderThumbnail(vi.fn());

    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch the video' })).toBeEnabled();
  });

  it('shows the plain button while the metadata loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderThumbnail(vi.fn());
    expect(screen.getByRole('button', { name: 'Watch the video' })).toHaveTextContent(
      'Watch the video',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('formats durations as m:ss and builds the provider address', () => {
    expect(formatVideoDuration(0)).toBe('0:00');
    expect(formatVideoDuration(59)).toBe('0:59');
    expect(formatVideoDuration(125)).toBe('2:05');
    expect(formatVideoDuration(3725)).toBe('62:05');
    expect(videoMetadataUrl('76979871')).toBe('https://vimeo.com/api/v2/video/76979871.json');
  });
});
