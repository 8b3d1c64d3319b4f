import { configure } from '@testing-library/react';

// Every render and renderHook runs under StrictMode, as hosts develop: effects mount, unmount and
// mount again, so a hook or component that cannot survive it fails here.
configure({ reactStrictMode: true });
