import { fileURLToPath } from 'node:url';
import { componentTestConfig } from '../../../vitest.component.ts';

export default componentTestConfig(fileURLToPath(new URL('.', import.meta.url)));
