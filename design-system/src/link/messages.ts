import { defineMessages } from "../i18n/messages";

/** Read after an external link's text, so nobody is surprised by a new tab. */
export const linkMessages = defineMessages({
  en: { opensInNewTab: "(opens in a new tab)" },
  ar: { opensInNewTab: "(يُفتح في علامة تبويب جديدة)" },
  de: { opensInNewTab: "(öffnet in einem neuen Tab)" },
  es: { opensInNewTab: "(se abre en una pestaña nueva)" },
  fr: { opensInNewTab: "(s’ouvre dans un nouvel onglet)" },
  it: { opensInNewTab: "(si apre in una nuova scheda)" },
  ja: { opensInNewTab: "（新しいタブで開きます）" },
  nl: { opensInNewTab: "(opent in een nieuw tabblad)" },
  pl: { opensInNewTab: "(otwiera się w nowej karcie)" },
  pt: { opensInNewTab: "(abre em uma nova aba)" },
  ru: { opensInNewTab: "(откроется в новой вкладке)" },
});
