// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { retryableLazy, retryFailedLoads } from './retryableLazy';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('retryableLazy', () => {
  it('loads once and renders the component with its props', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Lazy = retryableLazy(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="a" />
      </Suspense>,
    );
    expect(await screen.findByText('hello a')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load stays failed until retried, then the next render loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: Greeting });
    const Lazy = retryableLazy(load);
    const tree = (key: number) => (
      <Boundary key={key}>
        <Suspense fallback={<p>loading</p>}>
          <Lazy name="b" />
        </Suspense>
      </Boundary>
    );
    const { rerender } = render(tree(1));
    expect(await screen.findByText('failed')).toBeTruthy();
    // Remounting alone does not load again (no retry loop while the network is down)…
    await act(async () => rerender(tree(2)));
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    // … 'Try again' does.
    retryFailedLoads();
    await act(async () => rerender(tree(3)));
    expect(await screen.findByText('hello b')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
