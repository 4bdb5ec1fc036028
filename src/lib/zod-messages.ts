import '@/lib/zod-setup';

import * as z from 'zod/mini';

// zod/mini registers no locale: an issue without a message of its own reads just 'Invalid input'. zod's chained API
// registers English when it creates its first schema, and the modules that import this one were written with that
// API; their default messages ('Too small: expected string to have >=1 characters') reach the mock backend's 400
// bodies and the errors thrown on an unexpected API answer. So they register English the same way, and only when no
// locale is configured yet (an explicit z.config(z.locales.xx()) wins, as with the chained API). zod's global config
// is shared by zod/mini and the chained API. Kept out of the app shell: the shell's schemas need no messages.
if (!z.config().localeError) z.config(z.locales.en());
