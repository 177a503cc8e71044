import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csv", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    [null, ""],
    [42, "42"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=1+2", "'=1+2"],
    ["+31 20 123", "'+31 20 123"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tindent", "'\tindent"],
    ["\rreturn", '"\'\rreturn"'],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ["a=b", "a=b"],
  ])("%j → %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("joins rows with CRLF and ends with one", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["1", null],
          ["x,y", "=z"],
        ],
      ),
    ).toBe('a,b\r\n1,\r\n"x,y",\'=z\r\n');
  });
});
