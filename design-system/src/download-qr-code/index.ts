export {
  DownloadQrCode,
  type DownloadQrCodeProps,
  QR_QUIET_ZONE,
  shouldOfferQrCode,
} from "./DownloadQrCode";
export { type QrMatrix, qrPath } from "./qrPath";
