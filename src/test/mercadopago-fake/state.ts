import crypto from "node:crypto";

// What the fake Mercado Pago API remembers (in memory: it is a test double, one per process).

export type FakePreapproval = {
  id: string;
  status: "pending" | "authorized" | "paused" | "cancelled";
  reason: string;
  payer_email: string;
  external_reference: string;
  back_url: string;
  init_point: string;
  date_created: string;
  last_modified: string;
  auto_recurring: { frequency: number; frequency_type: string; transaction_amount: number; currency_id: string };
};

export type FakePayment = {
  id: number;
  status: "approved" | "rejected";
  status_detail: string;
  transaction_amount: number;
  currency_id: "BRL";
  external_reference: string;
  date_created: string;
  date_approved: string | null;
  metadata: { preapproval_id: string };
};

export type FakeAuthorizedPayment = {
  id: number;
  preapproval_id: string;
  external_reference: string;
  type: "scheduled";
  status: "processed" | "recycling";
  transaction_amount: number;
  currency_id: "BRL";
  reason: string;
  date_created: string;
  debit_date: string;
  payment: { id: number; status: string; status_detail: string };
};

export type SentNotification = { type: string; dataId: string; status: number | null; at: string };

export type FakeMode = "up" | "down" | "hang";

export class FakeState {
  preapprovals = new Map<string, FakePreapproval>();
  payments = new Map<number, FakePayment>();
  authorizedPayments = new Map<number, FakeAuthorizedPayment>();
  sent: SentNotification[] = [];
  mode: FakeMode = "up";
  /** When true, notifications are "lost" (not delivered): what reconciliation repairs. */
  dropNotifications = false;
  private seq = 7_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;

  nextNumericId(): number {
    this.seq += 1;
    return this.seq;
  }

  newPreapprovalId(): string {
    return crypto.randomBytes(16).toString("hex");
  }

  /** One monthly charge of a subscription: an authorized payment holding a payment. */
  charge(
    pre: FakePreapproval,
    approved: boolean,
    now = new Date(),
  ): { payment: FakePayment; authorized: FakeAuthorizedPayment } {
    const at = now.toISOString();
    const payment: FakePayment = {
      id: this.nextNumericId(),
      status: approved ? "approved" : "rejected",
      status_detail: approved ? "accredited" : "cc_rejected_insufficient_amount",
      transaction_amount: pre.auto_recurring.transaction_amount,
      currency_id: "BRL",
      external_reference: pre.external_reference,
      date_created: at,
      date_approved: approved ? at : null,
      metadata: { preapproval_id: pre.id },
    };
    const authorized: FakeAuthorizedPayment = {
      id: this.nextNumericId(),
      preapproval_id: pre.id,
      external_reference: pre.external_reference,
      type: "scheduled",
      status: approved ? "processed" : "recycling",
      transaction_amount: pre.auto_recurring.transaction_amount,
      currency_id: "BRL",
      reason: pre.reason,
      date_created: at,
      debit_date: at,
      payment: { id: payment.id, status: payment.status, status_detail: payment.status_detail },
    };
    this.payments.set(payment.id, payment);
    this.authorizedPayments.set(authorized.id, authorized);
    return { payment, authorized };
  }
}
