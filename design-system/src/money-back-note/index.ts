export {
  MONEY_BACK_DAYS,
  MoneyBackNote,
  type MoneyBackNoteProps,
  moneyBackNoteVariants,
} from "./MoneyBackNote";
