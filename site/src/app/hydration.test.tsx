import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { TextEncoder } from 'node:util';
import { hydrateInSlices } from './hydration';

// Gatsby's app renders the focus wrapper itself; the server's HTML holds it with the page inside.
function App() {
  const [count, setCount] = useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button>
    </div>
  );
}

// React's server renderer needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder });
const renderToString = (element: React.ReactElement): string => (require('react-dom/server') as typeof import('react-dom/server')).renderToString(element);

function pageContainer(html: string) {
  document.body.innerHTML = `<div id="___gatsby">${html}</div>`;
  return document.getElementById('___gatsby')!;
}

describe('hydrating a page in slices', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the pre-rendered markup and makes it interactive without a hydration mismatch', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = pageContainer(renderToString(<App />));
    const serverButton = screen.getByRole('button');
    await act(async () => hydrateInSlices(<App />, container));
    expect(screen.getByRole('button')).toBe(serverButton);
    fireEvent.click(serverButton);
    expect(serverButton).toHaveTextContent('Clicked 1 times');
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders a client-only page, which arrives with an empty wrapper', async () => {
    const container = pageContainer('<div id="gatsby-focus-wrapper"></div>');
    let unmount = () => {};
    await act(async () => {
      unmount = hydrateInSlices(<App />, container);
    });
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 0 times');
    act(() => unmount());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
