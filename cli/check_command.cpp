#include "cli/check_command.hpp"

#include <cmath>
#include <cstdio>
#include <ostream>
#include <sstream>
#include <vector>

#include "engine/model/plan_json.hpp"
#include "engine/model/fine_sweep_source.hpp"
#include "engine/model/procedure.hpp"
#include "engine/model/step_source.hpp"

namespace iometry::cli {

double estimatedSeconds(const model::Plan& plan, long long stepRuns) {
    return static_cast<double>(stepRuns) * (plan.rampS + plan.runS + kStepOverheadS);
}

std::string formatDuration(double seconds) {
    const long s = static_cast<long>(seconds + 0.5);
    char buffer[32];
    if (s >= 3600) std::snprintf(buffer, sizeof buffer, "%ldh%02ldm", s / 3600, (s / 60) % 60);
    else if (s >= 60) std::snprintf(buffer, sizeof buffer, "%ldm%02lds", s / 60, s % 60);
    else std::snprintf(buffer, sizeof buffer, "%lds", s);
    return buffer;
}

std::string formatSize(std::uint64_t bytes) {
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0)
        return std::to_string(bytes / (1024 * 1024)) + " MiB";
    if (bytes >= 1024 && bytes % 1024 == 0) return std::to_string(bytes / 1024) + " KiB";
    return std::to_string(bytes) + " B";
}

void printProblems(const std::string& planPath, const std::vector<model::PlanProblem>& problems,
                   std::ostream& err) {
    err << "iometry-run: " << planPath << " is not a valid plan (" << problems.size() << " problem"
        << (problems.size() == 1 ? "" : "s") << "); no traffic was started:\n";
    for (const auto& p : problems) err << "  " << p.toString() << "\n";
}

namespace {

std::string plural(long long n, const char* word) {
    return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

/** Distinct values in the order met, joined with "/". */
template <typename T, typename Format>
std::string distinct(const std::vector<T>& values, Format format) {
    std::vector<T> seen;
    std::string out;
    for (const T& v : values) {
        bool dup = false;
        for (const T& s : seen) dup = dup || s == v;
        if (dup) continue;
        seen.push_back(v);
        out += (out.empty() ? "" : "/") + format(v);
    }
    return out.empty() ? "-" : out;
}

/** The request sizes a step runs: its sweep size, else the sizes of the specs in use. */
std::string stepSizes(const model::Step& step) {
    if (step.params.size) return formatSize(*step.params.size);
    std::vector<std::uint64_t> sizes;
    for (const model::WorkerDef& w : step.workers)
        for (const model::AccessSpec& spec : step.specs)
            if (spec.name == w.spec)
                for (const model::AccessLine& line : spec.lines) sizes.push_back(line.size);
    return distinct(sizes, formatSize);
}

std::string stepOutstanding(const model::Step& step) {
    std::vector<int> values;
    for (const model::WorkerDef& w : step.workers) values.push_back(w.outstanding);
    return distinct(values, [](int v) { return std::to_string(v); });
}

void printStep(std::ostream& out, const model::Step& step) {
    char line[256];
    std::snprintf(line, sizeof line, "%6d  %-14s %-12s %7zu", step.index, stepSizes(step).c_str(),
                  stepOutstanding(step).c_str(), step.workers.size());
    out << line;
    if (step.params.mtu) out << "  MTU " << *step.params.mtu;
    // Worker or target cycling: which of the plan's workers the step runs.
    if (step.params.workers || step.params.targets) {
        out << (step.params.workers ? "  each dynamo's first " + std::to_string(*step.params.workers) + ":"
                                    : "  the first " + std::to_string(*step.params.targets) + ":");
        for (std::size_t i = 0; i < step.workers.size(); ++i) {
            if (i == 8) {
                out << " …";
                break;
            }
            out << (i ? ", " : " ") << step.workers[i].name;
        }
    }
    out << "\n";
}

std::string joinValues(const std::vector<std::int64_t>& values) {
    std::string out;
    const std::size_t n = values.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (n > 12 && i == 6) {  // long linear ranges: the first six, …, the last two
            out += ", …";
            i = n - 3;
            continue;
        }
        out += (out.empty() ? "" : ", ") + std::to_string(values[i]);
    }
    return out;
}

}  // namespace

