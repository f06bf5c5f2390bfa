import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it, vi } from 'vitest';
import { parseBuilderMessage } from './content-builder-widget';
import { renderForm } from './test-form';

setupMockNetwork();

function send(data: unknown, source: Window | null, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
  });
}

describe('the content builder widget', () => {
  it('exchanges the content with its editor frame, and only with it', async () => {
    const user = userEvent.setup();
    const { values } = renderForm(
      [
        {
          name: 'body',
          type: 'content-builder',
          label: 'Page content',
          endpoint: '/48213/content-builder/5',
        },
      ],
      { formData: { body: '<p>Old text</p>' } },
    );
    const preview = screen.getByRole('region', { name: 'Page content preview' });
    expect(within(preview).getByText('Old text')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Page content' });
    const frame = within(dialog).getByTitle('Page content editor');
    if (!(frame instanceof HTMLIFrameElement) || frame.contentWindow === null) {
      throw new Error('no editor frame');
    }
    expect(frame).toHaveAttribute('src', '/48213/content-builder/5');
    const editor = frame.contentWindow;
    const reply = vi.spyOn(editor, 'postMessage').mockImplementation(() => undefined);

    send({ type: 'request_content' }, editor);
    expect(reply).toHaveBeenCalledWith(
      { type: 'update_content', content: '<p>Old text</p>' },
      window.location.origin,
    );
    // Another window, or this frame from another origin, is not listened to.
    send({ type: 'request_content' }, window);
    send({ type: 'update_content', content: 'evil' }, editor, 'https://evil.example');
    expect(reply).toHaveBeenCalledTimes(1);
    expect(values().body).toBe('<p>Old text</p>');

    send({ type: 'update_content', content: '<p>New text</p>' }, editor);
    expect(values().body).toBe('<p>New text</p>');
    send({ type: 'update_preview', preview: '<p>New <b>preview</b></p>' }, editor);
    expect(within(preview).getByText('preview').tagName).toBe('B');

    send({ type: 'close_modal' }, editor);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('parseBuilderMessage', () => {
  it('knows the four messages and nothing else', () => {
    expect(parseBuilderMessage({ type: 'close_modal' })).toEqual({ type: 'close_modal' });
    expect(parseBuilderMessage({ type: 'update_preview', preview: 3 })).toBeNull();
    expect(parseBuilderMessage({ type: 'update_content' })).toBeNull();
    expect(parseBuilderMessage('request_content')).toBeNull();
    expect(parseBuilderMessage({ type: 'checkLogin' })).toBeNull();
  });
});
