import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The machines that run these tests are shared and often busy: a screen that downloads a dialog
// on first open, or a saga answering after a few ticks, may take more than the default 1 s there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
