import { defineMessages } from "../i18n/messages";

export const downloadQrCodeMessages = defineMessages({
  en: { scanToDownload: "Scan to download on your phone" },
  ar: { scanToDownload: "امسح الرمز للتنزيل على هاتفك" },
  de: { scanToDownload: "Zum Herunterladen auf dem Smartphone scannen" },
  es: { scanToDownload: "Escanea para descargar en tu móvil" },
  fr: { scanToDownload: "Scannez pour télécharger sur votre téléphone" },
  it: { scanToDownload: "Scansiona per scaricare sul telefono" },
  ja: { scanToDownload: "スマートフォンでスキャンしてダウンロード" },
  nl: { scanToDownload: "Scan om te downloaden op je telefoon" },
  pl: { scanToDownload: "Zeskanuj, aby pobrać na telefon" },
  pt: { scanToDownload: "Escaneie para baixar no seu celular" },
  ru: { scanToDownload: "Отсканируйте, чтобы скачать на телефон" },
});
