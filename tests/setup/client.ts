import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Components read their words from the catalogs: the English ones, as a family's browser starts.
import { wordSchemaErrorsOnScreen } from '@client/i18n/i18n';

wordSchemaErrorsOnScreen();

afterEach(() => cleanup());
