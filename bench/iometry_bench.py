"""What the Python benchmarks share: run one Iometry plan headless, read its rows."""

import csv
import json
import os
import subprocess
import time


def run_rows(iometry_run, plan, work, timeout=None):
    """Writes @plan to @work, runs it with iometry-run --quiet (bounded by @timeout
    seconds); returns (summary.csv's rows as dicts of column name -> text, the results
    folder). A run that fails raises RuntimeError with the tail of what it said."""
    stamp = time.monotonic_ns()
    path = os.path.join(work, f"plan-{stamp}.json")
    with open(path, "w") as f:
        json.dump(plan, f)
    results = os.path.join(work, f"r-{stamp}")
    out = subprocess.run([iometry_run, path, "--results", results, "--quiet"],
                         capture_output=True, text=True, timeout=timeout)
    if out.returncode != 0:
        raise RuntimeError(f"iometry-run exited {out.returncode}: "
                           + (out.stderr or out.stdout)[-600:])
    with open(os.path.join(results, "summary.csv")) as f:
        return list(csv.DictReader(f)), results


def all_row(rows):
    """The first step's `all` row of @rows."""
    return next(r for r in rows if r["scope"] == "all")


def run_plan(iometry_run, plan, work):
    """Runs @plan (run_rows); returns the first step's `all` row of summary.csv."""
    return all_row(run_rows(iometry_run, plan, work)[0])


def loopback_plan(name, seconds, spec_line, worker):
    """A one-worker plan on a spawned local dynamo over 127.0.0.1 (1 s warm-up)."""
    base = {"name": "w", "dynamo": "local", "bind": "127.0.0.1",
            "peer": {"dynamo": "local", "address": "127.0.0.1"}, "spec": "s"}
    base.update(worker)
    if "peer" in worker:
        base["peer"] = {"dynamo": "local", "address": "127.0.0.1", **worker["peer"]}
    return {"format": "iometry.plan/1", "name": name, "run_s": seconds, "ramp_s": 1,
            "sample_ms": 1000, "dynamos": [{"name": "local", "spawn": True}],
            "specs": [{"name": "s", "lines": [spec_line]}], "workers": [base]}
