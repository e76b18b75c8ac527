"""What the Python benchmarks share: run one Iometry plan headless, read its `all` row."""

import csv
import json
import os
import subprocess
import time


def run_plan(iometry_run, plan, work):
    """Writes @plan to @work, runs it with iometry-run --quiet, returns the first step's
    `all` row of summary.csv as a dict of column name -> text."""
    path = os.path.join(work, "plan.json")
    with open(path, "w") as f:
        json.dump(plan, f)
    results = os.path.join(work, f"r-{time.monotonic_ns()}")
    subprocess.run([iometry_run, path, "--results", results, "--quiet"], check=True,
                   stdout=subprocess.DEVNULL)
    with open(os.path.join(results, "summary.csv")) as f:
        return next(r for r in csv.DictReader(f) if r["scope"] == "all")


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
