import { ProposalsAreaMenu } from "~/app/_shell/proposals-menu";

/** The proposals area: the side menu (spec ~145 px) beside each page. */
export default function ProposalsLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
      <ProposalsAreaMenu />
      <div className="flex min-w-0 flex-1 flex-col">{children}</div>
    </div>
  );
}
