#!/usr/bin/env python3
"""One table for every side-by-side bench (bench/run-all.sh writes it to bench/results/).

Each bench, given --markdown FILE, appends one Markdown row per case and measure:

  | bench | case | measure | Iometry | peer | peer's | Iometry/peer | Iometry min-max | peer's min-max | verdict | runs |

The values are medians over the rounds; min-max is each tool's lowest and highest run.
The verdict reads the two ranges: `overlap` where they meet (the difference is within the
run-to-run spread), else `ahead` or `behind` for Iometry, in the measure's own sense
(`better` says whether higher or lower is better). From a shell:

  python3 bench/bench_table.py row FILE BENCH CASE MEASURE higher|lower PEER \
      "I1 I2 …" "P1 P2 …"
  python3 bench/bench_table.py header FILE|-
"""

import math
import statistics
import sys

HEADER = ("| bench | case | measure | better | Iometry | peer | peer's | Iometry/peer "
          "| Iometry min-max | peer's min-max | verdict | runs |\n"
          "|---|---|---|---|---:|---|---:|---:|---:|---:|---|---:|\n")


def number(value):
    """Three significant figures, or whole numbers from 100 up: 0.123, 1.2, 12.3, 12345."""
    if value is None:
        return "n/a"
    return f"{value:.0f}" if abs(value) >= 100 else f"{value:.3g}"


def verdict(mine, theirs, higher_better):
    if not mine or not theirs:
        return "n/a"
    if min(mine) <= max(theirs) and min(theirs) <= max(mine):
        return "overlap"
    ahead = min(mine) > max(theirs)
    return "ahead" if ahead == higher_better else "behind"


def row(bench, case, measure, higher_better, peer, mine, theirs):
    """The Markdown row of one case and measure: @mine and @theirs are the runs' values."""
    mine = [v for v in mine if v is not None and not math.isnan(v)]
    theirs = [v for v in theirs if v is not None and not math.isnan(v)]
    m = statistics.median(mine) if mine else None
    t = statistics.median(theirs) if theirs else None
    ratio = m / t if m is not None and t else None
    span = lambda v: f"{number(min(v))}-{number(max(v))}" if v else "n/a"  # noqa: E731
    ratio_text = "n/a" if ratio is None else f"{ratio:.3f}"
    return (f"| {bench} | {case} | {measure} | {'higher' if higher_better else 'lower'} "
            f"| {number(m)} | {peer} | {number(t)} | {ratio_text} | {span(mine)} "
            f"| {span(theirs)} | {verdict(mine, theirs, higher_better)} "
            f"| {min(len(mine), len(theirs))} |\n")


def append(path, *args):
    """Appends row(*args) to @path (nothing when @path is empty)."""
    if path:
        with open(path, "a") as out:
            out.write(row(*args))


def main(argv):
    if len(argv) == 3 and argv[1] == "header":
        if argv[2] == "-":
            sys.stdout.write(HEADER)
        else:
            with open(argv[2], "a") as out:
                out.write(HEADER)
        return 0
    if len(argv) == 10 and argv[1] == "row" and argv[6] in ("higher", "lower"):
        values = lambda text: [float(w) for w in text.split()]  # noqa: E731
        append(argv[2], argv[3], argv[4], argv[5], argv[6] == "higher", argv[7],
               values(argv[8]), values(argv[9]))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
