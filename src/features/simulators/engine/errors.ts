/**
 * Thrown by every engine entry point on input outside the model's ranges (simulation-model.md §1).
 * The engine never returns NaN or Infinity: anything that could produce them is refused here first.
 * `field` names the input key as the caller passed it (seed names for compareImovel/compareVeiculo,
 * the schedule's own keys for consorcioSchedule/financingSchedule), so a form can attach the message.
 */
export class SimulationValidationError extends Error {
  readonly field: string;
  readonly code = "VALIDATION" as const;

  constructor(field: string, message: string) {
    super(message);
    this.name = "SimulationValidationError";
    this.field = field;
  }
}

export function isSimulationValidationError(error: unknown): error is SimulationValidationError {
  return error instanceof SimulationValidationError;
}
