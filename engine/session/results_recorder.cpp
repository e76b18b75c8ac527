#include "engine/session/results_recorder.hpp"

#include "engine/model/plan_json.hpp"

namespace iometry::session {

bool ResultsRecorder::begin(const std::filesystem::path& dir, const model::Plan& plan,
                            std::string& error) {
    m_plan = plan;
    m_summary.clear();
    m_stepLog = nlohmann::ordered_json::array();
    if (!m_writer.open(dir, error)) return false;
    m_writer.writeJson("plan.json", model::toJson(m_plan));
    return true;
}

void ResultsRecorder::writeBench(const nlohmann::ordered_json& bench) {
    m_writer.writeJson("bench.json", bench);
}

void ResultsRecorder::appendInterval(const std::vector<results::MetricRow>& rows, double tS,
                                     bool ramp) {
    m_writer.appendSamples(rows, tS, ramp);
}

void ResultsRecorder::recordStep(const StepLogEntry& e, const std::vector<results::MetricRow>& rows) {
    m_summary.insert(m_summary.end(), rows.begin(), rows.end());
    m_writer.writeSummary(m_summary);
    m_stepLog.push_back({{"step", e.step},
                         {"repeat", e.repeat},
                         {"size", e.params.size ? nlohmann::ordered_json(*e.params.size) : nlohmann::ordered_json()},
                         {"outstanding", e.params.outstanding ? nlohmann::ordered_json(*e.params.outstanding) : nlohmann::ordered_json()},
                         {"aborted", e.aborted},
                         {"duration_s", e.durationS}});
}

void ResultsRecorder::recordAggregate(int, const std::vector<results::MetricRow>& rows) {
    m_summary.insert(m_summary.end(), rows.begin(), rows.end());
    m_writer.writeSummary(m_summary);
}

void ResultsRecorder::writeStatus(const std::string& status, const std::string& error) {
    nlohmann::ordered_json j;
    j["format"] = "iometry.results/1";
    j["tool"] = {{"name", "iometry"}, {"version", IOMETRY_VERSION}};
    j["status"] = status;
    if (!error.empty()) j["error"] = error;
    j["plan"] = model::toJson(m_plan);
    j["steps"] = m_stepLog;
    j["summary"] = nlohmann::ordered_json::array();
    for (const auto& row : m_summary) j["summary"].push_back(row.toJson());
    m_writer.writeJson("results.json", j);
}

}  // namespace iometry::session