int checkPlan(const std::string& planPath, std::ostream& out, std::ostream& err) {
    const auto parsed = model::loadPlanFile(planPath);
    if (!parsed.ok()) {
        printProblems(planPath, parsed.problems, err);
        return 2;
    }
    const model::Plan& plan = *parsed.plan;
    auto source = model::makeStepSource(plan);
    const long long bound = source->plannedSteps();
    const long long runs = bound * plan.repeats;

    out << planPath << ": a valid " << model::kPlanFormat << " plan";
    if (!plan.name.empty()) out << ", \"" << plan.name << "\"";
    out << "\n";
    out << "dynamos " << plan.dynamos.size() << ", specs " << plan.specs.size() << ", workers "
        << plan.workers.size() << "\n";

    const model::Procedure& procedure = plan.procedure;
    if (procedure.kind == model::ProcedureKind::Sweep) {
        out << "procedure: sweep, " << plural(bound, "step") << " x " << plural(plan.repeats, "repeat")
            << "\n";
    } else if (procedure.kind == model::ProcedureKind::AdapterDelay) {
        out << "procedure: adapter_delay, a UDP ping-pong to the peer and over loopback for "
            << plural(bound / 2, "size") << " (" << plural(bound, "step") << " x "
            << plural(plan.repeats, "repeat") << ") on ";
        if (procedure.linkMbps > 0)
            out << "a " << procedure.linkMbps << " Mbit/s link";
        else
            out << "a link at the speed its interface reports (read when the dynamo connects)";
        out << ", " << procedure.headerBytes << " header bytes\n";
    } else if (procedure.kind == model::ProcedureKind::Latency) {
        out << "procedure: latency, round trips of " << plural(bound, "size") << " x "
            << plural(plan.repeats, "repeat") << ", " << plan.runS << " s each (replies answer in kind)";
        if (procedure.latencyOutstanding) out << ", " << *procedure.latencyOutstanding << " outstanding";
        if (procedure.intervalMs) out << ", " << *procedure.intervalMs << " ms between requests";
        out << "\n  sizes:";
        for (std::int64_t size : model::latencyStepSizes(procedure)) out << " " << size;
        out << "\n";
    } else if (procedure.kind == model::ProcedureKind::FineSweep) {
        out << "procedure: fine_sweep, " << plural(bound, "size") << " x " << plural(plan.repeats, "repeat")
            << " (replies answer in kind)\n  sizes:";
        for (std::uint64_t size : model::fineSweepSizes(procedure)) out << " " << size;
        out << "\n";
    } else if (procedure.kind == model::ProcedureKind::RateSearch) {
        out << "procedure: rate_search (adaptive: a binary search per frame size), usually "
            << plural(source->usualSteps(), "trial") << ", at most " << plural(bound, "trial")
            << " (a trial whose sender fell short runs again) x " << plural(plan.repeats, "repeat")
            << ", " << plan.runS << " s each\n  frame sizes:";
        for (std::int64_t f : procedure.frameSizes) out << " " << f;
        out << " B on a " << procedure.linkMbit << " Mbit/s link; loss at most "
            << procedure.lossTolerancePct << " %, to " << procedure.resolutionPct
            << " % of line rate" << (procedure.verify ? ", the rate found verified once more" : "")
            << "\n";
    } else if (procedure.kind == model::ProcedureKind::UdpRamp) {
        out << "procedure: udp_ramp, every udp worker offered " << plural(bound, "rate") << " x "
            << plural(plan.repeats, "repeat") << ", " << plan.runS << " s each\n  offered Mbit/s:";
        for (double rate : procedure.udpRampRates()) out << " " << rate;
        out << "\n";
    } else {
        const model::RateMetric metric = model::resolveMetric(plan, procedure.metric);
        out << "procedure: ramp over " << model::toString(procedure.param)
            << " (adaptive: each next step is chosen from the last one's results)\n"
            << "  values " << joinValues(procedure.range.values()) << "; at most "
            << plural(bound, "step") << " x " << plural(plan.repeats, "repeat") << "\n"
            << "  stops when " << model::columnName(metric) << " grows less than "
            << procedure.minGrowthPct << " % over the knee for " << plural(procedure.patience, "step")
            << " in a row\n";
    }
    out << "  step  size           outstanding  workers\n";
    std::vector<model::StepRecord> none;
    if (procedure.kind == model::ProcedureKind::Sweep) {
        for (const model::Step& step : model::expandSteps(plan)) printStep(out, step);
    } else if (auto first = source->next(none)) {
        printStep(out, *first);
        if (bound > 1)
            out << "     …  " << (source->exact() ? "then " : "adaptive: up to ")
                << plural(bound - 1, "more step") << "\n";
    }
    out << "estimated duration: " << (source->exact() ? "" : "at most ") << plural(runs, "step run")
        << " x (" << plan.rampS << " s ramp + " << plan.runS << " s run + " << kStepOverheadS
        << " s overhead) = " << formatDuration(estimatedSeconds(plan, runs)) << "\n";
    out << "nothing was started (--check)\n";
    return 0;
}

}  // namespace iometry::cli
