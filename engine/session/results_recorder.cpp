#include "engine/session/results_recorder.hpp"

#include <algorithm>
#include <chrono>
#include <fstream>

#include "engine/plan/plan_json.hpp"
#include "engine/session/iometer_csv.hpp"

namespace iometry::session {

using nlohmann::ordered_json;
constexpr auto kReplace = ordered_json::error_handler_t::replace;

namespace {

/** What a row's verdict rests on (docs/metrics.md, "What limited it"): results.json only. */
ordered_json evidenceJson(const results::MetricRow& row) {
    ordered_json list = ordered_json::array();
    for (const results::VerdictEvidence& e : row.evidence) list.push_back(e.toJson());
    return list;
}

}  // namespace

bool ResultsRecorder::begin(const std::filesystem::path& dir, const model::Plan& plan,
                            std::string& error) {
    m_plan = plan;
    m_summary.clear();
    m_entries = 0;
    m_status = "running";
    m_error.clear();
    m_cores.clear();
    m_coresOf = {-1, ""};
    m_iometerEnded = false;
    if (!m_writer.open(dir, error)) return false;
    // iometer.csv exists from the start, empty until a step has finished.
    m_iometerOk =
        static_cast<bool>(std::ofstream(dir / "iometer.csv", std::ios::out | std::ios::trunc));
    if (!m_iometerOk) {
        error = "cannot write " + (dir / "iometer.csv").string();
        return false;
    }
    m_writer.writeJson("plan.json", model::toJson(m_plan));
    ordered_json head;
    head["format"] = "iometry.results/2";
    head["tool"] = {{"name", "iometry"}, {"version", IOMETRY_VERSION}};
    head["plan"] = model::toJson(m_plan);
    // Every dump() of the record makes bytes that are not UTF-8 U+FFFD: a throw here
    // (type_error 316) would end the run and lose the steps recorded so far.
    std::string text = head.dump(2, ' ', false, kReplace);
    text.resize(text.rfind('}'));  // reopen the object: the steps follow
    while (!text.empty() && text.back() == '\n') text.pop_back();
    text += ",\n  \"steps\": [";
    if (!m_writer.beginJournal("results.json", text, tail())) {
        error = "cannot write " + (dir / "results.json").string();
        return false;
    }
    return true;
}

std::string ResultsRecorder::tail() const {
    std::string t = m_entries ? "\n  ]" : "]";
    t += ",\n  \"status\": " + ordered_json(m_status).dump(-1, ' ', false, kReplace);
    if (!m_error.empty()) t += ",\n  \"error\": " + ordered_json(m_error).dump(-1, ' ', false, kReplace);
    return t + "\n}\n";
}

void ResultsRecorder::append(const ordered_json& entry) {
    const std::string text = (m_entries ? ",\n    " : "\n    ") + entry.dump(-1, ' ', false, kReplace);
    ++m_entries;
    m_writer.appendJournal(text, tail());
}

void ResultsRecorder::writeBench(const ordered_json& bench) {
    m_writer.writeJson("bench.json", bench);
}

void ResultsRecorder::appendInterval(const std::vector<results::MetricRow>& rows, double tS,
                                     bool ramp) {
    m_writer.appendSamples(rows, tS, ramp);
    if (ramp) return;
    for (const results::MetricRow& row : rows) {
        if (row.scope != "core" || !(row.seconds > 0)) continue;
        if (m_coresOf != std::make_pair(row.step, row.repeat)) {
            m_cores.clear();  // a new step (or repeat): the last one's cores are done with
            m_coresOf = {row.step, row.repeat};
        }
        CoreSum& c = m_cores[row.name];
        c.seconds += row.seconds;
        c.busy += row.cpuPct * row.seconds;
        c.user += row.cpuUserPct * row.seconds;
        c.system += row.cpuSystemPct * row.seconds;
        c.irq += row.cpuIrqPct * row.seconds;
        c.softirq += row.cpuSoftirqPct * row.seconds;
    }
}

bool ResultsRecorder::appendIometer(const std::string& text) {
    if (!m_iometerOk) return false;
    std::ofstream out(m_writer.dir() / "iometer.csv",
                      std::ios::out | std::ios::app | std::ios::binary);
    out << text;
    m_iometerOk = static_cast<bool>(out.flush());
    return m_iometerOk;
}

void ResultsRecorder::recordStep(const StepLogEntry& e, const std::vector<results::MetricRow>& rows,
                                 const std::vector<results::MetricRow>& connections,
                                 const std::vector<stats::Latencies>& latency) {
    m_summary.insert(m_summary.end(), rows.begin(), rows.end());
    m_writer.appendSummary(rows);
    m_writer.appendConnections(connections);

    // The step as one IOmeter test (docs/metrics.md, "iometer.csv"); repeats are tests of
    // their own, their aggregate is not (it is no run).
    results::IometerTest test;
    test.step = e.step;
    test.repeat = e.repeat;
    test.specs = e.specs;
    if (test.specs.empty()) {
        test.specs = m_plan.specs;
        if (e.params.size)
            for (auto& spec : test.specs)
                for (auto& line : spec.lines) line.size = *e.params.size;
    }
    test.rows = rows;
    test.latency = latency;
    if (m_coresOf == std::make_pair(e.step, std::to_string(e.repeat))) {
        for (const auto& [name, c] : m_cores) {
            results::MetricRow core;
            core.step = e.step;
            core.repeat = std::to_string(e.repeat);
            core.scope = "core";
            core.name = name;
            core.seconds = c.seconds;
            core.cpuPct = c.busy / c.seconds;
            core.cpuUserPct = c.user / c.seconds;
            core.cpuSystemPct = c.system / c.seconds;
            core.cpuIrqPct = c.irq / c.seconds;
            core.cpuSoftirqPct = c.softirq / c.seconds;
            test.cores.push_back(core);
        }
    }
    m_cores.clear();
    m_coresOf = {-1, ""};
    test.ended = std::chrono::system_clock::now();
    test.started = test.ended - std::chrono::duration_cast<std::chrono::system_clock::duration>(
                                    std::chrono::duration<double>(std::max(0.0, e.durationS)));
    appendIometer(results::iometerTestBlock(m_plan, test));

    ordered_json entry = {{"step", e.step},
                          {"repeat", e.repeat},
                          {"size", e.params.size ? ordered_json(*e.params.size) : ordered_json()},
                          {"outstanding", e.params.outstanding ? ordered_json(*e.params.outstanding) : ordered_json()},
                          {"rate_mbit", e.params.rateMbit ? ordered_json(*e.params.rateMbit) : ordered_json()},
                          {"rate_per_s", e.params.ratePerS ? ordered_json(*e.params.ratePerS) : ordered_json()},
                          {"mtu", e.params.mtu ? ordered_json(*e.params.mtu) : ordered_json()},
                          {"workers", e.workers},
                          {"cycle_workers", e.params.workers ? ordered_json(*e.params.workers) : ordered_json()},
                          {"cycle_targets", e.params.targets ? ordered_json(*e.params.targets) : ordered_json()},
                          {"phase", e.params.phase ? ordered_json(*e.params.phase) : ordered_json()},
                          {"aborted", e.aborted},
                          {"duration_s", e.durationS}};
    if (!e.clock.is_null()) entry["clock"] = e.clock;
    if (!e.dynamosLost.empty()) entry["dynamos_lost"] = e.dynamosLost;
    entry["rows"] = ordered_json::array();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        ordered_json row = rows[i].toJson();
        if (!rows[i].evidence.empty()) row["evidence"] = evidenceJson(rows[i]);
        // A probe's and a worker's whole distribution: the report draws a probe's idle and
        // under the load, and anyone can merge them again exactly (steps, repeats, runs,
        // the dynamos' p99 checked offline), which percentiles never allow.
        if ((rows[i].scope == "probe" || rows[i].scope == "worker") && i < latency.size() &&
            latency[i].all.count() > 0)
            row["latency_histogram"] = latency[i].all.toJson();
        entry["rows"].push_back(std::move(row));
    }
    append(entry);
}

void ResultsRecorder::recordAggregate(int step, const std::vector<results::MetricRow>& rows) {
    m_summary.insert(m_summary.end(), rows.begin(), rows.end());
    m_writer.appendSummary(rows);
    ordered_json entry = {{"step", step}, {"repeat", "agg"}};
    entry["rows"] = ordered_json::array();
    for (const auto& row : rows) {
        ordered_json j = row.toJson();
        if (!row.evidence.empty()) j["evidence"] = evidenceJson(row);
        entry["rows"].push_back(std::move(j));
    }
    append(entry);
}

void ResultsRecorder::writeStatus(const std::string& status, const std::string& error) {
    m_status = status;
    m_error = error;
    m_writer.appendJournal("", tail());
    // IOmeter marks a run that finished all its tests; a stopped or failed one ends without.
    if (status == "completed" && !m_iometerEnded)
        m_iometerEnded = appendIometer(results::iometerEndOfRun());
}

void ResultsRecorder::writeProcedure(const ordered_json& result) {
    m_writer.writeJson("procedure.json", result);
}

}  // namespace iometry::session
