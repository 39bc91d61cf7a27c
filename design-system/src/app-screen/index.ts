export {
  APP_SCREEN_FRAME,
  AppScreen,
  type AppScreenFrame,
  type AppScreenLabels,
  type AppScreenProps,
} from "./AppScreen";
