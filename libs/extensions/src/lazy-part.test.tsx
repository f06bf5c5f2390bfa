import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';
import { Slot } from './slot';

/** A part whose code arrives when the test lets it. */
function heldPart() {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const part = lazyPart<{ name: string }>(() =>
    code.then(() => ({ name }: { name: string }) => <p>Hello {name}</p>),
  );
  return { part, arrive };
}

const draw = (part: ReturnType<typeof heldPart>['part']) =>
  render(<Slot component={part} props={{ name: 'Fiona' }} loading={<p>Loading the part</p>} />);

describe('a lazy part', () => {
  it('draws at once, without its loading state, when its code was preloaded', async () => {
    const { part, arrive } = heldPart();
    arrive();
    await part.preload();
    expect(part.isLoaded()).toBe(true);
    draw(part);
    expect(screen.getByText('Hello Fiona')).toBeInTheDocument();
    expect(screen.queryByText('Loading the part')).not.toBeInTheDocument();
  });

  it('shows its loading state, then the part as soon as the code is in', async () => {
    const { part, arrive } = heldPart();
    draw(part);
    expect(screen.getByText('Loading the part')).toBeInTheDocument();
    arrive();
    // React alone would hold the part back until 300 ms after the loading state was drawn.
    expect(await screen.findByText('Hello Fiona', {}, { timeout: 100 })).toBeInTheDocument();
    expect(screen.queryByText('Loading the part')).not.toBeInTheDocument();
  });

  it('loads its code once however often it is asked', async () => {
    let loads = 0;
    const part = lazyPart(() => {
      loads += 1;
      return Promise.resolve(() => <p>Loaded</p>);
    });
    await Promise.all([part.preload(), part.preload()]);
    render(<Slot component={part} props={{}} />);
    expect(screen.getByText('Loaded')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
