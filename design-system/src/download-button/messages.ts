import { defineMessages } from "../i18n/messages";

export const downloadButtonMessages = defineMessages({
  en: {
    downloadFor: "Download for {platform}",
    otherPlatforms: "Other platforms",
    choosePlatform: "Choose your platform",
    version: "Version {version}",
  },
  ar: {
    downloadFor: "تنزيل لـ {platform}",
    otherPlatforms: "منصات أخرى",
    choosePlatform: "اختر منصتك",
    version: "الإصدار {version}",
  },
  de: {
    downloadFor: "Für {platform} herunterladen",
    otherPlatforms: "Andere Plattformen",
    choosePlatform: "Plattform wählen",
    version: "Version {version}",
  },
  es: {
    downloadFor: "Descargar para {platform}",
    otherPlatforms: "Otras plataformas",
    choosePlatform: "Elige tu plataforma",
    version: "Versión {version}",
  },
  fr: {
    downloadFor: "Télécharger pour {platform}",
    otherPlatforms: "Autres plateformes",
    choosePlatform: "Choisissez votre plateforme",
    version: "Version {version}",
  },
  it: {
    downloadFor: "Scarica per {platform}",
    otherPlatforms: "Altre piattaforme",
    choosePlatform: "Scegli la tua piattaforma",
    version: "Versione {version}",
  },
  ja: {
    downloadFor: "{platform} 版をダウンロード",
    otherPlatforms: "その他のプラットフォーム",
    choosePlatform: "プラットフォームを選択",
    version: "バージョン {version}",
  },
  nl: {
    downloadFor: "Downloaden voor {platform}",
    otherPlatforms: "Andere platforms",
    choosePlatform: "Kies je platform",
    version: "Versie {version}",
  },
  pl: {
    downloadFor: "Pobierz na {platform}",
    otherPlatforms: "Inne platformy",
    choosePlatform: "Wybierz platformę",
    version: "Wersja {version}",
  },
  pt: {
    downloadFor: "Baixar para {platform}",
    otherPlatforms: "Outras plataformas",
    choosePlatform: "Escolha sua plataforma",
    version: "Versão {version}",
  },
  ru: {
    downloadFor: "Скачать для {platform}",
    otherPlatforms: "Другие платформы",
    choosePlatform: "Выберите платформу",
    version: "Версия {version}",
  },
});
