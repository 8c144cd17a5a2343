// Writes the dev seed's BCB fixture (prisma/bcb/*.zip, committed): two months and one quarter of
// fictitious administradoras, in the Banco Central's documented layout (src/test/bcb-files.ts).
// Run it again only when the layout changes: `npx tsx scripts/bcb-fixture.ts`.
import { writeFileSync } from "node:fs";
import { groupRow, monthlyZip, segmentRow, ufRow, ufZip } from "../src/test/bcb-files.ts";

const DEMO = { admin: "DEMONSTRAÇÃO ADMINISTRADORA DE CONSÓRCIOS LTDA", cnpj: "01234567" };
const OTHERS = [
  { admin: "EXEMPLO CONSÓRCIOS S.A.", cnpj: "07654321", fee: "21,40000" },
  { admin: "MODELO ADM. DE CONSÓRCIO LTDA", cnpj: "09876543", fee: "16,90000" },
  { admin: "AMOSTRA CONSÓRCIOS LTDA", cnpj: "00112233", fee: "19,20000" },
];

function month(dataBase: string, contemplated: number[]) {
  return monthlyZip(dataBase, {
    segments: [
      segmentRow(dataBase, {
        ...DEMO,
        segment: 1,
        fee: "18,00000",
        groups: 42,
        excluded: 21000,
        active: [78000, 1500, 6500],
      }),
      segmentRow(dataBase, {
        ...DEMO,
        segment: 3,
        fee: "14,50000",
        groups: 30,
        excluded: 9000,
        active: [41000, 700, 3100],
      }),
      ...OTHERS.map((o) => segmentRow(dataBase, { admin: o.admin, cnpj: o.cnpj, segment: 1, fee: o.fee })),
    ],
    groups: [
      groupRow(dataBase, {
        ...DEMO,
        code: "2040",
        assemblies: dataBase === "202607" ? 37 : 36,
        term: 200,
        fee: "18,00000",
        upToDate: 1080,
        contemplatedDelinquent: 22,
        notContemplatedDelinquent: 96,
        contemplatedInMonth: contemplated[0],
        excluded: 310,
      }),
      groupRow(dataBase, {
        ...DEMO,
        code: "2041",
        assemblies: 12,
        term: 180,
        fee: "17,00000",
        contemplatedInMonth: contemplated[1],
      }),
      ...OTHERS.map((o, i) =>
        groupRow(dataBase, {
          admin: o.admin,
          cnpj: o.cnpj,
          code: String(3000 + i),
          fee: o.fee,
          contemplatedInMonth: 5 + i,
        }),
      ),
      // Another administradora's group with the same code: the seller chooses.
      groupRow(dataBase, {
        admin: OTHERS[0]!.admin,
        cnpj: OTHERS[0]!.cnpj,
        code: "2040",
        fee: "21,40000",
        assemblies: 80,
      }),
    ],
  });
}

writeFileSync("prisma/bcb/202606Consorcios.zip", month("202606", [7, 9]));
writeFileSync("prisma/bcb/202607Consorcios.zip", month("202607", [6, 11]));
writeFileSync(
  "prisma/bcb/202606Consorcios_UF.zip",
  ufZip(
    "202606",
    ["SP", "RJ", "MG", "PR"].flatMap((uf, i) => [
      ufRow("202606", { ...DEMO, segment: 1, uf, bidQuarter: 72 - i * 5, drawQuarter: 28 + i * 5 }),
      ufRow("202606", { ...DEMO, segment: 3, uf, bidQuarter: 55, drawQuarter: 45 }),
    ]),
  ),
);
console.log("prisma/bcb: 202606Consorcios.zip, 202607Consorcios.zip, 202606Consorcios_UF.zip");
