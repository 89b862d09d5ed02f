// The two language packs that ship no types: each is react-admin's messages as one object.

declare module '@blackbox-vision/ra-language-spanish/dist-web/index.js' {
  import type { TranslationMessages } from 'react-admin';

  const messages: TranslationMessages;
  export default messages;
}

declare module 'ra-language-arabic' {
  import type { TranslationMessages } from 'react-admin';

  const messages: TranslationMessages;
  export default messages;
}
