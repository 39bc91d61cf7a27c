export { type InstallStep, InstallSteps, type InstallStepsProps } from "./InstallSteps";
