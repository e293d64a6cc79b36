// Set-up for every web test: findBy* queries wait long enough for a loaded two-core machine.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000, defaultHidden: true });
