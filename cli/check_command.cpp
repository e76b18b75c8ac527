#include "cli/check_command.hpp"

#include <cmath>
#include <cstdio>
#include <ostream>
#include <sstream>
#include <vector>

#include "engine/kinds/worker_kind.hpp"
#include "engine/methods/method.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/methods/procedure.hpp"
#include "engine/model/step_source.hpp"

namespace iometry::cli {

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
                   std::ostream& err, const char* what) {
    err << "iometry-run: " << planPath << " is not a valid " << what << " (" << problems.size() << " problem"
        << (problems.size() == 1 ? "" : "s") << "); no traffic was started:\n";
    for (const auto& p : problems) err << "  " << p.toString() << "\n";
}

namespace {

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
    // Worker or target cycling, or a phase: which of the plan's workers the step runs.
    if (step.params.workers || step.params.targets || step.params.phase) {
        out << (step.params.workers   ? "  each dynamo's first " + std::to_string(*step.params.workers) + ":"
                : step.params.targets ? "  the first " + std::to_string(*step.params.targets) + ":"
                                      : "  phase " + std::to_string(*step.params.phase) + ":");
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

}  // namespace

int checkPlan(const std::string& planPath, std::ostream& out, std::ostream& err) {
    const auto parsed = model::loadPlanFile(planPath);
    if (!parsed.ok()) {
        printProblems(planPath, parsed.problems, err);
        return 2;
    }
    const model::Plan& plan = *parsed.plan;
    auto source = model::makeStepSource(plan);
    const model::RunEstimate estimate = model::estimateRun(plan);
    const long long bound = estimate.steps;

    out << planPath << ": a valid " << model::kPlanFormat << " plan";
    if (!plan.name.empty()) out << ", \"" << plan.name << "\"";
    out << "\n";
    out << "dynamos " << plan.dynamos.size() << ", specs " << plan.specs.size() << ", workers "
        << plan.workers.size() << "\n";

    const model::Method& method = plan.procedure.method();
    out << method.checkText(plan, *source);
    out << "  step  size           outstanding  workers\n";
    std::vector<model::StepRecord> none;
    if (!method.choosesSteps()) {
        for (const model::Step& step : model::expandSteps(plan)) printStep(out, step);
    } else if (auto first = source->next(none)) {
        printStep(out, *first);
        if (bound > 1)
            out << "     …  " << (source->exact() ? "then " : "adaptive: up to ")
                << model::countText(bound - 1, "more step") << "\n";
    }
    out << "estimated duration: " << (estimate.exact ? "" : "at most ")
        << model::countText(estimate.stepRuns, "step run") << " x (" << plan.rampS << " s ramp + "
        << plan.runS << " s run + " << model::kStepOverheadS << " s overhead) = "
        << formatDuration(estimate.seconds) << "\n";
    out << "nothing was started (--check)\n";
    return 0;
}

int checkSuite(const std::string& suitePath, const suite::SuiteOverrides& overrides,
               std::ostream& out, std::ostream& err) {
    const auto parsed = suite::loadSuiteFile(suitePath, overrides);
    if (!parsed.ok()) {
        printProblems(suitePath, parsed.problems, err, "suite");
        return 2;
    }
    const suite::Suite& s = *parsed.suite;
    const suite::SuiteEstimate estimate = suite::estimateSuite(s);
    out << suitePath << ": a valid " << suite::kSuiteFormat << " suite";
    if (!s.name.empty()) out << ", \"" << s.name << "\"";
    out << "\n";
    if (!s.device.empty()) out << "device under test: " << s.device << "\n";
    if (!s.dynamos.empty()) {
        out << "dynamos of every member:";
        for (const model::DynamoDef& d : s.dynamos) {
            out << " " << d.name << (d.spawn ? " (spawned)" : "");
            if (auto it = s.addresses.find(d.name); it != s.addresses.end()) out << " " << it->second;
        }
        out << "\n";
    }
    if (s.repeats) out << "repeats of every member: " << *s.repeats << "\n";
    if (!s.mtu.empty()) {
        out << "every network sweep at MTU";
        for (std::int64_t mtu : s.mtu) out << " " << mtu;
        out << "\n";
    }
    out << model::countText(static_cast<long long>(s.members.size()), "member") << ":\n";
    out << "     #  member           method         steps  repeats  duration\n";
    for (std::size_t i = 0; i < s.members.size(); ++i) {
        const suite::SuiteMember& m = s.members[i];
        const model::RunEstimate e = model::estimateRun(m.plan);
        const std::string steps = (e.exact ? "" : "<=") + std::to_string(e.steps);
        const std::string duration = (e.exact ? "" : "<=") + formatDuration(e.seconds);
        char line[256];
        std::snprintf(line, sizeof line, "%6zu  %-16s %-14s %5s  %7d  %8s", i + 1, m.name.c_str(),
                      m.plan.procedure.name().c_str(), steps.c_str(), m.plan.repeats,
                      duration.c_str());
        out << line;
        if (!m.plan.name.empty()) out << "  \"" << m.plan.name << "\"";
        out << "\n";
    }
    for (const auto& [name, why] : s.leftOut) out << "left out: " << name << " (" << why << ")\n";
    // What --set changed, as the members now hold it: the value a worker read, not as typed.
    for (const suite::WorkerSetting& set : overrides.workerSettings) {
        std::string value;
        long long members = 0;
        for (const suite::SuiteMember& m : s.members) {
            if (!set.member.empty() && m.name != set.member) continue;
            bool taken = false;
            for (const model::WorkerDef& w : m.plan.workers) {
                const model::WorkerKind* kind = w.kind();
                if (!kind) continue;
                for (const model::KindParam& p : kind->params())
                    if (p.key == set.key) {
                        const auto held = p.get(*w.settings);
                        value = held.is_string() ? held.get<std::string>() : held.dump();
                        taken = true;
                    }
            }
            members += taken;
        }
        out << "set " << set.key << " = " << value << " in "
            << model::countText(members, "member") << "\n";
    }
    out << "estimated duration: " << (estimate.exact ? "" : "at most ")
        << model::countText(estimate.stepRuns, "step run") << ", "
        << formatDuration(estimate.seconds) << "\n";
    out << "nothing was started (--check)\n";
    return 0;
}

}  // namespace iometry::cli
