#include "engine/session/results_recorder.hpp"

#include "engine/model/plan_json.hpp"

namespace iometry::session {

using nlohmann::ordered_json;

bool ResultsRecorder::begin(const std::filesystem::path& dir, const model::Plan& plan,
                            std::string& error) {
    m_plan = plan;
    m_summary.clear();
    m_entries = 0;
    m_status = "running";
    m_error.clear();
    if (!m_writer.open(dir, error)) return false;
    m_writer.writeJson("plan.json", model::toJson(m_plan));
    ordered_json head;
    head["format"] = "iometry.results/2";
    head["tool"] = {{"name", "iometry"}, {"version", IOMETRY_VERSION}};
    head["plan"] = model::toJson(m_plan);
    std::string text = head.dump(2);
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
    t += ",\n  \"status\": " + ordered_json(m_status).dump();
    if (!m_error.empty()) t += ",\n  \"error\": " + ordered_json(m_error).dump();
    return t + "\n}\n";
}

void ResultsRecorder::append(const ordered_json& entry) {
    const std::string text = (m_entries ? ",\n    " : "\n    ") + entry.dump();
    ++m_entries;
    m_writer.appendJournal(text, tail());
}

void ResultsRecorder::writeBench(const ordered_json& bench) {
    m_writer.writeJson("bench.json", bench);
}

void ResultsRecorder::appendInterval(const std::vector<results::MetricRow>& rows, double tS,
                                     bool ramp) {
    m_writer.appendSamples(rows, tS, ramp);
}

void ResultsRecorder::recordStep(const StepLogEntry& e, const std::vector<results::MetricRow>& rows) {
    m_summary.insert(m_summary.end(), rows.begin(), rows.end());
    m_writer.appendSummary(rows);
    ordered_json entry = {{"step", e.step},
                          {"repeat", e.repeat},
                          {"size", e.params.size ? ordered_json(*e.params.size) : ordered_json()},
                          {"outstanding", e.params.outstanding ? ordered_json(*e.params.outstanding) : ordered_json()},
                          {"rate_mbit", e.params.rateMbit ? ordered_json(*e.params.rateMbit) : ordered_json()},
                          {"mtu", e.params.mtu ? ordered_json(*e.params.mtu) : ordered_json()},
                          {"workers", e.workers},
                          {"cycle_workers", e.params.workers ? ordered_json(*e.params.workers) : ordered_json()},
                          {"cycle_targets", e.params.targets ? ordered_json(*e.params.targets) : ordered_json()},
                          {"aborted", e.aborted},
                          {"duration_s", e.durationS}};
    entry["rows"] = ordered_json::array();
    for (const auto& row : rows) entry["rows"].push_back(row.toJson());
    append(entry);
}

void ResultsRecorder::recordAggregate(int step, const std::vector<results::MetricRow>& rows) {
    m_summary.insert(m_summary.end(), rows.begin(), rows.end());
    m_writer.appendSummary(rows);
    ordered_json entry = {{"step", step}, {"repeat", "agg"}};
    entry["rows"] = ordered_json::array();
    for (const auto& row : rows) entry["rows"].push_back(row.toJson());
    append(entry);
}

void ResultsRecorder::writeStatus(const std::string& status, const std::string& error) {
    m_status = status;
    m_error = error;
    m_writer.appendJournal("", tail());
}

void ResultsRecorder::writeProcedure(const ordered_json& result) {
    m_writer.writeJson("procedure.json", result);
}

}  // namespace iometry::session
