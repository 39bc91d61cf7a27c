export {
  DownloadButton,
  type DownloadButtonProps,
  type DownloadLinkProps,
  type PlatformDownload,
  type PlatformDownloads,
} from "./DownloadButton";
