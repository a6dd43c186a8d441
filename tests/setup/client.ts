import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Components read their words from the catalogs: the English ones, as a family's browser starts.
import '@client/i18n/i18n';

afterEach(() => cleanup());
